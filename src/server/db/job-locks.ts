import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { jobLocks } from './schema.js';

/**
 * Named locks in the database, so that of several instances exactly one does a piece of work: the
 * sweep's jobs, the making of a payment's provider order. A holder that stopped simply lets its
 * lock run out.
 */

/**
 * Takes the named lock until `until` for `holder` when nobody holds it (or a holder's time ran
 * out), in one statement, so of several instances claiming it at once exactly one gets it.
 */
export async function claimJobLock(db: DbOrTx, name: string, holder: string, until: Date): Promise<boolean> {
  const taken = await db
    .insert(jobLocks)
    .values({ name, lockedUntil: until, lockedBy: holder })
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { lockedUntil: until, lockedBy: holder },
      setWhere: sql`${jobLocks.lockedUntil} < now()`,
    })
    .returning({ name: jobLocks.name });
  return taken.length > 0;
}

/** Frees the lock if `holder` still holds it; the row stays, for a job that runs again and again. */
export async function releaseJobLock(db: DbOrTx, name: string, holder: string): Promise<void> {
  await db
    .update(jobLocks)
    .set({ lockedUntil: new Date(0) })
    .where(and(eq(jobLocks.name, name), eq(jobLocks.lockedBy, holder)));
}

/** Ends the lock if `holder` still holds it, row and all, for work done once (one lock per payment). */
export async function dropJobLock(db: DbOrTx, name: string, holder: string): Promise<void> {
  await db.delete(jobLocks).where(and(eq(jobLocks.name, name), eq(jobLocks.lockedBy, holder)));
}

/** Moves the lock's end to `until` if `holder` still holds it; false when it was lost (it ran out and was taken). */
export async function extendJobLock(db: DbOrTx, name: string, holder: string, until: Date): Promise<boolean> {
  const kept = await db
    .update(jobLocks)
    .set({ lockedUntil: until })
    .where(and(eq(jobLocks.name, name), eq(jobLocks.lockedBy, holder)))
    .returning({ name: jobLocks.name });
  return kept.length > 0;
}

/**
 * Inside a transaction: whether `holder` still holds the named lock, keeping its row locked until
 * the transaction ends, so what others do under the lock (`holdWhileBackingUp`) waits for it.
 */
export async function stillHoldsJobLock(tx: DbOrTx, name: string, holder: string): Promise<boolean> {
  const rows = await tx
    .select({ name: jobLocks.name })
    .from(jobLocks)
    .where(and(eq(jobLocks.name, name), eq(jobLocks.lockedBy, holder), gt(jobLocks.lockedUntil, sql`now()`)))
    .for('update');
  return rows.length > 0;
}
