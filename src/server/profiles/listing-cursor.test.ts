import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearsBefore, todayInIndia } from '../../contract/dates.js';
import { decodeListingCursor, encodeListingCursor } from '../../contract/listing-cursor.js';
import { approve, registerMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users } from '../db/schema.js';

let t: TestApp;
let man: Member;
let womenIds: string[];

interface Listing {
  count: number;
  hasMore: boolean;
  page: number;
  nextCursor: string | null;
  userData: { id: string }[];
}
const list = async (body: Record<string, unknown>) => {
  const res = await t.call('/user/getProfile', { token: man.token, body });
  expect(res.status).toBe(200);
  return res.json.data as Listing;
};

/** Every id the listing gives, following `nextCursor` from the first page. */
async function walkByCursor(filter: Record<string, unknown> = {}): Promise<string[]> {
  const ids: string[] = [];
  let body: Record<string, unknown> = { ...filter, page: 1 };
  for (let guard = 0; guard < 20; guard += 1) {
    const page = await list(body);
    ids.push(...page.userData.map((user) => user.id));
    expect(page.nextCursor === null).toBe(!page.hasMore);
    if (!page.nextCursor) return ids;
    body = { ...filter, page: page.page + 1, cursor: page.nextCursor };
  }
  throw new Error('the cursor walk did not end');
}

/** Every id the listing gives, page by page (SPEC's paging). */
async function walkByPage(filter: Record<string, unknown> = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page < 20; page += 1) {
    const answer = await list({ ...filter, page });
    ids.push(...answer.userData.map((user) => user.id));
    if (!answer.hasMore) return ids;
  }
  throw new Error('the page walk did not end');
}

beforeAll(async () => {
  t = await createTestApp();
  man = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Rahul' }) });
  womenIds = [];
  for (let i = 0; i < 23; i += 1) {
    const woman = await registerMember(t, {
      details: userDetails({
        gender: 'Female',
        firstName: `Sneha${String.fromCharCode(97 + i)}`,
        dateOfBirth: yearsBefore(todayInIndia(), 20 + (i % 10)),
      }),
    });
    womenIds.push(woman.id);
  }
  await approve(t, man.id, ...womenIds);
});
afterAll(() => t.close());

describe('POST /user/getProfile with a cursor (keyset paging beside page)', () => {
  it('gives a cursor while there is more, and the pages it leads to are the numbered pages', async () => {
    const first = await list({ page: 1 });
    expect(first.count).toBe(10);
    expect(first.hasMore).toBe(true);
    expect(typeof first.nextCursor).toBe('string');
    const second = await list({ page: 2, cursor: first.nextCursor });
    expect(second.page).toBe(2);
    expect(second.userData.map((u) => u.id)).toEqual((await list({ page: 2 })).userData.map((u) => u.id));
    const byCursor = await walkByCursor();
    expect(byCursor).toEqual(await walkByPage());
    expect(byCursor).toHaveLength(23);
    expect(new Set(byCursor)).toEqual(new Set(womenIds));
  });

  it('keeps the order across members registered in the same microsecond, and across microseconds of one millisecond', async () => {
    // Eight share one moment (the id breaks the tie); the rest differ only in microseconds.
    await t.db.execute(sql`update ${users} set created_at = '2026-03-01T10:00:00.000500Z' where ${users.id} in ${womenIds.slice(0, 8)}`);
    for (const [index, id] of womenIds.slice(8).entries()) {
      await t.db
        .update(users)
        .set({ createdAt: sql`'2026-03-01T10:00:00.000000Z'::timestamptz + ${index + 1} * interval '1 microsecond'` })
        .where(eq(users.id, id));
    }
    const byCursor = await walkByCursor();
    expect(byCursor).toEqual(await walkByPage());
    expect(new Set(byCursor).size).toBe(23);
  });

  it('follows the filters it is given with', async () => {
    const filter = { age: '20-24' };
    const byCursor = await walkByCursor(filter);
    expect(byCursor.length).toBeGreaterThan(10);
    expect(byCursor).toEqual(await walkByPage(filter));
  });

  it('does not repeat or skip a profile when a newer one arrives between pages', async () => {
    const first = await list({ page: 1 });
    const newcomer = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Newcomer' }) });
    await approve(t, newcomer.id);
    const rest: string[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await list({ page: 2, cursor });
      rest.push(...next.userData.map((u) => u.id));
      cursor = next.nextCursor;
    }
    const seen = [...first.userData.map((u) => u.id), ...rest];
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set(womenIds));
  });

  it("a cursor naming a profile the viewer may not see (pending, or the viewer's own) is only a place in the order", async () => {
    const pending = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Unapproved' }) });
    const at = async (id: string) => {
      const [row] = await t.db
        .select({ createdAt: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
        .from(users)
        .where(eq(users.id, id));
      return encodeListingCursor({ createdAt: row!.createdAt, id });
    };
    const visible = await walkByPage();
    for (const cursor of [await at(pending.id), await at(man.id)]) {
      const answer = await list({ page: 2, cursor });
      const ids = answer.userData.map((user) => user.id);
      expect(ids).not.toContain(pending.id);
      expect(ids).not.toContain(man.id);
      for (const id of ids) expect(visible).toContain(id);
    }
  });

  it('a cursor past the last profile gives an empty page', async () => {
    const cursor = encodeListingCursor({ createdAt: '2000-01-01T00:00:00.000000Z', id: '00000000-0000-0000-0000-000000000000' });
    const answer = await list({ page: 3, cursor });
    expect(answer).toMatchObject({ count: 0, hasMore: false, page: 3, nextCursor: null, userData: [] });
  });

  it('round-trips a position, and reads only positions it could have made', () => {
    const position = { createdAt: '2026-11-23T09:43:29.123456Z', id: '0b6e3f1c-5d2a-4c1e-9a7b-1f2e3d4c5b6a' };
    expect(decodeListingCursor(encodeListingCursor(position))).toEqual(position);
    expect(decodeListingCursor('2026022910000000000012345678901234567890abcdef1234')).toBeUndefined();
  });

  it.each([
    ['junk', 'abc'],
    ['an empty text', ''],
    ['a number', 2026030110],
    ['an impossible day', `20260230100000000500${'a'.repeat(32)}`],
    ['an impossible hour', `20260301250000000500${'a'.repeat(32)}`],
    ['capital hex', `20260301100000000500${'A'.repeat(32)}`],
    ['a short id', `20260301100000000500${'a'.repeat(31)}`],
    ['SQL in it', `20260301100000000500' or 1=1 --`],
    ['a very long text', '1'.repeat(5_000)],
  ])('refuses a tampered cursor (%s) with a 400 and its message', async (_label, cursor) => {
    const res = await t.call('/user/getProfile', { token: man.token, body: { page: 2, cursor } });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(typeof res.json.data.message).toBe('string');
  });

  it('answers a closed listing with no cursor', async () => {
    const pending = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Waiting' }) });
    const first = await list({ page: 1 });
    const res = await t.call('/user/getProfile', { token: pending.token, body: { page: 2, cursor: first.nextCursor } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ count: 0, nextCursor: null, reason: 'PENDING_APPROVAL' });
  });
});
