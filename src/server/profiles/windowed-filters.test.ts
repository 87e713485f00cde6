import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthDatesAged, todayInIndia, yearsBefore } from '../../contract/dates.js';
import { LISTING_PAGES_BY_NUMBER, NAME_SEARCH_MAX } from '../../contract/limits.js';
import { approve, registerMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { cacheCounts } from '../../../tests/support/listing-cast.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { PgDialect } from 'drizzle-orm/pg-core';
import { seedProfiles } from '../cli/seed/load.js';
import { containsNameBeyondAscii, containsPatternOf, nameKeyPatternOf } from '../db/like.js';
import { users } from '../db/schema.js';
import { listProfiles } from './repository.js';

/*
 * A search by name, age, income or moon sign reads the listing's first entries in its order first,
 * and asks the filter's own index only when they do not fill the page (repository.ts). Enough
 * members here that those entries run out: the answers must be the same whichever way a page was
 * found.
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

const idsOf = (listing: Listing) => listing.userData.map((user) => user.id);

async function walkByCursor(filter: string | Record<string, unknown>): Promise<string[]> {
  const filters = typeof filter === 'string' ? { fullName: filter } : filter;
  const ids: string[] = [];
  let body: Record<string, unknown> = { page: 1, ...filters };
  for (let guard = 0; guard < 200; guard += 1) {
    const page = await list(body);
    ids.push(...idsOf(page));
    if (!page.nextCursor) return ids;
    body = { page: page.page + 1, cursor: page.nextCursor, ...filters };
  }
  throw new Error('the cursor walk did not end');
}

/** The members of `gender` (women, for the man) a viewer may see who meet `conditions`, newest first (or in `order`), read straight from the table. */
async function expectedWhere(
  conditions: (SQL | undefined)[],
  limit = 100_000,
  gender = 'Female',
  order: SQL[] = [desc(users.createdAt), desc(users.id)],
): Promise<string[]> {
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
        ...conditions,
      ),
    )
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Those whose name holds `fragment` (all of them without one). */
const expected = (fragment = '', limit = 100_000, gender = 'Female') =>
  expectedWhere([sql`lower(${users.fullName}) like ${`%${fragment}%`}`], limit, gender);

/** Aged `min` to `max` today, as the listing reads an age range. */
function aged(min: number, max: number): SQL[] {
  const { bornBy, bornAfter } = birthDatesAged(todayInIndia(), { min, max });
  return [lte(users.dateOfBirth, bornBy!), gt(users.dateOfBirth, bornAfter!)];
}
const earning = (min: number, max: number): SQL[] => [gte(users.income, min), lte(users.income, max)];

/** The women registered first, after the one registered before everyone: far past the listing's first entries. */
async function earliestWomen(count: number, skip: number): Promise<string[]> {
  const rows = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.gender, 'Female'), eq(users.status, 'ACTIVE'), sql`${users.id} <> ${rare.id}`))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(count)
    .offset(skip);
  return rows.map((row) => row.id);
}

/** A moon sign code that only the women `far` have after the setup (the guna milan filter's column). */
const FAR_MOON_SIGN = 7;

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
  // Seeded members are at most 50 and earn at most 40 lakh. Fifteen of the first women registered
  // are 72, and three of the newest; twelve others of the first earn 5 crore; twelve more have a
  // moon sign no one else has.
  const seventyTwo = yearsBefore(todayInIndia(), 72);
  const newest = await expectedWhere([sql`${users.id} <> ${rare.id}`], 3);
  await t.db
    .update(users)
    .set({ dateOfBirth: seventyTwo })
    .where(inArray(users.id, [...(await earliestWomen(15, 0)), ...newest]));
  await t.db
    .update(users)
    .set({ income: 50_000_000 })
    .where(inArray(users.id, await earliestWomen(12, 15)));
  const far = await earliestWomen(12, 27);
  await t.db
    .update(users)
    .set({ moonSign: FAR_MOON_SIGN + 1 })
    .where(eq(users.moonSign, FAR_MOON_SIGN));
  await t.db.update(users).set({ moonSign: FAR_MOON_SIGN }).where(inArray(users.id, far));
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

  it('looks for a name of one or two ASCII letters among the listing’s first entries: here, all of them', async () => {
    // Zubeida, registered before everyone, is within them.
    expect(idsOf(await list({ page: 1, fullName: 'zu' }))).toEqual(await expected('zu', 10));
    const want = await expected('ya');
    expect(want.length).toBeGreaterThan(30);
    expect(await walkByCursor('ya')).toEqual(want);
    expect(idsOf(await list({ page: 3, fullName: 'ya' }))).toEqual(want.slice(20, 30));
  });

  it('finds a name in Devanagari by any part of it, registered long before the newest profiles', async () => {
    const marathi = await registerMember(t, {
      details: userDetails({ gender: 'Female', firstName: 'सुनंदा', lastName: 'माळी' }, { personalDetails: { middleName: 'राम' } }),
    });
    // Written in both scripts, and with a Marathi eyelash ra (a zero-width joiner after the ra).
    const mixed = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Sunanda', lastName: 'पाटील' }) });
    const eyelash = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'र\u200dया', lastName: 'माळी' }) });
    await approve(t, man.id, marathi.id, mixed.id, eyelash.id);
    // Registered before every seeded member: past the listing's first entries, where only an
    // index finds them.
    await t.db
      .update(users)
      .set({ createdAt: new Date('2019-06-01T00:00:00Z') })
      .where(inArray(users.id, [marathi.id, mixed.id, eyelash.id]));
    expect(idsOf(await list({ page: 1, fullName: 'सुनंदा' }))).toEqual([marathi.id]);
    expect(idsOf(await list({ page: 1, fullName: 'सुनंदा राम माळी' }))).toEqual([marathi.id]);
    // One letter, a part across the space, a vowel sign alone: every bearer, newest first.
    expect(new Set(idsOf(await list({ page: 1, fullName: 'माळी' })))).toEqual(new Set([marathi.id, eyelash.id]));
    expect(idsOf(await list({ page: 1, fullName: 'दा रा' }))).toEqual([marathi.id]);
    expect(idsOf(await list({ page: 1, fullName: 'ळ' }))).toEqual(await expected('ळ', 10));
    expect(idsOf(await list({ page: 1, fullName: 'र\u200dया' }))).toEqual([eyelash.id]);
    // The mixed name (Sunanda Ramesh पाटील) by either part, and by both.
    expect(idsOf(await list({ page: 1, fullName: 'पाटील' }))).toEqual([mixed.id]);
    expect(idsOf(await list({ page: 1, fullName: 'Ramesh पा' }))).toEqual([mixed.id]);
    expect(idsOf(await list({ page: 1, fullName: 'h पाटील' }))).toEqual([mixed.id]);
    expect(await expected('sunanda')).toContain(mixed.id);
    expect(await walkByCursor('sunanda')).toEqual(await expected('sunanda'));
    // Letters that are there, in an order that is not.
    expect(idsOf(await list({ page: 1, fullName: 'माळी सुनंदा' }))).toEqual([]);
    expect(idsOf(await list({ page: 1, fullName: 'सुनंदा माळी' }))).toEqual([]);
    expect(idsOf(await list({ page: 1, fullName: 'é' }))).toEqual([]);
    // The longest search the contract takes, every letter outside ASCII: answered, nobody.
    expect(idsOf(await list({ page: 1, fullName: 'ळ'.repeat(NAME_SEARCH_MAX) }))).toEqual([]);
  });

  it('finds nothing for a name nobody bears, and treats % and _ as letters', async () => {
    expect((await list({ page: 1, fullName: 'xyzzyq' })).userData).toEqual([]);
    expect((await list({ page: 1, fullName: '%' })).userData).toEqual([]);
    expect((await list({ page: 1, fullName: '_' })).userData).toEqual([]);
  });
});

describe('POST /user/getProfile by age and income, with more members than a page reads in order first', () => {
  it('finds an age range that only members registered long ago, and a few of the newest, are in: newest first, by number and by cursor', async () => {
    const want = await expectedWhere(aged(70, 80));
    expect(want).toHaveLength(18);
    // Three among the listing's first entries: too few to fill a page there.
    const first = new Set(await expected('', 2000));
    expect(want.filter((id) => first.has(id))).toHaveLength(3);
    const one = await list({ page: 1, age: '70-80' });
    expect(idsOf(one)).toEqual(want.slice(0, 10));
    expect(one.hasMore).toBe(true);
    const two = await list({ page: 2, age: '70-80' });
    expect(idsOf(two)).toEqual(want.slice(10));
    expect(two.hasMore).toBe(false);
    expect(idsOf(await list({ page: 3, age: '70-80' }))).toEqual([]);
    expect(await walkByCursor({ age: '70-80' })).toEqual(want);
  });

  it('keeps the order of most complete first for a rare age', async () => {
    const want = await expectedWhere(aged(70, 80), 100_000, 'Female', [desc(users.completeness), desc(users.createdAt), desc(users.id)]);
    expect(want).toHaveLength(18);
    expect(idsOf(await list({ page: 1, age: '70-80', view: 'complete' }))).toEqual(want.slice(0, 10));
    expect(idsOf(await list({ page: 2, age: '70-80', view: 'complete' }))).toEqual(want.slice(10));
  });

  it('shows a member whose birth date enters a rare age on the next call, and leaves it when it leaves', async () => {
    const page = async (number: number) => idsOf(await list({ page: number, age: '70-80' }));
    const before = [...(await page(1)), ...(await page(2))];
    expect(before).toEqual(await expectedWhere(aged(70, 80)));
    // The first page is the shared one, kept: asked again, it is not read again.
    const kept = await cacheCounts(t);
    await page(1);
    expect((await cacheCounts(t)).hits).toBe(kept.hits + 1);
    const [woman] = await earliestWomen(1, 100);
    const born = (await t.db.select({ dateOfBirth: users.dateOfBirth }).from(users).where(eq(users.id, woman!)))[0]!.dateOfBirth;
    await t.db
      .update(users)
      .set({ dateOfBirth: yearsBefore(todayInIndia(), 75) })
      .where(eq(users.id, woman!));
    const entered = [...(await page(1)), ...(await page(2))];
    expect(entered).toContain(woman);
    expect(entered).toEqual(await expectedWhere(aged(70, 80)));
    await t.db.update(users).set({ dateOfBirth: born }).where(eq(users.id, woman!));
    expect([...(await page(1)), ...(await page(2))]).toEqual(before);
  });

  it('finds an income that only members registered long ago earn', async () => {
    const want = await expectedWhere(earning(40_000_000, 60_000_000));
    expect(want).toHaveLength(12);
    expect(idsOf(await list({ page: 1, income: '40000000-60000000' }))).toEqual(want.slice(0, 10));
    expect(await walkByCursor({ income: '40000000-60000000' })).toEqual(want);
    // Both at once: nobody is 72 and earns 5 crore here.
    expect(idsOf(await list({ page: 1, age: '70-80', income: '40000000-60000000' }))).toEqual([]);
  });

  it('finds nobody for a range no member is in, with a name or without', async () => {
    expect(idsOf(await list({ page: 1, age: '100-120' }))).toEqual([]);
    expect(idsOf(await list({ page: 1, income: '900000000-1000000000' }))).toEqual([]);
    expect(idsOf(await list({ page: 1, age: '100-120', fullName: 'priya' }))).toEqual([]);
  });

  it('gives the pages the table gives for common ranges, alone, together and with a name, near the top and far down', async () => {
    const cases: [Record<string, unknown>, SQL[]][] = [
      [{ age: '23-27' }, aged(23, 27)],
      [{ income: '500000-800000' }, earning(500_000, 800_000)],
      [{ age: '27-31', income: '800000-1300000' }, [...aged(27, 31), ...earning(800_000, 1_300_000)]],
      [{ age: '31-50', fullName: 'a' }, [...aged(31, 50), sql`lower(${users.fullName}) like '%a%'`]],
    ];
    for (const [filters, conditions] of cases) {
      const want = await expectedWhere(conditions);
      expect(want.length).toBeGreaterThan(100);
      for (const page of [1, 4, 12]) {
        const answer = await list({ page, ...filters });
        expect(idsOf(answer)).toEqual(want.slice((page - 1) * 10, page * 10));
      }
    }
  });

  it('reads the moon signs the guna milan filter asks for past the listing’s first entries, and nobody for none', async () => {
    const want = await expectedWhere([eq(users.moonSign, FAR_MOON_SIGN)]);
    expect(want).toHaveLength(12);
    const query = { viewerId: man.id, terms: { annualFeeInr: 0, now: new Date() }, gender: 'Female', offset: 0, limit: 11 };
    const found = await listProfiles(t.db, { ...query, moonSigns: [FAR_MOON_SIGN] });
    expect(found.rows.map((row) => row.id)).toEqual(want.slice(0, 11));
    const next = await listProfiles(t.db, { ...query, moonSigns: [FAR_MOON_SIGN], offset: 10 });
    expect(next.positions.map((position) => position.id)).toEqual(want.slice(10));
    expect(await listProfiles(t.db, { ...query, moonSigns: [] })).toEqual({ rows: [], positions: [] });
  });
});

describe('POST /user/getProfile pages by number', () => {
  it(`reads pages by number up to ${LISTING_PAGES_BY_NUMBER}, and past it only after a cursor`, async () => {
    const want = await expected('', (LISTING_PAGES_BY_NUMBER + 1) * 10);
    const last = await list({ page: LISTING_PAGES_BY_NUMBER });
    expect(idsOf(last)).toEqual(want.slice((LISTING_PAGES_BY_NUMBER - 1) * 10, LISTING_PAGES_BY_NUMBER * 10));
    expect(last.nextCursor).not.toBeNull();
    const beyond = await t.call('/user/getProfile', { token: man.token, body: { page: LISTING_PAGES_BY_NUMBER + 1 } });
    expect(beyond.status).toBe(400);
    expect(beyond.json.data).toMatchObject({ code: 'VALIDATION', message: 'validation.pageByCursor' });
    const after = await list({ page: LISTING_PAGES_BY_NUMBER + 1, cursor: last.nextCursor });
    expect(idsOf(after)).toEqual(want.slice(LISTING_PAGES_BY_NUMBER * 10));
  });

  it('ends the orders read by number alone at the last page by number, and refuses a page past it, cursor or not', async () => {
    const last = await list({ page: LISTING_PAGES_BY_NUMBER, view: 'complete' });
    expect(last.userData).toHaveLength(10);
    expect(last.hasMore).toBe(false);
    for (const view of ['complete', 'matches']) {
      const beyond = await t.call('/user/getProfile', {
        token: man.token,
        body: { page: LISTING_PAGES_BY_NUMBER + 1, view, cursor: (await list({ page: 1 })).nextCursor },
      });
      expect(beyond.status).toBe(400);
      expect(beyond.json.data).toMatchObject({ message: 'validation.pageByCursor' });
    }
  });
});

describe('the indexes of a rare name, age, income or moon sign', () => {
  /** The plan PostgreSQL makes for a page of women with this condition, for its values or for any values. */
  async function planOf(condition: string, values: (string | number)[], mode: 'force_custom_plan' | 'force_generic_plan') {
    return t.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
      await tx.execute(
        sql.raw(
          `prepare rare_page as select id from users where status = 'ACTIVE' and suspended_at is null and report_hidden_at is null
           and paused_at is null and gender = 'Female' and ${condition} order by created_at desc, id desc limit 11`,
        ),
      );
      try {
        const answer = await tx.execute(sql.raw(`explain execute rare_page(${values.map((value) => `'${value}'`).join(', ')})`));
        const rows = (answer as { rows?: Record<string, string>[] }).rows ?? (answer as Record<string, string>[]);
        return rows.map((row) => Object.values(row)[0]).join('\n');
      } finally {
        await tx.execute(sql.raw('deallocate rare_page'));
      }
    });
  }

  it('are read by a plan made for a value few members have, and never by one made for any values', async () => {
    await t.db.execute(sql`analyze users`);
    const cases: [string, (string | number)[], string][] = [
      [
        'date_of_birth <= $1::date and date_of_birth > $2::date',
        [yearsBefore(todayInIndia(), 100), yearsBefore(todayInIndia(), 121)],
        'users_listed_birth_idx',
      ],
      ['income >= $1::bigint and income <= $2::bigint', [900_000_000, 1_000_000_000], 'users_listed_income_idx'],
      ['moon_sign = any($1::smallint[])', ['{200}'], 'users_listed_moon_sign_idx'],
    ];
    for (const [condition, values, index] of cases) {
      expect(await planOf(condition, values, 'force_custom_plan')).toContain(index);
      // Planned for any values, the index's last condition cannot be proved: the listing index's order.
      expect(await planOf(condition, values, 'force_generic_plan')).not.toContain(index);
    }
  });

  it('reads a name in Devanagari by the gender’s index of names’ letters outside ASCII', async () => {
    await t.db.execute(sql`analyze users`);
    const dialect = new PgDialect();
    const condition = dialect.sqlToQuery(containsNameBeyondAscii(users.fullName, sql.placeholder('key'), sql.placeholder('pattern'))).sql;
    const values = [nameKeyPatternOf('सुनंदा'), containsPatternOf('सुनंदा')];
    for (const mode of ['force_custom_plan', 'force_generic_plan'] as const) {
      expect(await planOf(condition, values, mode)).toContain('users_listed_female_name_beyond_ascii_idx');
    }
  });
});
