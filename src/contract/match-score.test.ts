import { describe, expect, it } from 'vitest';
import { matchFactsOf, matchSideOf, mutualMatchOf, type MatchMember } from './match-score.js';
import { userDetails } from './profile.js';
import type { StoredPreferences } from './preference-keys.js';

const TODAY = '2026-06-01';

/** A member with the given groups' fields (the rest absent, as an old row may be). */
function member(fields: { personal?: object; basic?: object; address?: object; preferences?: object }): MatchMember {
  return {
    userDetails: {
      personalDetails: {
        dateOfBirth: '1996-03-10',
        marriageStatus: 'Single',
        caste: 'Hindu Mali',
        subCaste: 'Phul Mali',
        ...fields.personal,
      },
      basicDetails: { height: `5'4"`, income: 600000, educationLevel: 'graduate', diet: 'vegetarian', manglik: 'no', ...fields.basic },
      addressDetails: { district: 'Pune', city: 'Hadapsar', ...fields.address },
      partnerpreferences: { PPCaste: 'Mali', ...fields.preferences },
    },
  };
}

const verdictOf = (preferences: StoredPreferences, profile: MatchMember) =>
  matchSideOf(preferences, matchFactsOf(profile, TODAY)).checks[0]?.verdict;

describe('one preference against a profile', () => {
  const profile = member({});
  const bare = member({
    personal: { dateOfBirth: '', marriageStatus: '', caste: '', subCaste: '' },
    basic: { height: '', income: undefined, educationLevel: undefined, diet: undefined, manglik: 'unknown' },
    address: { district: '', city: '' },
  });

  it.each<[string, StoredPreferences, string, string]>([
    // [name, preference, verdict for the profile (30 years old), verdict for a profile that says nothing]
    ['age within', { age: { min: 28, max: 32, must: false } }, 'met', 'unknown'],
    ['age below the range', { age: { min: 31, must: false } }, 'unmet', 'unknown'],
    ['age above the range', { age: { max: 29, must: true } }, 'unmet', 'unknown'],
    ['height within', { height: { min: `5'2"`, max: `5'6"`, must: false } }, 'met', 'unknown'],
    ['height too short', { height: { min: `5'5"`, must: false } }, 'unmet', 'unknown'],
    ['marriage status any of', { marriageStatus: { anyOf: ['Single', 'Divorced'], must: false } }, 'met', 'unknown'],
    ['marriage status not listed', { marriageStatus: { anyOf: ['Widowed'], must: false } }, 'unmet', 'unknown'],
    ['education at least', { education: { min: 'graduate', must: false } }, 'met', 'unknown'],
    ['education below', { education: { min: 'postgraduate', must: false } }, 'unmet', 'unknown'],
    ['income at least', { income: { min: 500000, must: false } }, 'met', 'unknown'],
    ['income below', { income: { min: 700000, must: false } }, 'unmet', 'unknown'],
    ['caste any of', { caste: { anyOf: ['Hindu Mali'], must: false } }, 'met', 'unknown'],
    ['sub-caste any of', { subCaste: { anyOf: ['Jire Mali', 'Phul Mali'], must: false } }, 'met', 'unknown'],
    ['sub-caste not listed', { subCaste: { anyOf: ['Jire Mali'], must: false } }, 'unmet', 'unknown'],
    ['district any of', { place: { districts: ['Nashik', 'Pune'], must: false } }, 'met', 'unknown'],
    ['city any of, any case', { place: { districts: ['Nashik'], cities: ['  hadapsar '], must: false } }, 'met', 'unknown'],
    ['neither district nor city', { place: { districts: ['Nashik'], cities: ['Satara'], must: false } }, 'unmet', 'unknown'],
    ['diet any of', { diet: { anyOf: ['vegetarian', 'vegan'], must: false } }, 'met', 'unknown'],
    ['diet not listed', { diet: { anyOf: ['non-vegetarian'], must: false } }, 'unmet', 'unknown'],
    ['not manglik', { manglik: { value: 'no', must: false } }, 'met', 'unknown'],
    ['manglik wanted', { manglik: { value: 'yes', must: false } }, 'unmet', 'unknown'],
  ])('%s', (_name, preference, forProfile, forBare) => {
    expect(verdictOf(preference, profile)).toBe(forProfile);
    expect(verdictOf(preference, bare)).toBe(forBare);
  });

  it('counts a partial Mangal dosha as manglik', () => {
    expect(verdictOf({ manglik: { value: 'yes', must: false } }, member({ basic: { manglik: 'partial' } }))).toBe('met');
    expect(verdictOf({ manglik: { value: 'no', must: false } }, member({ basic: { manglik: 'partial' } }))).toBe('unmet');
  });

  it('reads a stored profile with no groups at all as saying nothing', () => {
    expect(verdictOf({ age: { min: 20, must: false } }, { userDetails: null })).toBe('unknown');
    expect(verdictOf({ age: { min: 20, must: false } }, { userDetails: null, age: 25 })).toBe('met');
  });
});

describe('the mutual score', () => {
  it('counts the viewer’s preferences met by the profile, and the profile’s met by the viewer, must-haves apart', () => {
    const viewer = member({
      personal: { dateOfBirth: '1994-01-01' },
      preferences: {
        age: { min: 25, max: 31, must: true },
        diet: { anyOf: ['vegetarian'], must: false },
        education: { min: 'postgraduate', must: false },
        manglik: { value: 'no', must: true },
      },
    });
    const profile = member({
      preferences: { age: { max: 30, must: true }, place: { districts: ['Pune'], must: false }, income: { min: 900000, must: true } },
    });
    const match = mutualMatchOf(viewer, profile, TODAY);
    expect(match.yours).toMatchObject({ met: 3, of: 4, mustUnmet: 0 });
    expect(match.yours.checks.map((c) => [c.key, c.verdict])).toEqual([
      ['age', 'met'],
      ['education', 'unmet'],
      ['diet', 'met'],
      ['manglik', 'met'],
    ]);
    // The viewer is 32: over the profile's must-have age, and earns less than its must-have income.
    expect(match.theirs).toMatchObject({ met: 1, of: 3, mustUnmet: 2 });
  });

  it('is 0 of 0 for a member with no structured preferences (SPEC’s free text counts for nothing)', () => {
    expect(mutualMatchOf(member({}), member({}), TODAY).yours).toEqual({ met: 0, of: 0, mustUnmet: 0, checks: [] });
  });

  it('counts a must-have the profile does not state as not met', () => {
    const side = matchSideOf({ diet: { anyOf: ['vegan'], must: true } }, matchFactsOf(member({ basic: { diet: '' } }), TODAY));
    expect(side).toMatchObject({ met: 0, of: 1, mustUnmet: 1 });
  });
});

describe('the preferences as the profile form sends them', () => {
  const parse = (partnerpreferences: object) => userDetails.shape.partnerpreferences.safeParse(partnerpreferences);

  it('keeps what was chosen, clears what was sent empty, and leaves out what was not sent', () => {
    const result = parse({
      PPCaste: 'Mali',
      age: { min: '24', max: '30', must: true },
      height: { min: '', max: '' },
      diet: { anyOf: ['vegetarian', 'vegetarian'] },
      manglik: { value: 'any', must: true },
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      PPCaste: 'Mali',
      age: { min: 24, max: 30, must: true },
      height: null,
      diet: { anyOf: ['vegetarian'], must: false },
      manglik: null,
    });
  });

  it.each([
    ['a reversed age range', { age: { min: 35, max: 25 } }, ['age', 'max']],
    ['a reversed height range', { height: { min: `5'8"`, max: `5'2"` } }, ['height', 'max']],
    ['an age under the least', { age: { min: 12 } }, ['age', 'min']],
    ['an unknown marriage status', { marriageStatus: { anyOf: ['Engaged'] } }, ['marriageStatus', 'anyOf', 0]],
    ['an unknown district', { place: { districts: ['Atlantis'] } }, ['place', 'districts', 0]],
    ['an unknown education level', { education: { min: 'kindergarten' } }, ['education', 'min']],
    ['an unknown manglik wish', { manglik: { value: 'maybe' } }, ['manglik', 'value']],
    ['a must that is not yes or no', { diet: { anyOf: ['vegan'], must: 'always' } }, ['diet', 'must']],
    ['an unknown key', { diet: { anyOf: ['vegan'], strict: true } }, ['diet']],
  ])('refuses %s', (_name, preferences, path) => {
    const result = parse(preferences);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});
