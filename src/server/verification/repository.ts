import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '../../contract/limits.js';
import type { VerificationChannel } from '../../contract/verification.js';
import type { DbOrTx } from '../db/client.js';
import { users, verificationCodes } from '../db/schema.js';
import { MEMBER_HOLD } from '../db/member-hold.js';

export type CodeRow = typeof verificationCodes.$inferSelect;

const ofMember = (userId: string, channel: VerificationChannel) =>
  and(eq(verificationCodes.userId, userId), eq(verificationCodes.channel, channel));

/** How many codes went out on a channel since `since`, and when the newest went to `target`. */
export async function sendsSince(db: DbOrTx, userId: string, channel: VerificationChannel, target: string, since: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      lastToTarget: sql<Date | string | null>`max(${verificationCodes.createdAt}) filter (where ${verificationCodes.target} = ${target})`,
    })
    .from(verificationCodes)
    .where(and(ofMember(userId, channel), gte(verificationCodes.createdAt, since)));
  return { count: row?.count ?? 0, lastToTarget: row?.lastToTarget ? new Date(row.lastToTarget) : null };
}

/** Codes not yet used stop working (a new one was sent, or the address changed). */
export async function expireLiveCodes(db: DbOrTx, userId: string, channel: VerificationChannel, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ expiresAt: now })
    .where(and(ofMember(userId, channel), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, now)));
}

export async function insertCode(
  db: DbOrTx,
  values: { userId: string; channel: VerificationChannel; target: string; codeHash: string; linkHash: string | null; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
  return row!.id;
}

/** A code that never reached the member is forgotten: it neither works nor counts against them. */
export async function deleteCode(db: DbOrTx, codeId: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
}

/** The newest code for the member's current address that may still be tried. */
export async function findLiveCode(db: DbOrTx, userId: string, channel: VerificationChannel, target: string, now: Date) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        ofMember(userId, channel),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export async function findCodeByLinkHash(db: DbOrTx, linkHash: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.linkHash, linkHash)).limit(1);
  return row;
}

/** Takes one try before the code is compared, in one statement: parallel guesses cannot pass the limit. */
export async function takeAttempt(db: DbOrTx, codeId: string): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, codeId), lt(verificationCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/**
 * Uses a code up, once: of two parallel uses, one gets true. A right code typed in gives its try
 * back, so `attempts` counts wrong codes only.
 */
export async function useCode(db: DbOrTx, codeId: string, now: Date, givesTryBack: boolean): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now, ...(givesTryBack ? { attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)` } : {}) })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, now)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Wrong codes tried for the member on a channel since `since`, across all their codes. */
export async function wrongAttemptsSince(db: DbOrTx, userId: string, channel: VerificationChannel, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${verificationCodes.attempts}), 0)::int` })
    .from(verificationCodes)
    .where(and(ofMember(userId, channel), gte(verificationCodes.createdAt, since)));
  return row?.count ?? 0;
}

/**
 * Records the proof, if the address is still the one the code went to: a code sent before the
 * email (or number) changed verifies nothing. An account that once proved its email is never
 * removed as an unverified registration, even after a later change of address.
 */
export async function markVerified(db: DbOrTx, userId: string, channel: VerificationChannel, target: string, now: Date): Promise<boolean> {
  const rows =
    channel === 'EMAIL'
      ? await db
          .update(users)
          .set({ emailVerifiedAt: now, removeIfUnverified: false, updatedAt: now })
          .where(and(eq(users.id, userId), eq(users.email, target)))
          .returning({ id: users.id })
      : await db
          .update(users)
          .set({ mobileVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, userId), eq(users.mobileNumber, target)))
          .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets a new, unverified email address; a code sent to the old one stops working. */
export async function replaceEmail(db: DbOrTx, userId: string, email: string, now: Date): Promise<void> {
  await db.update(users).set({ email, emailVerifiedAt: null, updatedAt: now }).where(eq(users.id, userId));
  await expireLiveCodes(db, userId, 'EMAIL', now);
}

/** Whether another account holds this address. */
export async function emailTakenByOther(db: DbOrTx, userId: string, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0 && rows[0]!.id !== userId;
}

/** Codes made before `createdBefore` that expired or were used; answers how many went. */
export async function deleteSpentCodes(db: DbOrTx, createdBefore: Date, now: Date): Promise<number> {
  const removed = await db
    .delete(verificationCodes)
    .where(
      and(lt(verificationCodes.createdAt, createdBefore), or(lt(verificationCodes.expiresAt, now), isNotNull(verificationCodes.usedAt))),
    )
    .returning({ id: verificationCodes.id });
  return removed.length;
}

/**
 * Registrations that never proved their email address and were made before `createdBefore`,
 * oldest first. Accounts from before email verification (remove_if_unverified false) are never
 * among them.
 */
export async function unverifiedRegistrations(db: DbOrTx, createdBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.removeIfUnverified, true), isNull(users.emailVerifiedAt), lt(users.createdAt, createdBefore)))
    .orderBy(asc(users.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * When the member with this number verified their email and mobile, with the row locked until the
 * transaction ends (for no key update, as every member's row held to take turns: decision 0058);
 * undefined for an unknown number.
 */
export async function lockClaimsByMobile(tx: DbOrTx, mobileNumber: string) {
  const [row] = await tx
    .select({ emailVerifiedAt: users.emailVerifiedAt, mobileVerifiedAt: users.mobileVerifiedAt })
    .from(users)
    .where(eq(users.mobileNumber, mobileNumber))
    .for(MEMBER_HOLD);
  return row;
}
