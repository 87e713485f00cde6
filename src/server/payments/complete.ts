import type { Tx } from '../db/client.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { findUserById } from '../users/repository.js';
import type { Db } from '../db/client.js';
import {
  findPayment,
  lockMember,
  markCompleted,
  setSubscriptionEnd,
  type Completion,
  type PaymentKey,
  type PaymentRow,
} from './repository.js';

export type PaymentDeps = NotifyDeps & { db: Db };

interface CompletedPayment {
  payment: PaymentRow;
  /** False when the payment was already complete: a second return, a replayed webhook. */
  changed: boolean;
}

/**
 * Completes a pending payment inside the caller's transaction: the member's row is locked, the
 * payment buys a year from the end of the running subscription (or from now), money received gets
 * its receipt number, and the member's subscription moves to the new end. Whichever of several
 * confirmations of one payment comes second (Checkout's return, the webhook, a retry) finds it
 * complete and changes nothing. Undefined when there is no such payment.
 */
export async function completeInTransaction(tx: Tx, key: PaymentKey, completion: Completion): Promise<CompletedPayment | undefined> {
  const found = await findPayment(tx, key);
  if (!found) return undefined;
  if (found.status !== 'PENDING') return { payment: found, changed: false };
  const member = found.userId ? await lockMember(tx, found.userId) : undefined;
  const amountPaise = completion.amountPaise ?? found.amountPaise;
  const completed = await markCompleted(tx, found.id, {
    ...completion,
    subscriptionUntil: member?.subscriptionUntil ?? null,
    withReceipt: amountPaise > 0,
  });
  // Another confirmation completed it while this one waited for the member's lock.
  if (!completed) return { payment: (await findPayment(tx, { paymentId: found.id })) ?? found, changed: false };
  if (member && completed.periodEnd) await setSubscriptionEnd(tx, member.id, completed.periodEnd);
  return { payment: completed, changed: true };
}

/** Completes a payment in a transaction of its own, then mails the receipt. */
export async function completePayment(deps: PaymentDeps, key: PaymentKey, completion: Completion): Promise<CompletedPayment | undefined> {
  const result = await deps.db.transaction((tx) => completeInTransaction(tx, key, completion));
  if (result?.changed) await sendReceipt(deps, result.payment);
  return result;
}

/**
 * The receipt mail, in the member's language, for a payment that just completed with money
 * received (a fee of 0 moves no money and gets no receipt). Sent after the commit: a mail
 * cannot be taken back.
 */
export async function sendReceipt(deps: PaymentDeps, payment: PaymentRow): Promise<void> {
  if (!payment.userId || payment.receiptNo === null) return;
  const member = await findUserById(deps.db, payment.userId);
  if (!member) return;
  await notify(deps, payment.userId, 'PAYMENT_RECEIVED', {
    receiptNo: payment.receiptNo,
    name: member.fullName ?? member.mobileNumber,
    amountPaise: payment.amountPaise,
    method: payment.method,
    reference: payment.reference ?? payment.providerRef,
    periodStart: payment.periodStart?.toISOString() ?? null,
    periodEnd: payment.periodEnd?.toISOString() ?? null,
  });
}
