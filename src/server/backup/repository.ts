import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { backupSlots, jobLocks, uploads } from '../db/schema.js';
import { removedFiles, type RemovedUpload } from '../db/upload-files.js';

/** Every upload's files as the database names them: what a backup of it must hold. */
export function referencedUploads(db: DbOrTx): Promise<RemovedUpload[]> {
  return db.select(removedFiles).from(uploads);
}

/** Slots are kept this long: long enough that no instance still finds one of them due. */
const SLOT_MEMORY_DAYS = 30;

/**
 * Takes a scheduled backup's slot (`2026-05-01T02:00+05:30`): true for the one caller that wrote
 * its row, false for every other and for a slot already taken. Forgets slots of long ago.
 */
export async function takeSlot(db: DbOrTx, slot: string): Promise<boolean> {
  await db.delete(backupSlots).where(lt(backupSlots.takenAt, sql`now() - make_interval(days => ${SLOT_MEMORY_DAYS})`));
  const taken = await db.insert(backupSlots).values({ slot }).onConflictDoNothing().returning({ slot: backupSlots.slot });
  return taken.length > 0;
}

/**
 * A restored database holds the locks its original held when it was dumped (the backup's own
 * among them); nothing runs on it yet, so they all go.
 */
export async function clearJobLocks(db: DbOrTx): Promise<void> {
  await db.delete(jobLocks);
}

/** Whether the database holds no table, view or sequence of its own (PostgreSQL's catalogue aside). */
export async function holdsNothing(db: DbOrTx): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS "count" FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0) === 0;
}

/**
 * Empties a database for a restore over it (--force): every schema of its own goes, with all it
 * holds, and `public` is made again as PostgreSQL makes it.
 */
export async function dropEverything(db: DbOrTx): Promise<void> {
  const result = await db.execute(sql`
    SELECT nspname AS "name" FROM pg_namespace
    WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`);
  for (const { name } of rowsOf<{ name: string }>(result)) await db.execute(sql`DROP SCHEMA ${sql.identifier(name)} CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
  await db.execute(sql`GRANT USAGE ON SCHEMA public TO PUBLIC`);
}
