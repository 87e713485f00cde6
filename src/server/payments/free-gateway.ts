import type { PaymentGateway } from './gateway.js';

/** The fee is zero (SPEC shows a charge of 0): the payment completes when it is made. */
export const freeGateway: PaymentGateway = {
  name: 'free',
  async start(order) {
    if (order.amountPaise !== 0) throw new Error('the free gateway cannot collect a fee');
    return { status: 'COMPLETED' };
  },
};
