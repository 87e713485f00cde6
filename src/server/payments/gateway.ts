/** What the product asks a payment provider to collect. */
interface PaymentOrder {
  paymentId: string;
  userId: string;
  amountPaise: number;
  /**
   * Where a hosted checkout sends the payer back: `/payment?type=1&token=<one-time code>`. Made on
   * demand, so adapters that complete or wait without a checkout leave no code behind.
   */
  returnPath(): Promise<string>;
}

/** Completed at once, or left pending with, for hosted checkouts, where to send the payer. */
type GatewayOutcome = { status: 'COMPLETED'; providerRef?: string } | { status: 'PENDING'; providerRef?: string; redirectUrl?: string };

/**
 * A way of collecting the annual fee. Each payment row records the adapter's name, so a later
 * confirmation (an admin's, or a provider's callback) is matched to the adapter that started it.
 * A hosted provider (Razorpay, PayU, ...) is one more implementation: `start` creates its order
 * and returns the checkout address as `redirectUrl`.
 */
export interface PaymentGateway {
  readonly name: string;
  start(order: PaymentOrder): Promise<GatewayOutcome>;
}
