import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { embeddedUpkeepCounts } from './schema.js';

/** A table's counts as the upkeep reads them (embedded-upkeep.ts `TableState`). */
interface Counted {
  table: string;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

/** What a check did to a table (embedded-upkeep.ts `UpkeepStep`). */
interface Step {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

export interface CarriedCounts {
  /** `states`, as the statistics count them since this opening, with the earlier openings' counts added. */
  added<State extends Counted>(states: readonly State[]): State[];
  /**
   * After a check that did `due` to `states` (as `added` gave them): what a later opening carries,
   * written down for the tables whose counts changed since last written.
   */
  record(states: readonly Counted[], due: readonly Step[]): Promise<void>;
}

/** Writes counted since a table's last vacuum (dead and inserted rows) and analysis (changed rows). */
interface WriteCounts {
  dead: number;
  inserted: number;
  modified: number;
}

/** Its own writes are not carried: each write-back would count as one more to write back. */
const OWN_TABLE = 'embedded_upkeep_counts';

const NONE: WriteCounts = { dead: 0, inserted: 0, modified: 0 };

/** What a vacuum and an analysis leave the statistics counting: zero of what each resets. */
function afterStep(counts: WriteCounts, step: Step | undefined): WriteCounts {
  if (!step) return counts;
  return {
    dead: step.vacuum ? 0 : counts.dead,
    inserted: step.vacuum ? 0 : counts.inserted,
    modified: step.analyze ? 0 : counts.modified,
  };
}

const countsOf = (state: Counted): WriteCounts => ({
  dead: state.dead,
  inserted: state.insertedSinceVacuum,
  modified: state.modifiedSinceAnalyze,
});

/** Per database, read once by this process: an idle minute then writes nothing. */
const keptByDb = new WeakMap<Db, CarriedCounts>();

/**
 * The embedded database's counts of writes, carried from one opening to the next
 * (docs/decisions/0067-embedded-database-upkeep.md): PGlite starts its statistics from zero each
 * time it opens, so a server restarted more often than a table reached its thresholds would never
 * vacuum or analyse it again. The counts are written down in `embedded_upkeep_counts`, read once a
 * process and database.
 */
export async function carriedCountsOf(db: Db): Promise<CarriedCounts> {
  const known = keptByDb.get(db);
  if (known) return known;
  const rows = await db.select().from(embeddedUpkeepCounts);
  /** As read at the opening, less what this process's vacuums and analyses reset since. */
  const carried = new Map(rows.map((row) => [row.tableName, { dead: row.dead, inserted: row.inserted, modified: row.modified }]));
  /** What is written down now, as JSON. */
  const written = new Map([...carried].map(([table, counts]) => [table, JSON.stringify(counts)]));
  const made: CarriedCounts = {
    added: (states) =>
      states.map((state) => {
        const earlier = carried.get(state.table) ?? NONE;
        return {
          ...state,
          dead: state.dead + earlier.dead,
          insertedSinceVacuum: state.insertedSinceVacuum + earlier.inserted,
          modifiedSinceAnalyze: state.modifiedSinceAnalyze + earlier.modified,
        };
      }),
    async record(states, due) {
      const changed: (WriteCounts & { tableName: string })[] = [];
      for (const state of states) {
        if (state.table === OWN_TABLE) continue;
        const step = due.find((each) => each.table === state.table);
        if (step) carried.set(state.table, afterStep(carried.get(state.table) ?? NONE, step));
        const counts = afterStep(countsOf(state), step);
        const text = JSON.stringify(counts);
        if (written.get(state.table) === text) continue;
        changed.push({ tableName: state.table, ...counts });
        written.set(state.table, text);
      }
      if (changed.length === 0) return;
      await db
        .insert(embeddedUpkeepCounts)
        .values(changed)
        .onConflictDoUpdate({
          target: embeddedUpkeepCounts.tableName,
          set: { dead: sql`excluded.dead`, inserted: sql`excluded.inserted`, modified: sql`excluded.modified` },
        });
    },
  };
  keptByDb.set(db, made);
  return made;
}
