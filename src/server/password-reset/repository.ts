import { and, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '../../contract/limits.js';
import type { DbOrTx } from '../db/client.js';
import { passwordResets } from '../db/schema.js';

export type ResetRow = typeof passwordResets.$inferSelect;

/** Unverified codes of a member stop working at once (their expiry is moved to now). */
export async function expireUnverifiedResets(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.verifiedAt),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
}

export async function insertReset(db: DbOrTx, values: { userId: string; otpHash: string; expiresAt: Date }) {
  const [row] = await db.insert(passwordResets).values(values).returning({ id: passwordResets.id });
  return row!;
}

export async function expireReset(db: DbOrTx, resetId: string, now: Date): Promise<void> {
  await db.update(passwordResets).set({ expiresAt: now }).where(eq(passwordResets.id, resetId));
}

/** The newest reset that may still be verified: not used, not expired, tries left. */
export async function findLiveReset(db: DbOrTx, userId: string, now: Date): Promise<ResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        lt(passwordResets.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes one try before the code is checked, in a single statement, so parallel guesses cannot
 * get past the limit. False when no try is left.
 */
export async function takeAttempt(db: DbOrTx, resetId: string): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.id, resetId), lt(passwordResets.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/**
 * A right code gives its try back (attempts count wrong codes), keeps the first verification time
 * and takes the hash of a fresh reset token: verifying the code again hands out a new token and
 * voids the one before.
 */
export async function markVerified(db: DbOrTx, resetId: string, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({
      attempts: sql`${passwordResets.attempts} - 1`,
      verifiedAt: sql`coalesce(${passwordResets.verifiedAt}, ${now.toISOString()}::timestamptz)`,
      tokenHash,
    })
    .where(eq(passwordResets.id, resetId));
}

/** The member's unused reset that the token opens, verified since `verifiedSince`. */
const openedBy = (userId: string, tokenHash: string, verifiedSince: Date) =>
  and(
    eq(passwordResets.userId, userId),
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gte(passwordResets.verifiedAt, verifiedSince),
  );

/** Whether the token opens an unused reset of the member verified since `verifiedSince`. */
export async function hasResetForToken(db: DbOrTx, userId: string, tokenHash: string, verifiedSince: Date): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(openedBy(userId, tokenHash, verifiedSince))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks as used the reset the token opens; true is the proof the new password may be set. One
 * statement, so a token cannot be used twice.
 */
export async function useResetForToken(db: DbOrTx, userId: string, tokenHash: string, verifiedSince: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(openedBy(userId, tokenHash, verifiedSince))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Every other verified reset of the member stops working: their tokens die with the old password. */
export async function useVerifiedResets(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), isNotNull(passwordResets.verifiedAt)));
}

/** Codes mailed to the member since `since`, to cap how many one account receives. */
export async function countResetsSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gte(passwordResets.createdAt, since)));
  return row?.count ?? 0;
}

/** Wrong codes tried for the member since `since`, across all their codes. */
export async function wrongAttemptsSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${passwordResets.attempts}), 0)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gte(passwordResets.createdAt, since)));
  return row?.count ?? 0;
}

/** Codes created before `before` that expired by `now` or were used; answers how many went. */
export async function deleteSpentResets(db: DbOrTx, before: Date, now: Date): Promise<number> {
  const removed = await db
    .delete(passwordResets)
    .where(and(lt(passwordResets.createdAt, before), or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt))))
    .returning({ id: passwordResets.id });
  return removed.length;
}
