import { PAYMENT_METHODS, type PaymentMethod } from '../../contract/payments.js';
import type { PaymentRow } from './repository.js';

/**
 * How a payment's money came. Payments completed before methods were recorded carry none; a free
 * one is the only kind that could have completed then.
 */
export function methodOf(payment: PaymentRow): PaymentMethod | null {
  if ((PAYMENT_METHODS as readonly (string | null)[]).includes(payment.method)) return payment.method as PaymentMethod;
  return payment.provider === 'free' && payment.status === 'COMPLETED' ? 'FREE' : null;
}
