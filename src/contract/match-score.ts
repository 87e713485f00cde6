import { z } from 'zod';
import { ageInYears } from './dates.js';
import { PREFERENCE_KEYS, preferencesOf, type PreferenceKey, type StoredPreferences } from './preference-keys.js';
import { EDUCATION_LEVELS, HEIGHTS } from './reference/index.js';

/** Whether a profile meets a preference; `unknown` when the profile does not say (it counts as not met). */
const VERDICTS = ['met', 'unmet', 'unknown'] as const;
export type Verdict = (typeof VERDICTS)[number];

const preferenceCheck = z.object({ key: z.enum(PREFERENCE_KEYS), must: z.boolean(), verdict: z.enum(VERDICTS) });
type PreferenceCheck = z.infer<typeof preferenceCheck>;

const matchSide = z.object({
  /** Preferences met, of `of` set. */
  met: z.number(),
  of: z.number(),
  /** Must-haves not met (unknown counts as not met): above 0 keeps the profile out of the matches view. */
  mustUnmet: z.number(),
  checks: z.array(preferenceCheck),
});
export type MatchSide = z.infer<typeof matchSide>;

/**
 * A viewer and a profile, both ways: `yours` is the viewer's preferences checked against the
 * profile ("Matches 6 of your 7"), `theirs` the profile's checked against the viewer.
 */
export const mutualMatch = z.object({ yours: matchSide, theirs: matchSide });
export type MutualMatch = z.infer<typeof mutualMatch>;

/** What of a member a preference reads, from the stored profile groups. */
export interface MatchFacts {
  age?: number;
  height?: number;
  marriageStatus?: string;
  education?: number;
  income?: number;
  caste?: string;
  subCaste?: string;
  district?: string;
  city?: string;
  diet?: string;
  manglik?: 'yes' | 'no';
}

/** A member as the score reads them: the stored groups (as any answer carries them) and the date of birth's age. */
export interface MatchMember {
  userDetails: unknown;
  age?: number | null;
}

type Group = Record<string, unknown> | undefined;
const groupOf = (details: unknown, name: string): Group => (details as Record<string, Group> | null | undefined)?.[name];
const textOf = (group: Group, key: string): string | undefined => {
  const value = group?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};
const rankOf = (list: readonly string[], value: string | undefined) => {
  const rank = value === undefined ? -1 : list.indexOf(value);
  return rank < 0 ? undefined : rank;
};
/** Cities are free text: compared without case or surrounding space. */
export const cityKey = (city: string) => city.trim().toLocaleLowerCase('en-IN');

export function matchFactsOf(member: MatchMember, today?: string): MatchFacts {
  const personal = groupOf(member.userDetails, 'personalDetails');
  const basic = groupOf(member.userDetails, 'basicDetails');
  const address = groupOf(member.userDetails, 'addressDetails');
  const dateOfBirth = textOf(personal, 'dateOfBirth');
  const age = member.age ?? (dateOfBirth ? ageInYears(dateOfBirth.slice(0, 10), today) : undefined);
  const income = basic?.income;
  const manglik = basic?.manglik;
  const city = textOf(address, 'city');
  return {
    age: Number.isFinite(age) ? age : undefined,
    height: rankOf(HEIGHTS, textOf(basic, 'height')),
    marriageStatus: textOf(personal, 'marriageStatus'),
    education: rankOf(EDUCATION_LEVELS, textOf(basic, 'educationLevel')),
    income: typeof income === 'number' && Number.isFinite(income) ? income : undefined,
    caste: textOf(personal, 'caste'),
    subCaste: textOf(personal, 'subCaste'),
    district: textOf(address, 'district'),
    city: city && cityKey(city),
    diet: textOf(basic, 'diet'),
    // Partial (anshik) Mangal dosha is manglik to a family that asks; 'unknown' says nothing.
    manglik: manglik === 'yes' || manglik === 'partial' ? 'yes' : manglik === 'no' ? 'no' : undefined,
  };
}

const verdict = (known: boolean, met: boolean): Verdict => (!known ? 'unknown' : met ? 'met' : 'unmet');
const within = (value: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

/** One preference against a member's facts. */
function check(preferences: StoredPreferences, key: PreferenceKey, facts: MatchFacts): Verdict {
  switch (key) {
    case 'age': {
      const { min, max } = preferences.age!;
      return verdict(facts.age !== undefined, within(facts.age ?? 0, min, max));
    }
    case 'height': {
      const { min, max } = preferences.height!;
      return verdict(facts.height !== undefined, within(facts.height ?? 0, rankOf(HEIGHTS, min), rankOf(HEIGHTS, max)));
    }
    case 'marriageStatus':
      return verdict(facts.marriageStatus !== undefined, (preferences.marriageStatus!.anyOf ?? []).includes(facts.marriageStatus as never));
    case 'education':
      return verdict(facts.education !== undefined, (facts.education ?? 0) >= (rankOf(EDUCATION_LEVELS, preferences.education!.min) ?? 0));
    case 'income':
      return verdict(facts.income !== undefined, (facts.income ?? 0) >= (preferences.income!.min ?? 0));
    case 'caste':
      return verdict(facts.caste !== undefined, (preferences.caste!.anyOf ?? []).includes(facts.caste as never));
    case 'subCaste':
      return verdict(facts.subCaste !== undefined, (preferences.subCaste!.anyOf ?? []).includes(facts.subCaste as never));
    case 'place': {
      const { districts = [], cities = [] } = preferences.place!;
      const inDistrict = facts.district !== undefined && districts.includes(facts.district);
      const inCity = facts.city !== undefined && cities.some((city) => cityKey(city) === facts.city);
      return verdict(facts.district !== undefined || facts.city !== undefined, inDistrict || inCity);
    }
    case 'diet':
      return verdict(facts.diet !== undefined, (preferences.diet!.anyOf ?? []).includes(facts.diet as never));
    case 'manglik':
      return verdict(facts.manglik !== undefined, facts.manglik === preferences.manglik!.value);
  }
}

/** One member's preferences against another's facts, in the order of PREFERENCE_KEYS. */
export function matchSideOf(preferences: StoredPreferences, facts: MatchFacts): MatchSide {
  const checks: PreferenceCheck[] = [];
  for (const key of PREFERENCE_KEYS) {
    const wish = preferences[key];
    if (!wish) continue;
    checks.push({ key, must: wish.must === true, verdict: check(preferences, key, facts) });
  }
  return {
    met: checks.filter((c) => c.verdict === 'met').length,
    of: checks.length,
    mustUnmet: checks.filter((c) => c.must && c.verdict !== 'met').length,
    checks,
  };
}

/** The mutual match of a viewer and a profile (see `mutualMatch`). */
export function mutualMatchOf(viewer: MatchMember, profile: MatchMember, today?: string): MutualMatch {
  return {
    yours: matchSideOf(preferencesOf(viewer.userDetails), matchFactsOf(profile, today)),
    theirs: matchSideOf(preferencesOf(profile.userDetails), matchFactsOf(viewer, today)),
  };
}
