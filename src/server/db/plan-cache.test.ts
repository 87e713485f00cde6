import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { findViewerAndListedProfile, listProfiles } from '../profiles/repository.js';
import { findUserById } from '../users/repository.js';
import { anyValuePlansOf, openPostgres, type Database, type DbOrTx } from './client.js';

let database: TestDatabase;
/** One connection, so what the database holds for it is what every call here made (PostgreSQL: a pool of one). */
let single: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  single = database.kind === 'postgres' ? await openPostgres(database.url!, 1) : database;
});
afterAll(async () => {
  if (single !== database) await single.close();
  await database.close();
});

const rowsOf = <T>(answer: unknown): T[] => (answer as { rows?: T[] }).rows ?? (answer as T[]);

const TERMS = { annualFeeInr: 0, now: new Date() };

async function newMember(mobileNumber: string, gender: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await single.db.execute(
      sql`insert into users (email, mobile_number, password_hash, gender, status) values (${`${mobileNumber}@example.com`}, ${mobileNumber}, 'x', ${gender}, 'ACTIVE') returning id`,
    ),
  );
  return row!.id;
}

/**
 * The named statements the connection holds, with how often each ran on a plan made once for all
 * and on one made for its values. `on`: the handle of the reads planned for any values (on
 * PostgreSQL, a pool of one connection of its own).
 */
async function heldStatements(
  on: DbOrTx = single.db,
): Promise<{ name: string; statement: string; generic_plans: number; custom_plans: number }[]> {
  return rowsOf(await on.execute(sql`select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements`));
}

/** The connection's plan_cache_mode now, read on `on`. */
async function planMode(on: DbOrTx): Promise<string> {
  return rowsOf<{ mode: string }>(await on.execute(sql`select current_setting('plan_cache_mode') as mode`))[0]!.mode;
}

describe('query plans', () => {
  it('leave the plan to PostgreSQL on every connection (auto), price random reads as a solid-state disk does, start no parallel workers', async () => {
    // Several at once, so a pool opens more than one connection.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        database.db.execute(
          sql`select current_setting('plan_cache_mode') as mode, current_setting('random_page_cost') as cost,
            current_setting('max_parallel_workers_per_gather') as workers`,
        ),
      ),
    );
    const rows = answers.map((answer) => rowsOf<{ mode: string; cost: string; workers: string }>(answer)[0]!);
    expect(new Set(rows.map((row) => row.mode))).toEqual(new Set(['auto']));
    expect(new Set(rows.map((row) => row.cost))).toEqual(new Set(['1.1']));
    expect(new Set(rows.map((row) => row.workers))).toEqual(new Set(['0']));
  });

  it('keep the plan of a read whose best plan is the same for every value: a member by id, a profile opened', async () => {
    const viewer = await newMember('9123400001', 'Male');
    const other = await newMember('9123400002', 'Female');
    for (let run = 0; run < 8; run += 1) {
      expect((await findUserById(single.db, viewer))?.id).toBe(viewer);
      const both = await findViewerAndListedProfile(single.db, { id: viewer, gender: 'Male' }, other, TERMS);
      expect([both.self?.id, both.profile?.id]).toEqual([viewer, other]);
    }
    const held = await heldStatements();
    const byId = held.find((each) => /from "users" where "users"."id" = \$1 limit \$2/.test(each.statement));
    const details = held.find((each) => /"record_visits"/.test(each.statement));
    // Planned for its values the first five runs, then once for all.
    expect(byId?.generic_plans).toBeGreaterThan(0);
    expect(details?.generic_plans).toBeGreaterThan(0);
  });

  it('plan a listing page with a name, a range, moon signs or a fee for its values on every run: it is never held as a named statement', async () => {
    const viewer = await newMember('9123400003', 'Female');
    const rare = { viewerId: viewer, terms: TERMS, gender: 'Male', offset: 0, limit: 10 };
    for (let run = 0; run < 8; run += 1) {
      // None bears the name, nobody earns so much, is so old or has that moon sign: past the listing's
      // first entries, the page is read by the filter's own index.
      expect((await listProfiles(single.db, { ...rare, name: 'asha' })).rows).toEqual([]);
      expect((await listProfiles(single.db, { ...rare, income: { min: 50_000_000, max: 90_000_000 } })).rows).toEqual([]);
      expect((await listProfiles(single.db, { ...rare, age: { min: 90, max: 120 } })).rows).toEqual([]);
      expect((await listProfiles(single.db, { ...rare, moonSigns: [107] })).rows).toEqual([]);
      const fee = { annualFeeInr: 1000, now: new Date() };
      const charged = await listProfiles(single.db, { ...rare, terms: fee, age: { min: 20, max: 30 } });
      expect(charged.rows).toEqual([]);
    }
    const held = [...(await heldStatements()), ...(await heldStatements(anyValuePlansOf(single.db)))];
    expect(held.length).toBeGreaterThan(0);
    // The page itself (not the window of the listing's first entries, `"first"`): the name, the
    // ranges or the moon signs read by their index, or the subscription tested.
    const pages = held.filter(
      (each) =>
        /"page"/.test(each.statement) &&
        !/"first"/.test(each.statement) &&
        /"full_name"\) like|"subscription_until"|"income" >=|"date_of_birth" <=|"moon_sign" = any/i.test(each.statement),
    );
    expect(pages).toEqual([]);
  });

  it('plan a listing page without a name, a range or a fee, and the listing’s first entries a name or a range is looked for among, once for any values from the first run', async () => {
    // What such a page shows is the listing suites' (profiles/*.test.ts, both databases): they read through this plan.
    const viewer = await newMember('9123400006', 'Female');
    const on = anyValuePlansOf(single.db);
    for (let run = 0; run < 3; run += 1) {
      // Each run with other values: a plan made for them would be a custom plan.
      const plain = await listProfiles(single.db, { viewerId: viewer, terms: TERMS, gender: 'Male', offset: run, limit: 10 });
      expect(plain.rows).toBeInstanceOf(Array);
      const earning = await listProfiles(single.db, {
        viewerId: viewer,
        terms: TERMS,
        gender: 'Male',
        income: { min: run, max: 9_000_000 },
        offset: 0,
        limit: 10,
      });
      expect(earning.rows).toBeInstanceOf(Array);
      const named = await listProfiles(single.db, {
        viewerId: viewer,
        terms: TERMS,
        gender: 'Male',
        name: `nobody${run}`,
        offset: 0,
        limit: 1,
      });
      expect(named.rows).toEqual([]);
    }
    const held = await heldStatements(on);
    const page = held.find((each) => /"page"/.test(each.statement) && !/"first"|"income"|like/i.test(each.statement));
    const windows = held.filter((each) => /"first"/.test(each.statement));
    expect(page).toMatchObject({ generic_plans: 3, custom_plans: 0 });
    // The income's window and the name's, which the earlier test's rare filters ran too.
    for (const filter of [/"income" >=/, /like/i]) {
      const window = windows.filter((each) => filter.test(each.statement));
      expect(window).toHaveLength(1);
      expect(window[0]!.custom_plans).toBe(0);
      expect(window[0]!.generic_plans).toBeGreaterThanOrEqual(3);
    }
    // A run the database refuses (a viewer's id that is no uuid) leaves the setting as it found it too.
    await expect(
      listProfiles(single.db, { viewerId: 'not-a-uuid', terms: TERMS, gender: 'Male', offset: 0, limit: 10 }),
    ).rejects.toMatchObject({
      cause: { code: '22P02' },
    });
    // Only those reads: the connection is left planning every other statement as PostgreSQL chooses.
    expect(await planMode(single.db)).toBe('auto');
    expect(await planMode(on)).toBe(database.kind === 'postgres' ? 'force_generic_plan' : 'auto');
  });

  it('answer a kept statement’s error as the database gives it, and run it again afterwards', async () => {
    const viewer = await newMember('9123400004', 'Male');
    const other = await newMember('9123400005', 'Female');
    await findViewerAndListedProfile(single.db, { id: viewer, gender: 'Male' }, other, TERMS);
    // Not a uuid: the database refuses the value, and the statement still runs next time.
    await expect(findViewerAndListedProfile(single.db, { id: viewer, gender: 'Male' }, 'not-a-uuid', TERMS)).rejects.toMatchObject({
      cause: { code: '22P02' },
    });
    const again = await findViewerAndListedProfile(single.db, { id: viewer, gender: 'Male' }, other, TERMS);
    expect(again.profile?.id).toBe(other);
  });
});
