import type { z } from 'zod';
import type { paymentResponse } from '../../../contract/payments.js';
import { api } from '../../lib/api.js';

/** POST /api/user/makePayment: the annual fee's payment for the signed-in member (see use-pay-fee.ts). */
export async function makePayment(): Promise<z.infer<typeof paymentResponse>['data']> {
  return (await api<z.infer<typeof paymentResponse>>('/user/makePayment', { body: {} })).data;
}
