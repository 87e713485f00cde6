import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { rowsOf } from './rows.js';
import { carriedCountsOf } from './upkeep-carried-counts.js';

/**
 * The embedded database does its own vacuuming and analysing here, as PostgreSQL's autovacuum
 * would (docs/decisions/0067-embedded-database-upkeep.md). PGlite runs PostgreSQL as a single
 * backend, with no autovacuum launcher: left alone, every update and deletion leaves a dead row
 * version and an index entry behind for good, no page is ever marked all-visible (so the listing's
 * covering indexes read the table after all), and the planner keeps the statistics of the last
 * seed.
 */

/**
 * One table as the statistics describe it. The statistics count from when this process opened the
 * database; the counts here add those carried from earlier openings (upkeep-carried-counts.ts).
 */
export interface TableState {
  table: string;
  /** Rows as the last VACUUM or ANALYZE counted them (0 when never counted). */
  rows: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
  pages: number;
  /** Pages the last VACUUM or ANALYZE found marked all-visible. */
  allVisiblePages: number;
  /** Vacuumed since this process opened the database. */
  vacuumedHere: boolean;
}

export interface UpkeepStep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * PostgreSQL's own defaults for autovacuum (`autovacuum_vacuum_threshold` and `_scale_factor`,
 * `autovacuum_vacuum_insert_threshold` and `_scale_factor`, `autovacuum_analyze_threshold` and
 * `_scale_factor`): the embedded database is kept as a PostgreSQL server keeps itself.
 */
const DEAD = { threshold: 50, share: 0.2 };
const INSERTED = { threshold: 1000, share: 0.2 };
const MODIFIED = { threshold: 50, share: 0.1 };

const over = (count: number, rows: number, limit: { threshold: number; share: number }) => count > limit.threshold + limit.share * rows;

/**
 * What is due, table by table. The counts start at zero when the database is opened, so a table
 * this process has not vacuumed is also vacuumed when most of its pages were not all-visible at
 * its last count: a database never vacuumed (a seed, an older server) is caught up once.
 */
export function upkeepDue(tables: readonly TableState[]): UpkeepStep[] {
  const due: UpkeepStep[] = [];
  for (const state of tables) {
    const vacuum =
      over(state.dead, state.rows, DEAD) ||
      over(state.insertedSinceVacuum, state.rows, INSERTED) ||
      (!state.vacuumedHere && state.pages > 0 && state.pages - state.allVisiblePages > DEAD.share * state.pages);
    const analyze = over(state.modifiedSinceAnalyze, state.rows, MODIFIED);
    if (vacuum || analyze) due.push({ table: state.table, vacuum, analyze });
  }
  return due;
}

interface StateRow {
  table: string;
  rows: number;
  dead: number;
  inserted: number;
  modified: number;
  pages: number;
  visible: number;
  vacuums: number;
}

/** The application's tables as the statistics have them now. */
async function tableStates(db: Db): Promise<TableState[]> {
  // The counts of the last second wait in the session for it to fall idle a second later, which a
  // single embedded session may not do before this read: they are handed over first.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select s.relname as "table", greatest(c.reltuples, 0)::float8 as rows, s.n_dead_tup::int as dead,
      s.n_ins_since_vacuum::int as inserted, s.n_mod_since_analyze::int as modified,
      c.relpages::int as pages, c.relallvisible::int as visible, (s.vacuum_count + s.autovacuum_count)::int as vacuums
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
    order by s.relname`);
  return rowsOf<StateRow>(result).map((row) => ({
    table: row.table,
    rows: Number(row.rows),
    dead: Number(row.dead),
    insertedSinceVacuum: Number(row.inserted),
    modifiedSinceAnalyze: Number(row.modified),
    pages: Number(row.pages),
    allVisiblePages: Number(row.visible),
    vacuumedHere: Number(row.vacuums) > 0,
  }));
}

/**
 * The statistics target of the upkeep's analyses: a sample of 300 times this many rows, and as many
 * common values and histogram bounds a column. PostgreSQL's default (100) reads 30,000 rows of a
 * large table, which held the embedded database for 1.2 to 1.7 s at 100,000 members; 30 reads
 * 9,000 and took 0.3 to 0.6 s (docs/decisions/0067-embedded-database-upkeep.md).
 */
export const UPKEEP_STATISTICS_TARGET = 30;

/** One statement of the upkeep: a vacuum or an analysis of one table. */
export interface UpkeepWork {
  table: string;
  action: 'vacuum' | 'analyze';
}

/**
 * Vacuums and analyses what is due, one table and one action a statement: other calls take their
 * turns between two of them (db/client.ts), and each stops the embedded database for as long as it
 * runs, so `done` hears how long. An analysis sets its smaller sample for its own transaction
 * alone (a vacuum cannot run in one, so the two are apart).
 */
export async function runEmbeddedUpkeep(db: Db, done?: (work: UpkeepWork, seconds: number) => void): Promise<UpkeepStep[]> {
  const carried = await carriedCountsOf(db);
  const states = carried.added(await tableStates(db));
  const due = upkeepDue(states);
  const timed = async (work: UpkeepWork, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    done?.(work, (performance.now() - started) / 1000);
  };
  for (const step of due) {
    const table = sql.identifier(step.table);
    if (step.vacuum) await timed({ table: step.table, action: 'vacuum' }, () => db.execute(sql`vacuum ${table}`));
    if (step.analyze)
      await timed({ table: step.table, action: 'analyze' }, () =>
        db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local default_statistics_target = ${UPKEEP_STATISTICS_TARGET}`));
          await tx.execute(sql`analyze ${table}`);
        }),
      );
  }
  await carried.record(states, due);
  return due;
}
