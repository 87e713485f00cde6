import { and, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { paymentReturns, payments, users } from '../db/schema.js';

/**
 * Reads the member and locks their row until the transaction ends: calls for the same member
 * (a double click, parallel tabs) queue here, so each sees what the one before it recorded.
 */
export async function lockMember(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, subscriptionUntil: users.subscriptionUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
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

/** A member's newest payment still waiting for the same amount through the same adapter. */
export async function findOpenPayment(db: DbOrTx, userId: string, provider: string, amountPaise: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.provider, provider),
        eq(payments.amountPaise, amountPaise),
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

export async function setProviderRef(db: DbOrTx, paymentId: string, providerRef: string): Promise<void> {
  await db.update(payments).set({ providerRef }).where(eq(payments.id, paymentId));
}

/**
 * Completes a pending payment and gives its member a year: from now, or from the end of a
 * subscription still running. Both rows change together; a payment completes only once.
 * Returns the member's new subscription end, or null when nothing was pending.
 */
export async function completePayment(db: Db, paymentId: string, providerRef?: string): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status: 'COMPLETED', completedAt: new Date(), ...(providerRef ? { providerRef } : {}) })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
      .returning({ userId: payments.userId });
    if (!payment?.userId) return null;
    const [user] = await tx
      .update(users)
      .set({
        subscriptionUntil: sql`greatest(coalesce(${users.subscriptionUntil}, now()), now()) + interval '1 year'`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, payment.userId))
      .returning({ subscriptionUntil: users.subscriptionUntil });
    return user?.subscriptionUntil ?? null;
  });
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
