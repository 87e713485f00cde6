import { PAISE_PER_RUPEE, type PaymentProvider, type PublicConfig, type RazorpayCheckout, type Receipt } from '../../contract/payments.js';
import { razorpaySettings, type Config } from '../config.js';
import type { Db } from '../db/client.js';
import { faultSummary } from '../http/error-handler.js';
import { unavailable } from '../http/errors.js';
import { accountGone } from '../users/require-user.js';
import { findUserById } from '../users/repository.js';
import { chooseGateway } from './choose-gateway.js';
import { completePayment, type PaymentDeps } from './complete.js';
import { GatewayError, type GatewayOutcome } from './gateway.js';
import { methodOf } from './payment-method.js';
import * as payments from './repository.js';
import { issueReturnCode } from './return-codes.js';

export interface PaymentResult {
  paymentId: string;
  status: 'PENDING' | 'COMPLETED';
  amountInr: number;
  subscriptionUntil: string | null;
  redirectUrl?: string;
  checkout?: RazorpayCheckout;
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
 * locked while this is decided, so parallel calls cannot each record a payment; the provider's
 * order is made outside that lock, and parallel calls agree on one order (claimOrderId).
 */
export async function makePayment(deps: PaymentDeps & { config: Config }, userId: string): Promise<PaymentResult> {
  const { db } = deps;
  const gateway = chooseGateway(deps.config);
  const amountPaise = deps.config.ANNUAL_FEE_INR * PAISE_PER_RUPEE;
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
  const member = await findUserById(db, userId);
  if (!member) throw accountGone();
  let outcome: GatewayOutcome;
  try {
    outcome = await gateway.start({
      paymentId: payment.id,
      userId,
      amountPaise,
      orderId: payment.orderId,
      payer: { email: member.email, mobileNumber: member.mobileNumber },
      returnPath: async () => `/payment?type=1&token=${encodeURIComponent(await issueReturnCode(db, userId))}`,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn({ ...faultSummary(error), ...error.detail }, 'the payment provider could not start a payment');
    throw unavailable('PAYMENT_PROVIDER_UNAVAILABLE');
  }
  if (outcome.status === 'COMPLETED') {
    const done = await completePayment(deps, { paymentId: payment.id }, { method: 'FREE', providerRef: outcome.providerRef });
    // When a parallel call completed this payment first, its year is the member's now.
    const until = (await findUserById(db, userId))?.subscriptionUntil ?? done?.payment.periodEnd ?? null;
    return completed(payment.id, amountPaise, until);
  }
  const orderId = outcome.orderId ? await payments.claimOrderId(db, payment.id, outcome.orderId) : undefined;
  return {
    paymentId: payment.id,
    amountInr: amountPaise / PAISE_PER_RUPEE,
    status: 'PENDING',
    subscriptionUntil: user.subscriptionUntil?.toISOString() ?? null,
    ...(outcome.redirectUrl ? { redirectUrl: outcome.redirectUrl } : {}),
    ...(outcome.checkout && orderId ? { checkout: { ...outcome.checkout, orderId } } : {}),
    message: outcome.checkout
      ? 'Order created, complete the payment in Razorpay Checkout'
      : 'Payment recorded, your subscription starts once the fee is received',
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

function providerOf(config: Config): PaymentProvider {
  if (config.ANNUAL_FEE_INR === 0) return 'free';
  return razorpaySettings(config) ? 'razorpay' : 'manual';
}

/**
 * What the web app shows about paying: the fee, whether it can be paid online, and the office's
 * instructions, and how long an identity document is kept. A language without its own
 * instructions gets the ones written.
 */
export function publicConfig(
  config: Config,
): Pick<PublicConfig, 'annualFeeInr' | 'paymentProvider' | 'paymentInstructions' | 'idDocumentRetentionDays'> {
  const { PAYMENT_INSTRUCTIONS: en, PAYMENT_INSTRUCTIONS_HI: hi, PAYMENT_INSTRUCTIONS_MR: mr } = config;
  const fallback = en ?? hi ?? mr;
  return {
    annualFeeInr: config.ANNUAL_FEE_INR,
    paymentProvider: providerOf(config),
    paymentInstructions: fallback ? { en: en ?? fallback, hi: hi ?? fallback, mr: mr ?? fallback } : null,
    // The identity upload page says how long the document is kept (docs/decisions/0015-moderation.md).
    idDocumentRetentionDays: config.ID_DOCUMENT_RETENTION_DAYS,
  };
}

/** The member's receipts, newest first. */
export async function receiptsOf(db: Db, userId: string): Promise<Receipt[]> {
  const rows = await payments.listReceipts(db, userId);
  return rows.map((row) => ({
    paymentId: row.id,
    receiptNo: row.receiptNo!,
    amountPaise: row.amountPaise,
    method: methodOf(row),
    reference: row.reference ?? row.providerRef,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    completedAt: (row.completedAt ?? row.createdAt).toISOString(),
  }));
}
