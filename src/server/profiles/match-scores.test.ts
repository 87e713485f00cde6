import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, registerMember, userDetails, type GroupOverrides, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users } from '../db/schema.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A profile of the given gender with these groups' fields over the defaults. */
const profile = (gender: 'Male' | 'Female', groups: GroupOverrides, dateOfBirth?: string) =>
  userDetails({ gender, ...(dateOfBirth ? { dateOfBirth } : {}) }, groups);
const save = (member: Member, gender: 'Male' | 'Female', groups: GroupOverrides) =>
  t.call('/user/updateUser', { token: member.token, body: { age: 0, userDetails: profile(gender, groups) } });
const scores = (member: Member, ids: string[]) => t.call('/user/match-scores', { token: member.token, body: { ids } });
const storedPreferences = async (member: Member) => {
  const [row] = await t.db.select({ details: users.userDetails }).from(users).where(eq(users.id, member.id));
  return (row!.details as { partnerpreferences: Record<string, unknown> }).partnerpreferences;
};

describe('partner preferences', () => {
  it('stores the structured preferences beside SPEC’s free text, and a client that sends only the free text keeps them', async () => {
    const member = await registerMember(t);
    const wanted = {
      PPEducation: 'Graduate',
      age: { min: '25', max: 30, must: true },
      subCaste: { anyOf: ['Phul Mali', 'Jire Mali'] },
      place: { districts: ['Pune'], cities: ['Hadapsar'], must: false },
    };
    expect((await save(member, 'Female', { partnerpreferences: wanted })).status).toBe(200);
    expect(await storedPreferences(member)).toEqual({
      PPCaste: 'Hindu Mali',
      PPEducation: 'Graduate',
      age: { min: 25, max: 30, must: true },
      subCaste: { anyOf: ['Phul Mali', 'Jire Mali'], must: false },
      place: { districts: ['Pune'], cities: ['Hadapsar'], must: false },
    });
    // SPEC's client knows only the nine fields: the member's structured choices stay.
    const specBody = profile('Female', {});
    specBody.partnerpreferences = { PPEducation: 'Post-graduate' };
    expect((await t.call('/user/updateUser', { token: member.token, body: { age: 0, userDetails: specBody } })).status).toBe(200);
    expect(await storedPreferences(member)).toMatchObject({ PPEducation: 'Post-graduate', age: { min: 25, max: 30, must: true } });
    // A preference sent with no value is cleared; the others as sent.
    expect((await save(member, 'Female', { partnerpreferences: { age: { min: '', max: '' }, subCaste: { anyOf: [] } } })).status).toBe(200);
    const after = await storedPreferences(member);
    expect(after).not.toHaveProperty('age');
    expect(after).not.toHaveProperty('subCaste');
    expect(after).toHaveProperty('place');
    // The member reads them back.
    const info = await t.call('/user/info', { token: member.token });
    expect(info.json.data.userDetails.partnerpreferences.place).toEqual({ districts: ['Pune'], cities: ['Hadapsar'], must: false });
  });

  it.each([
    ['a reversed age range', { age: { min: 35, max: 25 } }],
    ['a reversed height range', { height: { min: `5'8"`, max: `5'2"` } }],
    ['an unknown sub-caste', { subCaste: { anyOf: ['Not A Caste'] } }],
    ['an unknown district', { place: { districts: ['Atlantis'] } }],
    ['an unknown diet', { diet: { anyOf: ['carnivore'] } }],
    ['an unknown education level', { education: { min: 'kindergarten' } }],
    ['a must flag that is not true or false', { income: { min: 100000, must: 'yes' } }],
    ['a key the contract does not know', { religion: { anyOf: ['Hindu'] } }],
  ])('refuses %s with a 400 and stores nothing', async (_name, partnerpreferences) => {
    const member = await registerMember(t);
    expect((await save(member, 'Female', { partnerpreferences: { diet: { anyOf: ['vegetarian'] } } })).status).toBe(200);
    const before = await storedPreferences(member);
    const res = await save(member, 'Female', { partnerpreferences: partnerpreferences as GroupOverrides['partnerpreferences'] });
    expect(res.status).toBe(400);
    expect(await storedPreferences(member)).toEqual(before);
  });

  it('takes an education level on the profile, from the list', async () => {
    const member = await registerMember(t);
    expect((await save(member, 'Female', { basicDetails: { educationLevel: 'postgraduate' } })).status).toBe(200);
    expect((await save(member, 'Female', { basicDetails: { educationLevel: 'college' } })).status).toBe(400);
  });
});

describe('the mutual match score', () => {
  let groom: Member;
  let bride: Member;
  let otherBride: Member;

  beforeAll(async () => {
    // A 30-year-old groom, 5'8", postgraduate, vegetarian, not manglik, Nashik; who wants a bride of
    // 24–29 (must), a vegetarian, a graduate, from Pune or Nashik (must), not manglik.
    groom = await approvedMember(
      t,
      profile(
        'Male',
        {
          basicDetails: { height: `5'8"`, educationLevel: 'postgraduate', income: 900000, diet: 'vegetarian', manglik: 'no' },
          addressDetails: { district: 'Nashik', city: 'Nashik' },
          partnerpreferences: {
            age: { min: 24, max: 29, must: true },
            diet: { anyOf: ['vegetarian'] },
            education: { min: 'graduate' },
            place: { districts: ['Pune', 'Nashik'], must: true },
            manglik: { value: 'no' },
          },
        },
        '1996-01-10',
      ),
    );
    // A 27-year-old bride from Pune, graduate, eggetarian, manglik unknown; who wants a groom over
    // 5'6" (must), earning at least 10 lakh, any of Single or Divorced.
    bride = await approvedMember(
      t,
      profile(
        'Female',
        {
          basicDetails: { educationLevel: 'graduate', diet: 'eggetarian', manglik: 'unknown' },
          partnerpreferences: {
            height: { min: `5'6"`, must: true },
            income: { min: 1000000 },
            marriageStatus: { anyOf: ['Single', 'Divorced'] },
          },
        },
        `${new Date().getFullYear() - 27}-01-01`,
      ),
    );
    otherBride = await approvedMember(t, profile('Female', {}));
  });

  it('counts both ways, each preference met, not met or not said', async () => {
    const res = await scores(groom, [bride.id]);
    expect(res.status).toBe(200);
    const [score] = res.json.data.scores;
    expect(score.id).toBe(bride.id);
    expect(score.match.yours).toMatchObject({ met: 3, of: 5, mustUnmet: 0 });
    expect(score.match.yours.checks).toEqual([
      { key: 'age', must: true, verdict: 'met' },
      { key: 'education', must: false, verdict: 'met' },
      { key: 'place', must: true, verdict: 'met' },
      { key: 'diet', must: false, verdict: 'unmet' },
      { key: 'manglik', must: false, verdict: 'unknown' },
    ]);
    // The groom is 5'8" and Single, but earns 9 lakh.
    expect(score.match.theirs).toMatchObject({ met: 2, of: 3, mustUnmet: 0 });
    // From the bride's side, the same two lists change places.
    const back = (await scores(bride, [groom.id])).json.data.scores[0].match;
    expect(back.yours).toEqual(score.match.theirs);
    expect(back.theirs).toEqual(score.match.yours);
  });

  it('is on the details page too', async () => {
    const res = await t.call(`/user/profiles/${bride.id}`, { token: groom.token });
    expect(res.status).toBe(200);
    expect(res.json.data.match.yours).toMatchObject({ met: 3, of: 5 });
  });

  it('leaves out profiles the viewer may not see: the same gender, unknown ids, a blocked member', async () => {
    const blocker = await approvedMember(t, profile('Female', {}));
    expect((await t.call('/user/blocks', { token: blocker.token, body: { userId: groom.id } })).status).toBe(200);
    const res = await scores(groom, [otherBride.id, groom.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', blocker.id, bride.id]);
    expect(res.status).toBe(200);
    expect(res.json.data.scores.map((s: { id: string }) => s.id)).toEqual([otherBride.id, bride.id]);
    // A member of the same gender is not scored either.
    expect((await scores(bride, [otherBride.id])).json.data.scores).toEqual([]);
  });

  it('answers a viewer who may not see profiles with a 403, and bad bodies with a 400', async () => {
    const pending = await registerMember(t, { details: profile('Male', {}) });
    expect((await scores(pending, [bride.id])).status).toBe(403);
    expect((await scores(groom, [])).status).toBe(400);
    expect(
      (
        await scores(
          groom,
          Array.from({ length: 51 }, () => bride.id),
        )
      ).status,
    ).toBe(400);
    expect((await t.call('/user/match-scores', { token: groom.token, body: { ids: [bride.id], extra: 1 } })).status).toBe(400);
    expect((await t.call('/user/match-scores', { body: { ids: [bride.id] } })).status).toBe(401);
  });
});
