import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { signInFailures } from '../db/schema.js';
import type { TokenKind } from '../sessions/tokens.js';

/** Wrong passwords an account takes, from any address, before it backs off. */
export const FAILURES_BEFORE_BACK_OFF = 5;
const FIRST_BACK_OFF_MS = 60_000;
const LONGEST_BACK_OFF_MS = 60 * 60_000;

/** When the account may be tried again, or null when it may be now. */
export async function backOffUntil(db: DbOrTx, kind: TokenKind, accountId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.kind, kind), eq(signInFailures.accountId, accountId)))
    .limit(1);
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
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
  const stale = sql`${signInFailures.firstFailedAt} < ${now.toISOString()}::timestamptz - interval '1 day'`;
  const [row] = await db
    .insert(signInFailures)
    .values({ kind, accountId, failures: 1, firstFailedAt: now })
    .onConflictDoUpdate({
      target: [signInFailures.kind, signInFailures.accountId],
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        firstFailedAt: sql`CASE WHEN ${stale} THEN ${now.toISOString()}::timestamptz ELSE ${signInFailures.firstFailedAt} END`,
      },
    })
    .returning({ failures: signInFailures.failures });
  const failures = row!.failures;
  const beyond = failures - FAILURES_BEFORE_BACK_OFF;
  if (beyond >= 0) {
    const wait = Math.min(FIRST_BACK_OFF_MS * 2 ** Math.min(beyond, 20), LONGEST_BACK_OFF_MS);
    await db
      .update(signInFailures)
      .set({ lockedUntil: new Date(now.getTime() + wait) })
      .where(and(eq(signInFailures.kind, kind), eq(signInFailures.accountId, accountId)));
  }
  return { failures, backOffStarted: beyond === 0 };
}

/** A right password (or a new one) forgives earlier failures. */
export async function clearFailures(db: DbOrTx, kind: TokenKind, accountId: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.kind, kind), eq(signInFailures.accountId, accountId)));
}
