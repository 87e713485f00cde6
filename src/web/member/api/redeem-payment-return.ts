import type { z } from 'zod';
import type { paymentReturnResponse } from '../../../contract/payments.js';
import { api, ApiError } from '../../lib/api.js';

type Answer = z.infer<typeof paymentReturnResponse>;

/*
 * POST /api/user/paymentReturn: a payment provider's one-time return code, exchanged for a session
 * of the payer.
 */

/** Signs the payer in: the session goes into the browser's httpOnly cookie. */
export async function redeemIntoCookie(code: string): Promise<void> {
  await api<Answer>('/user/paymentReturn', { body: { code }, auth: 'none', sessionInCookie: true });
}

/**
 * The payer's session as a token, for a browser signed in already: the page asks whose it is
 * before it replaces another member's session here.
 */
export async function redeemPaymentReturn(code: string): Promise<string> {
  const answer = await api<Answer>('/user/paymentReturn', { body: { code }, auth: 'none' });
  if (!answer.data.token) throw new ApiError(0, answer, 'no token');
  return answer.data.token;
}
