import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { SUBSCRIPTION_MONTHS, type PaymentMethod, type PaymentStatus } from '../../contract/payments.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { jobLocks, paymentReturns, payments, users } from '../db/schema.js';
import { claimJobLock, dropJobLock } from '../db/job-locks.js';
import { MEMBER_HOLD } from '../db/member-hold.js';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Reads the member and locks their row until the transaction ends: calls for the same member
 * (a double click, parallel tabs, a webhook beside the checkout's return) queue here, so each
 * sees what the one before it recorded.
 */
export async function lockMember(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, subscriptionUntil: users.subscriptionUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for(MEMBER_HOLD);
  return row;
}

/** A member's newest completed payment. */
export async function findLatestCompleted(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'COMPLETED')))
    .orderBy(desc(payments.completedAt))
    .limit(1);
  return row;
}

/** A member's newest payment still waiting through this adapter (for this amount, when given). */
export async function findOpenPayment(db: DbOrTx, userId: string, provider: string, amountPaise?: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.provider, provider),
        amountPaise === undefined ? undefined : eq(payments.amountPaise, amountPaise),
        eq(payments.status, 'PENDING'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function insertPendingPayment(db: DbOrTx, values: { userId: string; provider: string; amountPaise: number }) {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'PENDING' })
    .returning();
  return row!;
}

/**
 * Gives a payment its provider order, unless another call already gave it one (a maker slower
 * than its claim, whose claim was taken over): the answer is the order the payment keeps, so
 * every caller sends the payer to the same order.
 */
export async function claimOrderId(db: DbOrTx, paymentId: string, orderId: string): Promise<string> {
  const [claimed] = await db
    .update(payments)
    .set({ orderId })
    .where(and(eq(payments.id, paymentId), sql`${payments.orderId} is null`))
    .returning({ orderId: payments.orderId });
  if (claimed?.orderId) return claimed.orderId;
  const [kept] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  return kept?.orderId ?? orderId;
}

/** The lock (in `job_locks`) held by the one call making a payment's provider order. */
export const orderClaimName = (paymentId: string) => `payment-order:${paymentId}`;

/**
 * Takes the right to make a payment's provider order for `holder` until `until`, unless another
 * call holds it and its time has not run out: of parallel calls, exactly one gets it.
 */
export async function claimOrder(db: DbOrTx, paymentId: string, holder: string, until: Date): Promise<boolean> {
  return claimJobLock(db, orderClaimName(paymentId), holder, until);
}

/** Ends `holder`'s claim on the payment's order (made or not); a claim taken over by another stays. */
export async function endOrderClaim(db: DbOrTx, paymentId: string, holder: string): Promise<void> {
  await dropJobLock(db, orderClaimName(paymentId), holder);
}

/**
 * A payment's state and who is making its order, in one statement: the order is stored before its
 * claim ends, so a claim seen gone while the order id is still null ended without an order.
 */
export async function orderProgress(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({
      status: payments.status,
      orderId: payments.orderId,
      claimedBy: jobLocks.lockedBy,
      claimedUntil: jobLocks.lockedUntil,
    })
    .from(payments)
    .leftJoin(jobLocks, eq(jobLocks.name, orderClaimName(paymentId)))
    .where(eq(payments.id, paymentId));
  return row;
}

export type PaymentKey = { paymentId: string } | { orderId: string };

export async function findPayment(db: DbOrTx, key: PaymentKey): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where('paymentId' in key ? eq(payments.id, key.paymentId) : eq(payments.orderId, key.orderId))
    .limit(1);
  return row;
}

export interface Completion {
  method: PaymentMethod;
  providerRef?: string;
  reference?: string;
  recordedBy?: string;
  /** What was received, when it differs from what was asked (an office payment). */
  amountPaise?: number;
}

/**
 * Completes a pending payment: it buys the year from the end of the member's running
 * subscription (`subscriptionUntil`, read under the member's lock) or from now, and money
 * received gets the next receipt number. Nothing happens to a payment that is not pending.
 */
export async function markCompleted(
  tx: Tx,
  paymentId: string,
  completion: Completion & { subscriptionUntil: Date | null; withReceipt: boolean },
): Promise<PaymentRow | undefined> {
  const start = sql`greatest(coalesce(${completion.subscriptionUntil?.toISOString() ?? null}::timestamptz, now()), now())`;
  const [row] = await tx
    .update(payments)
    .set({
      status: 'COMPLETED',
      completedAt: sql`now()`,
      method: completion.method,
      periodStart: start,
      periodEnd: sql`${start} + ${sql.raw(`interval '${SUBSCRIPTION_MONTHS} months'`)}`,
      receiptNo: completion.withReceipt ? sql`nextval('receipt_numbers')` : null,
      ...(completion.providerRef ? { providerRef: completion.providerRef } : {}),
      ...(completion.reference ? { reference: completion.reference } : {}),
      ...(completion.recordedBy ? { recordedBy: completion.recordedBy } : {}),
      ...(completion.amountPaise !== undefined ? { amountPaise: completion.amountPaise } : {}),
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
    .returning();
  return row;
}

export async function setSubscriptionEnd(tx: Tx, userId: string, until: Date): Promise<void> {
  await tx.update(users).set({ subscriptionUntil: until, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Sums of completed payments in paise: all of them, and those completed since `since`. */
export async function completedIncome(db: DbOrTx, since: Date): Promise<{ totalPaise: number; sincePaise: number }> {
  const [row] = await db
    .select({
      totalPaise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)`.mapWith(Number),
      sincePaise: sql<number>`coalesce(sum(${payments.amountPaise}) filter (where ${gte(payments.completedAt, since)}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(eq(payments.status, 'COMPLETED'));
  return row ?? { totalPaise: 0, sincePaise: 0 };
}

/** A member's receipts: completed payments that carry a receipt number, newest first. */
export async function listReceipts(db: DbOrTx, userId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'COMPLETED'), isNotNull(payments.receiptNo)))
    .orderBy(desc(payments.completedAt));
}

/** A payment's date: when it completed, or when it was started if it has not. Indexed (payments_date_idx). */
const paymentDate = sql<Date>`coalesce(${payments.completedAt}, ${payments.createdAt})`.mapWith(payments.createdAt);

interface PaymentsQuery {
  status?: PaymentStatus;
  /** Payments dated at or after `since` and before `before`. */
  since?: Date;
  before?: Date;
  offset: number;
  limit: number;
}

/** Payments for the back-office, newest first, with their member while the account exists. */
export async function listPayments(db: DbOrTx, query: PaymentsQuery) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(payments.status, query.status) : undefined,
    query.since ? gte(paymentDate, query.since) : undefined,
    query.before ? lt(paymentDate, query.before) : undefined,
  ];
  return db
    .select({
      payment: payments,
      date: paymentDate,
      member: { id: users.id, fullName: users.fullName, mobileNumber: users.mobileNumber },
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(and(...conditions))
    .orderBy(desc(paymentDate), desc(payments.id))
    .limit(query.limit)
    .offset(query.offset);
}
export type ListedPayment = Awaited<ReturnType<typeof listPayments>>[number];

/**
 * Marks the members whose subscription ends between `now` and `until` and who were not yet
 * reminded of this end, in one statement: of sweeps running at once, each member is claimed by
 * one. Answers who to remind; a renewal moves the end, so the next period is reminded again.
 */
export async function claimRenewalReminders(db: DbOrTx, now: Date, until: Date, limit: number) {
  const due = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        gt(users.subscriptionUntil, now),
        lte(users.subscriptionUntil, until),
        sql`${users.renewalRemindedFor} is distinct from ${users.subscriptionUntil}`,
      ),
    )
    .limit(limit);
  return db
    .update(users)
    .set({ renewalRemindedFor: sql`${users.subscriptionUntil}` })
    .where(and(inArray(users.id, due), sql`${users.renewalRemindedFor} is distinct from ${users.subscriptionUntil}`))
    .returning({ id: users.id, subscriptionUntil: users.subscriptionUntil });
}

export async function insertReturnCode(db: DbOrTx, values: { userId: string; codeHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(paymentReturns).values(values);
}

/** Marks the live, unused code with this hash as used, in one statement; answers its member. */
export async function useReturnCode(db: DbOrTx, codeHash: string, now: Date): Promise<string | undefined> {
  const [used] = await db
    .update(paymentReturns)
    .set({ usedAt: now })
    .where(and(eq(paymentReturns.codeHash, codeHash), isNull(paymentReturns.usedAt), gt(paymentReturns.expiresAt, now)))
    .returning({ userId: paymentReturns.userId });
  return used?.userId;
}

/** Return codes that expired or were used before `before`; answers how many went. */
export async function deleteReturnCodesEndedBefore(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db
    .delete(paymentReturns)
    .where(or(lt(paymentReturns.expiresAt, before), lt(paymentReturns.usedAt, before)))
    .returning({ id: paymentReturns.id });
  return removed.length;
}
