import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { scheduleEmbeddedUpkeep } from '../sweep/upkeep-schedule.js';
import { openDatabase } from './client.js';
import { runEmbeddedUpkeep, UPKEEP_STATISTICS_TARGET, upkeepDue, type TableState, type UpkeepWork } from './embedded-upkeep.js';
import { rowsOf } from './rows.js';

const table = (state: Partial<TableState>): TableState => ({
  table: 'users',
  rows: 10_000,
  dead: 0,
  insertedSinceVacuum: 0,
  modifiedSinceAnalyze: 0,
  pages: 1_000,
  allVisiblePages: 1_000,
  vacuumedHere: false,
  ...state,
});

describe('what the embedded database’s upkeep finds due', () => {
  it('vacuums past PostgreSQL’s own thresholds of dead and inserted rows, and analyses past its share of changed rows', () => {
    // 50 + a fifth of the rows dead; 1,000 + a fifth inserted; 50 + a tenth changed.
    expect(upkeepDue([table({ dead: 2_050 })])).toEqual([]);
    expect(upkeepDue([table({ dead: 2_051 })])).toEqual([{ table: 'users', vacuum: true, analyze: false }]);
    expect(upkeepDue([table({ insertedSinceVacuum: 3_000 })])).toEqual([]);
    expect(upkeepDue([table({ insertedSinceVacuum: 3_001 })])).toEqual([{ table: 'users', vacuum: true, analyze: false }]);
    expect(upkeepDue([table({ modifiedSinceAnalyze: 1_050 })])).toEqual([]);
    expect(upkeepDue([table({ modifiedSinceAnalyze: 1_051 })])).toEqual([{ table: 'users', vacuum: false, analyze: true }]);
    expect(upkeepDue([table({ dead: 5_000, modifiedSinceAnalyze: 5_000 })])).toEqual([{ table: 'users', vacuum: true, analyze: true }]);
  });

  it('catches up once on a table whose pages were mostly not all-visible when last counted, as after a seed', () => {
    expect(upkeepDue([table({ allVisiblePages: 0 })])).toEqual([{ table: 'users', vacuum: true, analyze: false }]);
    expect(upkeepDue([table({ allVisiblePages: 800 })])).toEqual([]);
    // Once vacuumed here the counts tell, whatever the last count of pages said.
    expect(upkeepDue([table({ allVisiblePages: 0, vacuumedHere: true })])).toEqual([]);
    // A table never counted has no pages on record and thresholds of a table of no rows.
    expect(upkeepDue([table({ rows: 0, pages: 0, allVisiblePages: 0, dead: 51 })])).toEqual([
      { table: 'users', vacuum: true, analyze: false },
    ]);
  });
});

describe('the upkeep on the database the tests run on', () => {
  let t: TestApp;
  let member: Member;
  const stop: (() => Promise<void>)[] = [];
  const usersState = async () =>
    rowsOf<{ dead: number; vacuums: number; analyses: number }>(
      await t.db.execute(sql`select n_dead_tup::int as dead, (vacuum_count + autovacuum_count)::int as vacuums,
        (analyze_count + autoanalyze_count)::int as analyses from pg_stat_user_tables where relname = 'users'`),
    )[0]!;
  /**
   * Rewrites the member's income `times` times, as edits do: the listing's indexes hold it, so each
   * version left behind is dead until a vacuum takes it out of them too.
   */
  const rewrite = async (times: number) => {
    for (let index = 0; index < times; index += 1)
      await t.db.execute(sql`update users set income = ${300_000 + index} where id = ${member.id}`);
  };
  const upkeepCount = async (action: string) => {
    const line = (await t.metrics.scrape())
      .split('\n')
      .find((each) => each.startsWith(`mali_vivah_embedded_upkeep_duration_seconds_count{action="${action}"}`));
    return line ? Number(line.split(' ').pop()) : 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    member = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Ganesh' }));
  });
  afterAll(async () => {
    for (const each of stop) await each();
    await t.close();
  });

  it('vacuums and analyses a table written past the thresholds on the embedded database, then finds nothing due there', async () => {
    // PostgreSQL keeps itself (its autovacuum, and statistics a moment late): the server never
    // runs this there (below), so it is judged on the embedded database alone.
    const embedded = t.database.kind === 'pglite';
    await runEmbeddedUpkeep(t.db);
    const before = await usersState();
    await rewrite(120);
    const done = await runEmbeddedUpkeep(t.db);
    expect((await t.call('/user/info', { token: member.token })).status).toBe(200);
    if (!embedded) return;
    expect(done).toContainEqual({ table: 'users', vacuum: true, analyze: true });
    const after = await usersState();
    expect(after.vacuums).toBeGreaterThan(before.vacuums);
    expect(after.analyses).toBeGreaterThan(before.analyses);
    expect(after.dead).toBe(0);
    expect((await runEmbeddedUpkeep(t.db)).map((step) => step.table)).not.toContain('users');
  });

  it('analyses from a smaller sample than PostgreSQL’s default, in its own statement after the vacuum', async () => {
    if (t.database.kind !== 'pglite') return;
    // A table of its own, 5,000 distinct values: the histogram has one bound more than the target.
    await t.db.execute(sql`create table upkeep_sample (id int)`);
    try {
      await t.db.execute(sql`insert into upkeep_sample select generate_series(1, 5000)`);
      const work: UpkeepWork[] = [];
      await runEmbeddedUpkeep(t.db, (each) => work.push(each));
      expect(work.filter((each) => each.table === 'upkeep_sample')).toEqual([
        { table: 'upkeep_sample', action: 'vacuum' },
        { table: 'upkeep_sample', action: 'analyze' },
      ]);
      const [stats] = rowsOf<{ bounds: number }>(
        await t.db.execute(
          sql`select array_length(histogram_bounds, 1) as bounds from pg_stats where tablename = 'upkeep_sample' and attname = 'id'`,
        ),
      );
      expect(UPKEEP_STATISTICS_TARGET).toBeLessThan(100);
      expect(Number(stats?.bounds)).toBe(UPKEEP_STATISTICS_TARGET + 1);
      // The smaller target held for that analysis alone: the session's own is still the default.
      expect(
        rowsOf<{ target: string }>(await t.db.execute(sql`select current_setting('default_statistics_target') as target`))[0]?.target,
      ).toBe('100');
    } finally {
      await t.db.execute(sql`drop table upkeep_sample`);
    }
  });

  it('carries its counts of writes from one opening of the embedded database to the next, which starts its statistics from zero', async () => {
    if (t.database.kind !== 'pglite') return;
    const dataDir = await mkdtemp(join(tmpdir(), 'upkeep-carry-'));
    const open = async () => {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      return database;
    };
    // 500 rows counted: a vacuum is due past 50 + 100 dead ones, an analysis past 50 + 50 changed.
    const rewrite = async (database: Awaited<ReturnType<typeof open>>, from: number) =>
      database.db.execute(sql`update upkeep_carry set n = n + 1 where id between ${from} and ${from + 89}`);
    const dueHere = async (database: Awaited<ReturnType<typeof open>>) =>
      (await runEmbeddedUpkeep(database.db)).filter((step) => step.table === 'upkeep_carry');
    try {
      let database = await open();
      await database.db.execute(sql`create table upkeep_carry (id int primary key, n int not null)`);
      await database.db.execute(sql`insert into upkeep_carry select generate_series(1, 500), 0`);
      // The insert's counts handed over first, or they would arrive after the analysis and count as changes.
      await database.db.execute(sql`select pg_stat_force_next_flush()`);
      await database.db.execute(sql`vacuum analyze upkeep_carry`);
      await rewrite(database, 1);
      // 90 dead rows: under both thresholds, and written down.
      expect(await dueHere(database)).toEqual([]);
      await database.close();

      database = await open();
      await rewrite(database, 101);
      // 90 more since this opening: 180 in all, past both.
      expect(await dueHere(database)).toEqual([{ table: 'upkeep_carry', vacuum: true, analyze: true }]);
      // Done, the carried counts start again from zero, here and at the next opening.
      expect(await dueHere(database)).toEqual([]);
      await database.close();
      database = await open();
      await rewrite(database, 201);
      expect(await dueHere(database)).toEqual([]);
      await database.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('runs by itself on the embedded database and counts each table’s time in /metrics; on PostgreSQL it schedules nothing', async () => {
    const vacuums = await upkeepCount('vacuum');
    await rewrite(120);
    const before = await usersState();
    stop.push(scheduleEmbeddedUpkeep(t.database, pino({ level: 'silent' }), t.metrics, 50));
    if (t.database.kind === 'pglite') {
      const until = Date.now() + 5_000;
      while ((await upkeepCount('vacuum')) === vacuums && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await upkeepCount('vacuum')).toBeGreaterThan(vacuums);
      expect((await usersState()).dead).toBe(0);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await upkeepCount('vacuum')).toBe(0);
      expect(await upkeepCount('analyze')).toBe(0);
      expect((await usersState()).vacuums).toBe(before.vacuums);
    }
  });
});
