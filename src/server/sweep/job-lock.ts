import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client.js';
import { claimJobLock, releaseJobLock } from '../db/job-locks.js';

/**
 * Takes the named lock for `ttlMs` when nobody holds it (or a holder's time ran out), so of
 * several instances starting the same job at once exactly one gets it. Resolves to a release
 * function, or null when someone else holds the lock.
 */
export async function takeJobLock(db: DbOrTx, name: string, ttlMs: number): Promise<(() => Promise<void>) | null> {
  const holder = randomUUID();
  if (!(await claimJobLock(db, name, holder, new Date(Date.now() + ttlMs)))) return null;
  return () => releaseJobLock(db, name, holder);
}
