import type { RazorpayCheckout } from '../../contract/payments.js';

/** What the product asks a payment provider to collect. */
export interface PaymentOrder {
  paymentId: string;
  userId: string;
  amountPaise: number;
  /** The provider's order already made for this payment (a retry pays the same order), or null. */
  orderId: string | null;
  /** Filled in on a hosted checkout, so the payer types less. */
  payer: { email: string; mobileNumber: string };
  /**
   * Where a hosted checkout sends the payer back: `/payment?type=1&token=<one-time code>`. Made on
   * demand, so adapters that complete or wait without a checkout leave no code behind.
   */
  returnPath(): Promise<string>;
}

/**
 * Completed at once, or left pending: for a hosted page, where to send the payer; for a checkout
 * opened on our page (Razorpay), the provider's order and what the browser needs to open it.
 */
export type GatewayOutcome =
  | { status: 'COMPLETED'; providerRef?: string }
  | { status: 'PENDING'; providerRef?: string; redirectUrl?: string; orderId?: string; checkout?: RazorpayCheckout };

/**
 * A way of collecting the annual fee. Each payment row records the adapter's name, so a later
 * confirmation (an admin's, or a provider's callback) is matched to the adapter that started it.
 * Adapters: free (fee 0), manual (paid at the office, recorded by an administrator) and razorpay
 * (an order through Razorpay's Orders API, paid in Razorpay Checkout); `chooseGateway` picks one.
 */
export interface PaymentGateway {
  readonly name: string;
  /**
   * Set by an adapter whose `start` makes an order at the provider when `orderId` is null: the
   * longest that call takes. Such an order cannot be taken back, so one call per payment makes it
   * and parallel calls wait, about this long at most, for that order (service.ts).
   */
  readonly orderTimeoutMs?: number;
  start(order: PaymentOrder): Promise<GatewayOutcome>;
}

/** A provider that could not be reached or refused a request; `detail` is safe to log (no secrets). */
export class GatewayError extends Error {
  constructor(readonly detail: Record<string, unknown>) {
    super('the payment provider failed');
    this.name = 'GatewayError';
  }
}
