import type { DbOrTx } from '../db/client.js';
import type { TokenKind } from '../sessions/tokens.js';
import { countFailure, deleteFailures, findLockedUntil, setLockedUntil } from './repository.js';

/** Wrong passwords an account takes, from any address, before it backs off. */
export const FAILURES_BEFORE_BACK_OFF = 5;
const FIRST_BACK_OFF_MS = 60_000;
const LONGEST_BACK_OFF_MS = 60 * 60_000;

/** When the account may be tried again, or null when it may be now. */
export async function backOffUntil(db: DbOrTx, kind: TokenKind, accountId: string, now: Date): Promise<Date | null> {
  const lockedUntil = await findLockedUntil(db, kind, accountId);
  return lockedUntil && lockedUntil > now ? lockedUntil : null;
}

/**
 * Counts one wrong password (the count starts again a day after the first) and, past the
 * threshold, backs the account off: a minute, doubling with every further failure up to an hour.
 * The count is taken in one statement, so exactly one of many parallel failures sees the
 * threshold reached, and the owner is told once.
 */
export async function recordFailure(
  db: DbOrTx,
  kind: TokenKind,
  accountId: string,
  now: Date,
): Promise<{ failures: number; backOffStarted: boolean }> {
  const failures = await countFailure(db, kind, accountId, now);
  const beyond = failures - FAILURES_BEFORE_BACK_OFF;
  if (beyond >= 0) {
    const wait = Math.min(FIRST_BACK_OFF_MS * 2 ** Math.min(beyond, 20), LONGEST_BACK_OFF_MS);
    await setLockedUntil(db, kind, accountId, new Date(now.getTime() + wait));
  }
  return { failures, backOffStarted: beyond === 0 };
}

/** A right password (or a new one) forgives earlier failures. */
export async function clearFailures(db: DbOrTx, kind: TokenKind, accountId: string): Promise<void> {
  await deleteFailures(db, kind, accountId);
}
