import type { PaymentGateway } from './gateway.js';

/**
 * The fee is paid outside the product (bank transfer, UPI, cash at the office): the payment
 * stays PENDING until an administrator confirms the money arrived (docs/decisions/0006-payments.md).
 */
export const manualGateway: PaymentGateway = {
  name: 'manual',
  async start() {
    return { status: 'PENDING' };
  },
};
