import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, registerMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { seedProfiles } from '../cli/seed/load.js';
import { users } from '../db/schema.js';

/*
 * A name search reads the newest profiles in the listing's order first and asks the name's own
 * index only when they do not fill the page (repository.ts). Enough members here that the newest
 * run out: the answers must be the same whichever way a page was found.
 */
let t: TestApp;
let man: Member;
let rare: Member;

interface Listing {
  hasMore: boolean;
  page: number;
  nextCursor: string | null;
  userData: { id: string; fullName: string }[];
}
const list = async (body: Record<string, unknown>, viewer: Member = man) => {
  const res = await t.call('/user/getProfile', { token: viewer.token, body });
  expect(res.status).toBe(200);
  return res.json.data as Listing;
};

async function walkByCursor(fullName: string): Promise<string[]> {
  const ids: string[] = [];
  let body: Record<string, unknown> = { page: 1, fullName };
  for (let guard = 0; guard < 200; guard += 1) {
    const page = await list(body);
    ids.push(...page.userData.map((user) => user.id));
    if (!page.nextCursor) return ids;
    body = { page: page.page + 1, cursor: page.nextCursor, fullName };
  }
  throw new Error('the cursor walk did not end');
}

/** The members of `gender` (women, for the man) a viewer may see whose name holds `fragment` (all of them without one), newest first, read straight from the table. */
async function expected(fragment = '', limit = 100_000, gender = 'Female'): Promise<string[]> {
  const rows = await t.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'ACTIVE'),
        eq(users.gender, gender),
        isNull(users.suspendedAt),
        isNull(users.reportHiddenAt),
        isNull(users.pausedAt),
        sql`lower(${users.fullName}) like ${`%${fragment}%`}`,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedProfiles(t.database, { profiles: 6000, seedValue: 11 });
  man = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Rahul' }) });
  rare = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Zubeida', lastName: 'Qureshi' }) });
  await approve(t, man.id, rare.id);
  // Registered before every seeded member: far past the newest profiles a search reads first.
  await t.db
    .update(users)
    .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
    .where(eq(users.id, rare.id));
}, 120_000);
afterAll(() => t.close());

describe('POST /user/getProfile by name, with more members than a search reads in order', () => {
  it('has more women to show than the newest a search reads first', async () => {
    expect((await expected()).length).toBeGreaterThan(2000);
  });

  it('finds a rare name registered long before the newest profiles', async () => {
    const answer = await list({ page: 1, fullName: 'zubeida' });
    expect(answer.userData.map((user) => user.id)).toEqual([rare.id]);
    expect(answer.hasMore).toBe(false);
    expect((await list({ page: 1, fullName: 'QURESHI' })).userData.map((user) => user.id)).toEqual([rare.id]);
  });

  it('gives every bearer of a common name, newest first, across the newest and past them', async () => {
    const want = await expected('priya');
    // The name is common enough to fill pages from the newest, and has bearers past them too.
    expect(want.length).toBeGreaterThan(30);
    const inNewest = new Set(await expected('', 2000));
    expect(want.filter((id) => !inNewest.has(id)).length).toBeGreaterThan(0);
    expect(await walkByCursor('Priya')).toEqual(want);
  });

  it('numbers pages the same as the cursor walk', async () => {
    const want = await expected('mali');
    for (const page of [1, 2, 5]) {
      const answer = await list({ page, fullName: 'mali' });
      expect(answer.userData.map((user) => user.id)).toEqual(want.slice((page - 1) * 10, page * 10));
    }
  });

  it('searches among the gender shown only: a woman asking for a name common among women', async () => {
    const woman = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Kavita' }) });
    await approve(t, woman.id);
    const men = await expected('priya', 10, 'Male');
    const answer = await list({ page: 1, fullName: 'priya' }, woman);
    expect(answer.userData.map((user) => user.id)).toEqual(men);
    const surname = await expected('mali', 10, 'Male');
    expect(surname.length).toBe(10);
    expect((await list({ page: 1, fullName: 'mali' }, woman)).userData.map((user) => user.id)).toEqual(surname);
  });

  it('finds nothing for a name nobody bears, and treats % and _ as letters', async () => {
    expect((await list({ page: 1, fullName: 'xyzzyq' })).userData).toEqual([]);
    expect((await list({ page: 1, fullName: '%' })).userData).toEqual([]);
    expect((await list({ page: 1, fullName: '_' })).userData).toEqual([]);
  });
});
