import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { heldFileDeletions, jobLocks } from './schema.js';

/**
 * The job lock a backup holds from before it reads the database until it has copied the files.
 * While it is held, files whose rows go are not deleted but written down here, so every file the
 * dumped database names is still there to copy (docs/decisions/0035-backups.md).
 */
export const BACKUP_LOCK = 'backup';

/**
 * Writes `keys` down to be deleted later when a backup is being taken; answers whether it did
 * (false: delete them now). Called after the rows naming them are gone: a backup that begins after
 * this answered false reads a database that no longer names them. The lock's row is shared until
 * the keys are written, so a backup cannot drain the held keys and let go between the two: they
 * would be left for the sweep.
 */
export async function holdWhileBackingUp(db: DbOrTx, keys: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gate] = await tx
      .select({ name: jobLocks.name })
      .from(jobLocks)
      .where(and(eq(jobLocks.name, BACKUP_LOCK), gt(jobLocks.lockedUntil, sql`now()`)))
      .for('share');
    if (!gate) return false;
    await tx
      .insert(heldFileDeletions)
      .values(keys.map((key) => ({ key })))
      .onConflictDoNothing();
    return true;
  });
}

/** Up to `limit` keys whose deletion waits. */
export async function heldKeys(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db.select({ key: heldFileDeletions.key }).from(heldFileDeletions).orderBy(heldFileDeletions.heldAt).limit(limit);
  return rows.map((row) => row.key);
}

/** Forgets keys whose files are deleted. */
export async function releaseHeldKeys(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(heldFileDeletions).where(inArray(heldFileDeletions.key, keys));
}
