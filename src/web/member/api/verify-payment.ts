import type { z } from 'zod';
import type { PaymentVerifyBody, paymentVerifyResponse } from '../../../contract/payments.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

type Verified = z.infer<typeof paymentVerifyResponse>['data'];

/** POST /api/user/paymentVerify: hands Checkout's signed answer to the server, which completes the payment. */
export async function verifyPayment(body: PaymentVerifyBody): Promise<Verified> {
  return (await api<Envelope<Verified>>('/user/paymentVerify', { body })).data;
}
