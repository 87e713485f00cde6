import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { jobLocks } from '../db/schema.js';

/**
 * Takes the named lock for `ttlMs` when nobody holds it (or a holder's time ran out), in one
 * statement, so of several instances starting the same job at once exactly one gets it.
 * Resolves to a release function, or null when someone else holds the lock.
 */
export async function takeJobLock(db: DbOrTx, name: string, ttlMs: number): Promise<(() => Promise<void>) | null> {
  const holder = randomUUID();
  const until = new Date(Date.now() + ttlMs);
  const taken = await db
    .insert(jobLocks)
    .values({ name, lockedUntil: until, lockedBy: holder })
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { lockedUntil: until, lockedBy: holder },
      setWhere: sql`${jobLocks.lockedUntil} < now()`,
    })
    .returning({ name: jobLocks.name });
  if (taken.length === 0) return null;
  return async () => {
    await db
      .update(jobLocks)
      .set({ lockedUntil: new Date(0) })
      .where(and(eq(jobLocks.name, name), eq(jobLocks.lockedBy, holder)));
  };
}
