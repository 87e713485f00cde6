import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { signInFailures } from '../db/schema.js';
import type { TokenKind } from '../sessions/tokens.js';

const accountIs = (kind: TokenKind, accountId: string) => and(eq(signInFailures.kind, kind), eq(signInFailures.accountId, accountId));

export async function findLockedUntil(db: DbOrTx, kind: TokenKind, accountId: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(accountIs(kind, accountId))
    .limit(1);
  return row?.lockedUntil ?? null;
}

/**
 * Counts one failure in one statement, starting the count again when the first failure counted
 * is more than a day before `now`; answers the count after this one.
 */
export async function countFailure(db: DbOrTx, kind: TokenKind, accountId: string, now: Date): Promise<number> {
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
  return row!.failures;
}

export async function setLockedUntil(db: DbOrTx, kind: TokenKind, accountId: string, until: Date): Promise<void> {
  await db.update(signInFailures).set({ lockedUntil: until }).where(accountIs(kind, accountId));
}

export async function deleteFailures(db: DbOrTx, kind: TokenKind, accountId: string): Promise<void> {
  await db.delete(signInFailures).where(accountIs(kind, accountId));
}

/** Failure counts begun before `before` whose back-off, if any, has ended by `now`. */
export async function deleteStaleFailures(db: DbOrTx, before: Date, now: Date): Promise<number> {
  const removed = await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.firstFailedAt, before),
        sql`coalesce(${signInFailures.lockedUntil}, '-infinity'::timestamptz) < ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: signInFailures.accountId });
  return removed.length;
}
