import { z } from 'zod';
import type { RazorpaySettings } from '../config.js';
import { GatewayError, type PaymentGateway, type PaymentOrder } from './gateway.js';

/** Long enough for a slow network, short enough that the member is not left staring at a spinner. */
const ORDERS_TIMEOUT_MS = 15_000;

/** The parts of Razorpay's order entity this product reads. */
const orderEntity = z.object({
  id: z.string().regex(/^order_\w+$/),
  entity: z.literal('order'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

const errorBody = z.object({ error: z.object({ code: z.string().optional(), description: z.string().optional() }) });

/**
 * Creates an order with Razorpay's Orders API (`POST /v1/orders`, HTTP basic auth with the key id
 * and secret, amount in paise): the order fixes the amount, so the browser cannot change what is
 * paid. Our payment id is the order's `receipt`, so the two can be matched in Razorpay's dashboard.
 */
async function createOrder(settings: RazorpaySettings, order: PaymentOrder): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        amount: order.amountPaise,
        currency: 'INR',
        receipt: order.paymentId,
        notes: { paymentId: order.paymentId, userId: order.userId },
      }),
      signal: AbortSignal.timeout(ORDERS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayError({ provider: 'razorpay', reason: (error as Error).name });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = errorBody.safeParse(body);
    throw new GatewayError({
      provider: 'razorpay',
      status: response.status,
      ...(refusal.success ? { code: refusal.data.error.code, description: refusal.data.error.description } : {}),
    });
  }
  const created = orderEntity.safeParse(body);
  if (!created.success || created.data.amount !== order.amountPaise || created.data.currency !== 'INR') {
    throw new GatewayError({ provider: 'razorpay', status: response.status, reason: 'unexpected order in the answer' });
  }
  return created.data.id;
}

/**
 * Razorpay Checkout, opened on our own page: the server makes the order, the browser opens
 * Checkout for it, and the payment completes when Checkout's signature (or the signed webhook)
 * proves Razorpay took the money (razorpay-payments.ts). A retry pays the same order: in India an
 * order takes any number of payment attempts until one succeeds.
 */
export function razorpayGateway(settings: RazorpaySettings): PaymentGateway {
  return {
    name: 'razorpay',
    orderTimeoutMs: ORDERS_TIMEOUT_MS,
    async start(order) {
      const orderId = order.orderId ?? (await createOrder(settings, order));
      return {
        status: 'PENDING',
        orderId,
        checkout: {
          provider: 'razorpay',
          keyId: settings.keyId,
          orderId,
          amountPaise: order.amountPaise,
          currency: 'INR',
          scriptUrl: settings.checkoutUrl,
          prefill: { email: order.payer.email, contact: order.payer.mobileNumber },
        },
      };
    },
  };
}
