import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileCompleteness } from '../../contract/completeness.js';
import {
  approvedMember,
  registerMember,
  savePhoto,
  userDetails,
  type GroupOverrides,
  type Member,
} from '../../../tests/support/factories.js';
import { photoLike } from '../../../tests/support/photo-like.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users } from '../db/schema.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = async (ids: string[]) =>
  t.db
    .select({ id: users.id, completeness: users.completeness, userDetails: users.userDetails, photoDetails: users.photoDetails })
    .from(users)
    .where(inArray(users.id, ids));

/** Profiles from bare to full, part by part. */
const VARIANTS: GroupOverrides[] = [
  {},
  { basicDetails: { rashi: '', nakshatra: '', occupation: '', income: '' }, partnerpreferences: { PPCaste: '  ' } },
  { basicDetails: { rashi: 'Mesha', nakshatra: 'Ashwini', manglik: 'no', diet: 'vegan' } },
  { familyDetails: { gotra: 'Kashyap', devak: 'Pancha', kuldaivat: 'Khandoba', nativePlace: 'Saswad', maternalUncleVillage: 'Sinnar' } },
  { partnerpreferences: { PPHeight: `5'4"`, age: { min: 24, max: 30, must: true }, diet: { anyOf: ['vegetarian'] } } },
  { familyDetails: { numOfBrothers: '', numOfSisters: '1 sister' }, basicDetails: { occupation: 'Teacher', income: '' } },
];

describe('the completeness the database keeps', () => {
  it('is what the meter says, for every kind of profile, with and without a photo', async () => {
    const members: Member[] = [];
    for (const groups of VARIANTS) members.push(await registerMember(t, { details: userDetails({}, groups) }));
    members.push(await registerMember(t));
    await savePhoto(t, members[2]!, await photoLike(7));
    const rows = await stored(members.map((member) => member.id));
    expect(rows).toHaveLength(VARIANTS.length + 1);
    const percents = new Set<number>();
    for (const row of rows) {
      const expected = profileCompleteness({ userDetails: row.userDetails as never, photoDetails: row.photoDetails });
      expect(row.completeness, JSON.stringify(row.userDetails)).toBe(expected.percent);
      percents.add(expected.percent);
    }
    // The variants differ: the check above compared more than one figure.
    expect(percents.size).toBeGreaterThan(4);
  });
});

describe('most complete first', () => {
  it('orders the listing by completeness, newest first among equals, paged by number', async () => {
    const viewer = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Omkar' }));
    const make = (firstName: string, groups: GroupOverrides) => approvedMember(t, userDetails({ gender: 'Female', firstName }, groups));
    await make('Rekha', VARIANTS[3]!);
    await make('Sarita', VARIANTS[2]!);
    await make('Tara', {});
    await make('Usha', VARIANTS[2]!);
    const res = await t.call('/user/getProfile', { token: viewer.token, body: { page: 1, view: 'complete' } });
    expect(res.status).toBe(200);
    const shown = res.json.data.userData.map(
      (p: { userDetails: { personalDetails: { firstName: string } } }) => p.userDetails.personalDetails.firstName,
    );
    const percents = (await stored(res.json.data.userData.map((p: { id: string }) => p.id))).map((row) => [row.id, row.completeness]);
    const byId = new Map(percents as [string, number][]);
    const ordered = res.json.data.userData.map((p: { id: string }) => byId.get(p.id)!);
    expect(ordered).toEqual([...ordered].sort((a: number, b: number) => b - a));
    // Sarita and Usha are as complete as each other: Usha, newer, first.
    expect(shown.indexOf('Usha')).toBeLessThan(shown.indexOf('Sarita'));
    expect(shown.indexOf('Sarita')).toBeLessThan(shown.indexOf('Tara'));
    expect(res.json.data.nextCursor).toBeNull();
  });

  it('moves a profile up as soon as it is filled in', async () => {
    const viewer = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Vaishali' }));
    const late = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Yash' }));
    const before = await t.call('/user/getProfile', { token: viewer.token, body: { page: 1, view: 'complete', fullName: 'Yash' } });
    expect(before.json.data.userData).toHaveLength(1);
    const [row] = await t.db.select({ completeness: users.completeness }).from(users).where(eq(users.id, late.id));
    const filled = userDetails({ gender: 'Male', firstName: 'Yash' }, VARIANTS[2]);
    expect((await t.call('/user/updateUser', { token: late.token, body: { age: 0, userDetails: filled } })).status).toBe(200);
    const [after] = await t.db.select({ completeness: users.completeness }).from(users).where(eq(users.id, late.id));
    expect(after!.completeness).toBeGreaterThan(row!.completeness!);
  });
});
