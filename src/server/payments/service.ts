import type { Db } from '../db/client.js';
import { findUserById } from '../users/repository.js';
import { accountGone } from '../users/require-user.js';
import { chooseGateway } from './choose-gateway.js';
import * as payments from './repository.js';
import { issueReturnCode } from './return-codes.js';

const PAISE_PER_RUPEE = 100;

export interface PaymentResult {
  paymentId: string;
  status: 'PENDING' | 'COMPLETED';
  amountInr: number;
  subscriptionUntil: string | null;
  redirectUrl?: string;
  message: string;
}

/** A subscription running longer than this is paid up: paying again waits until it nears its end. */
const RENEWAL_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function paidUp(subscriptionUntil: Date | null, now: Date): boolean {
  return subscriptionUntil !== null && subscriptionUntil.getTime() - now.getTime() > RENEWAL_WINDOW_DAYS * DAY_MS;
}

/**
 * Records the annual fee for a member and hands it to the gateway for the configured fee. One
 * payment buys one year: while the member's subscription runs beyond the renewal window, calling
 * again (a double click, parallel tabs, a return from a checkout) answers the payment that bought
 * it, and a member has at most one open payment per amount and gateway. The member's row is
 * locked while this is decided, so parallel calls cannot each record a payment.
 */
export async function makePayment(db: Db, annualFeeInr: number, userId: string): Promise<PaymentResult> {
  const gateway = chooseGateway(annualFeeInr);
  const amountPaise = annualFeeInr * PAISE_PER_RUPEE;
  const { user, paid, payment } = await db.transaction(async (tx) => {
    const user = await payments.lockMember(tx, userId);
    if (!user) throw accountGone();
    const paid = paidUp(user.subscriptionUntil, new Date()) ? await payments.findLatestCompleted(tx, userId) : undefined;
    if (paid) return { user, paid, payment: paid };
    const payment =
      (await payments.findOpenPayment(tx, userId, gateway.name, amountPaise)) ??
      (await payments.insertPendingPayment(tx, { userId, provider: gateway.name, amountPaise }));
    return { user, paid, payment };
  });
  if (paid) return completed(paid.id, paid.amountPaise, user.subscriptionUntil);
  const outcome = await gateway.start({
    paymentId: payment.id,
    userId,
    amountPaise,
    returnPath: async () => `/payment?type=1&token=${encodeURIComponent(await issueReturnCode(db, userId))}`,
  });
  if (outcome.status === 'COMPLETED') {
    // Null when a parallel call completed this payment first: its year is the member's now.
    const until =
      (await payments.completePayment(db, payment.id, outcome.providerRef)) ?? (await findUserById(db, userId))?.subscriptionUntil ?? null;
    return completed(payment.id, amountPaise, until);
  }
  if (outcome.providerRef) await payments.setProviderRef(db, payment.id, outcome.providerRef);
  return {
    paymentId: payment.id,
    amountInr: amountPaise / PAISE_PER_RUPEE,
    status: 'PENDING',
    subscriptionUntil: user.subscriptionUntil?.toISOString() ?? null,
    ...(outcome.redirectUrl ? { redirectUrl: outcome.redirectUrl } : {}),
    message: 'Payment recorded, your subscription starts once the fee is received',
  };
}

function completed(paymentId: string, amountPaise: number, until: Date | null): PaymentResult {
  return {
    paymentId,
    amountInr: amountPaise / PAISE_PER_RUPEE,
    status: 'COMPLETED',
    subscriptionUntil: until?.toISOString() ?? null,
    message: 'Payment successful, your subscription is active',
  };
}

/** Income in rupees from completed payments: in all, and completed since `since`. */
export async function incomeInr(db: Db, since: Date): Promise<{ total: number; since: number }> {
  const income = await payments.completedIncome(db, since);
  return { total: income.totalPaise / PAISE_PER_RUPEE, since: income.sincePaise / PAISE_PER_RUPEE };
}
