import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentResponse } from '../../../contract/payments.js';
import { api } from '../../lib/api.js';
import { MEMBER_QUERY_ROOT } from './query-keys.js';

export type Payment = z.infer<typeof paymentResponse>['data'];

/** POST /api/user/makePayment: the annual fee's payment for the signed-in member. */
export async function makePayment(): Promise<Payment> {
  return (await api<z.infer<typeof paymentResponse>>('/user/makePayment', { body: {} })).data;
}

/** A completed payment extends the subscription, which the record and the listing both reflect. */
export function useMakePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT }),
  });
}
