import type { z } from 'zod';
import type { PaymentVerifyBody, razorpayWebhookEvent } from '../../contract/payments.js';
import { razorpaySettings, type Config } from '../config.js';
import { badRequest, notFound } from '../http/errors.js';
import { findUserById } from '../users/repository.js';
import { completePayment, type PaymentDeps } from './complete.js';
import { checkoutSignatureValid, webhookSignatureValid } from './razorpay-signatures.js';
import { findPayment } from './repository.js';
import { issueReturnCode } from './return-codes.js';

type Deps = PaymentDeps & { config: Config };

function settingsOf(config: Config) {
  const settings = razorpaySettings(config);
  if (!settings) throw notFound('ONLINE_PAYMENT_OFF');
  return settings;
}

/**
 * Checkout's success, passed on by the payer's browser: the payment completes only when the
 * signature proves Razorpay took the money for this member's order. Asking again (a reload, a
 * webhook that came first) changes nothing and answers the same way. The answer carries SPEC's
 * return address with a one-time code, which the page exchanges for the member's session.
 */
export async function verifyCheckout(deps: Deps, userId: string, body: PaymentVerifyBody) {
  const settings = settingsOf(deps.config);
  if (!checkoutSignatureValid(settings.keySecret, body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature)) {
    throw badRequest('PAYMENT_SIGNATURE_INVALID');
  }
  const payment = await findPayment(deps.db, { orderId: body.razorpay_order_id });
  if (!payment || payment.userId !== userId) throw notFound('PAYMENT_NOT_FOUND');
  await completePayment(deps, { orderId: body.razorpay_order_id }, { method: 'RAZORPAY', providerRef: body.razorpay_payment_id });
  const member = await findUserById(deps.db, userId);
  return {
    status: 'COMPLETED' as const,
    subscriptionUntil: member?.subscriptionUntil?.toISOString() ?? null,
    returnPath: `/payment?type=1&token=${encodeURIComponent(await issueReturnCode(deps.db, userId))}`,
  };
}

/** Razorpay's events that mean an order's money was captured. */
const CAPTURED_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * A webhook from Razorpay: its signature over the raw body is checked before anything is read.
 * A captured payment completes its order's payment, once, whether or not the payer's browser came
 * back; a replay, or the other of the two events, finds it complete. Events about orders this
 * product did not make, or with an amount that is not the order's, change nothing (and are logged).
 */
export async function handleWebhook(
  deps: Deps,
  rawBody: Buffer,
  signature: string | undefined,
  event: z.infer<typeof razorpayWebhookEvent>,
): Promise<{ handled: boolean }> {
  const settings = settingsOf(deps.config);
  if (!webhookSignatureValid(settings.webhookSecret, rawBody, signature)) throw badRequest('WEBHOOK_SIGNATURE_INVALID');
  const captured = event.payload?.payment?.entity;
  if (!CAPTURED_EVENTS.has(event.event) || !captured?.order_id) return { handled: false };
  const payment = await findPayment(deps.db, { orderId: captured.order_id });
  if (!payment) {
    deps.log.warn({ event: event.event, orderId: captured.order_id }, 'a Razorpay webhook named an order this service did not make');
    return { handled: false };
  }
  if (captured.amount !== payment.amountPaise || captured.currency !== 'INR') {
    deps.log.error(
      { event: event.event, orderId: captured.order_id, amount: captured.amount, currency: captured.currency },
      'a Razorpay webhook reported an amount that is not the order amount; the payment was left pending',
    );
    return { handled: false };
  }
  await completePayment(deps, { orderId: captured.order_id }, { method: 'RAZORPAY', providerRef: captured.id });
  return { handled: true };
}
