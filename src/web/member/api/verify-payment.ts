import { verifyPayment as verify } from '../../../contract/endpoints/payments.js';
import type { PaymentVerifyBody } from '../../../contract/payments.js';
import { call } from '../../lib/api.js';

/** Hands Checkout's signed answer to the server, which completes the payment. */
export async function verifyPayment(body: PaymentVerifyBody) {
  return (await call(verify, { body })).data;
}
