import type { z } from 'zod';
import type { PaymentVerifyBody, paymentVerifyResponse } from '../../../contract/payments.js';
import { api } from '../../lib/api.js';

/** POST /api/user/paymentVerify: hands Checkout's signed answer to the server, which completes the payment. */
export async function verifyPayment(body: PaymentVerifyBody): Promise<z.infer<typeof paymentVerifyResponse>['data']> {
  return (await api<z.infer<typeof paymentVerifyResponse>>('/user/paymentVerify', { body })).data;
}
