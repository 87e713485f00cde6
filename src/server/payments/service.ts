import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PAISE_PER_RUPEE, type PaymentProvider, type PublicConfig, type RazorpayCheckout, type Receipt } from '../../contract/payments.js';
import { razorpaySettings, type Config } from '../config.js';
import type { Db, Tx } from '../db/client.js';
import { faultSummary } from '../http/error-handler.js';
import { unavailable } from '../http/errors.js';
import { accountGone } from '../users/require-user.js';
import { findUserById } from '../users/repository.js';
import { chooseGateway } from './choose-gateway.js';
import { completePayment, type PaymentDeps } from './complete.js';
import { GatewayError, type GatewayOutcome, type PaymentGateway } from './gateway.js';
import { methodOf } from './payment-method.js';
import * as payments from './repository.js';
import type { PaymentRow } from './repository.js';
import { issueReturnCode } from './return-codes.js';
import { DAY_MS } from '../../contract/dates.js';

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

function paidUp(subscriptionUntil: Date | null, now: Date): boolean {
  return subscriptionUntil !== null && subscriptionUntil.getTime() - now.getTime() > RENEWAL_WINDOW_DAYS * DAY_MS;
}

/**
 * A claim on a payment's provider order lasts twice the provider call it covers, so it runs out
 * only when the instance making the order stopped mid-call; the next call then makes the order.
 */
const CLAIM_FACTOR = 2;
/** How much longer than the provider call a parallel call waits for its order. */
const WAIT_MARGIN_MS = 5_000;
/**
 * A waiting call looks at the payment again after 50 ms, then less often, at least every 400 ms:
 * an order usually takes a few hundred milliseconds, and many waiting calls must not crowd the
 * database (PGlite has one connection).
 */
const FIRST_LOOK_MS = 50;
const LAST_LOOK_MS = 400;

/**
 * Who makes the provider's order for this call: nobody (none to make), this call, or another
 * (`holder`), whose order this call waits for until `until` at the latest.
 */
type OrderRole = { role: 'none' } | { role: 'maker' } | { role: 'waiter'; holder: string | null; until: Date };

/**
 * Decided under the member's lock: the first call to find a payment without an order claims the
 * making of it; calls that find the claim live wait for that order instead of making another.
 */
async function orderRole(tx: Tx, gateway: PaymentGateway, payment: PaymentRow, holder: string): Promise<OrderRole> {
  if (!gateway.orderTimeoutMs || payment.orderId) return { role: 'none' };
  const now = Date.now();
  const claimUntil = new Date(now + CLAIM_FACTOR * gateway.orderTimeoutMs);
  if (await payments.claimOrder(tx, payment.id, holder, claimUntil)) return { role: 'maker' };
  const progress = await payments.orderProgress(tx, payment.id);
  // No longer than the maker's own call, nor past its claim (a maker that stopped answers never).
  const until = Math.min(now + gateway.orderTimeoutMs + WAIT_MARGIN_MS, progress?.claimedUntil?.getTime() ?? now);
  return { role: 'waiter', holder: progress?.claimedBy ?? null, until: new Date(until) };
}

type WaitedOrder = { status: 'COMPLETED' } | { status: 'PENDING'; orderId: string };

/**
 * Waits for the order the claim's holder is making: its id once stored, or the payment completed
 * meanwhile. Undefined when the claim ended without an order (the provider failed: the maker
 * answers that error, and so does every call waiting on it) or the wait ran out.
 */
async function waitForOrder(db: Db, paymentId: string, claim: { holder: string | null; until: Date }): Promise<WaitedOrder | undefined> {
  for (let pause = FIRST_LOOK_MS; ; pause = Math.min(pause * 2, LAST_LOOK_MS)) {
    const progress = await payments.orderProgress(db, paymentId);
    if (progress?.status === 'COMPLETED') return { status: 'COMPLETED' };
    if (progress?.status !== 'PENDING') return undefined;
    if (progress.orderId) return { status: 'PENDING', orderId: progress.orderId };
    const making = claim.holder !== null && progress.claimedBy === claim.holder;
    const left = claim.until.getTime() - Date.now();
    if (!making || left <= 0) return undefined;
    await sleep(Math.min(pause, left));
  }
}

/**
 * Records the annual fee for a member and hands it to the gateway for the configured fee. One
 * payment buys one year: while the member's subscription runs beyond the renewal window, calling
 * again (a double click, parallel tabs, a return from a checkout) answers the payment that bought
 * it, and a member has at most one open payment per amount and gateway. The member's row is
 * locked while this is decided, so parallel calls cannot each record a payment.
 *
 * A provider's order (Razorpay's) is made once per payment: under the same lock one call claims
 * its making, then makes it outside any transaction (a provider call must not hold the database);
 * parallel calls, on this instance or another, wait for that order and answer it. When the
 * provider fails, the maker and the calls waiting on it answer 503 and the payment is left
 * without an order, for the next call to try again.
 */
export async function makePayment(deps: PaymentDeps & { config: Config }, userId: string): Promise<PaymentResult> {
  const { db } = deps;
  const gateway = chooseGateway(deps.config);
  const amountPaise = deps.config.ANNUAL_FEE_INR * PAISE_PER_RUPEE;
  // Names this call in the claim on the order, should it be the one to make it.
  const holder = randomUUID();
  const decided = await db.transaction(async (tx) => {
    const user = await payments.lockMember(tx, userId);
    if (!user) throw accountGone();
    const paid = paidUp(user.subscriptionUntil, new Date()) ? await payments.findLatestCompleted(tx, userId) : undefined;
    if (paid) return { user, paid };
    const payment =
      (await payments.findOpenPayment(tx, userId, gateway.name, amountPaise)) ??
      (await payments.insertPendingPayment(tx, { userId, provider: gateway.name, amountPaise }));
    return { user, payment, order: await orderRole(tx, gateway, payment, holder) };
  });
  if (decided.paid) return completed(decided.paid.id, decided.paid.amountPaise, decided.user.subscriptionUntil);
  const { user, order } = decided;
  let { payment } = decided;

  if (order.role === 'waiter') {
    deps.log.debug({ paymentId: payment.id }, 'waiting for the payment provider order a parallel call is making');
    const awaited = await waitForOrder(db, payment.id, order);
    if (!awaited) {
      deps.log.info({ paymentId: payment.id }, 'the parallel call making the payment provider order ended without one');
      throw unavailable('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    if (awaited.status === 'COMPLETED') {
      return completed(payment.id, payment.amountPaise, (await findUserById(db, userId))?.subscriptionUntil ?? null);
    }
    payment = { ...payment, orderId: awaited.orderId };
  }

  let outcome: GatewayOutcome;
  let orderId: string | undefined;
  try {
    outcome = await startPayment(deps, gateway, payment, userId);
    // Stored before the claim ends: a waiting call that sees the claim gone finds the order.
    orderId = outcome.status === 'PENDING' && outcome.orderId ? await payments.claimOrderId(db, payment.id, outcome.orderId) : undefined;
  } finally {
    if (order.role === 'maker') await payments.endOrderClaim(db, payment.id, holder);
  }
  if (outcome.status === 'COMPLETED') {
    const done = await completePayment(deps, { paymentId: payment.id }, { method: 'FREE', providerRef: outcome.providerRef });
    // When a parallel call completed this payment first, its year is the member's now.
    const until = (await findUserById(db, userId))?.subscriptionUntil ?? done?.payment.periodEnd ?? null;
    return completed(payment.id, amountPaise, until);
  }
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

/** Hands the payment to the gateway; a provider that fails is a 503 the member can retry. */
async function startPayment(deps: PaymentDeps, gateway: PaymentGateway, payment: PaymentRow, userId: string): Promise<GatewayOutcome> {
  const { db } = deps;
  const member = await findUserById(db, userId);
  if (!member) throw accountGone();
  try {
    return await gateway.start({
      paymentId: payment.id,
      userId,
      amountPaise: payment.amountPaise,
      orderId: payment.orderId,
      payer: { email: member.email, mobileNumber: member.mobileNumber },
      returnPath: async () => `/payment?type=1&token=${encodeURIComponent(await issueReturnCode(db, userId))}`,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn({ ...faultSummary(error), ...error.detail }, 'the payment provider could not start a payment');
    throw unavailable('PAYMENT_PROVIDER_UNAVAILABLE');
  }
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
