import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentResponse } from '../../../contract/payments.js';
import { api } from '../../lib/api.js';

export type Payment = z.infer<typeof paymentResponse>['data'];

/** POST /api/user/makePayment: the annual fee's payment for the signed-in member. */
export async function makePayment(): Promise<Payment> {
  return (await api<z.infer<typeof paymentResponse>>('/user/makePayment', { body: {} })).data;
}

export function useMakePayment() {
  return useMutation({ mutationFn: makePayment });
}
