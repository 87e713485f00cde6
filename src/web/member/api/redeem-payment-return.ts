import type { z } from 'zod';
import type { paymentReturnResponse } from '../../../contract/payments.js';
import { answeredToken } from '../../lib/answered-token.js';
import { api } from '../../lib/api.js';

/** POST /api/user/paymentReturn: a payment provider's one-time return code, exchanged for a session token of the payer. */
export async function redeemPaymentReturn(code: string): Promise<string> {
  const answer = await api<z.infer<typeof paymentReturnResponse>>('/user/paymentReturn', { body: { code }, auth: 'none' });
  return answeredToken(answer.data);
}
