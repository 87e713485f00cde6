import { redeemPaymentReturn as redeem } from '../../../contract/endpoints/payments.js';
import { ApiError, call } from '../../lib/api.js';

/* A payment provider's one-time return code, exchanged for a session of the payer. */

/** Signs the payer in: the session goes into the browser's httpOnly cookie. */
export async function redeemIntoCookie(code: string): Promise<void> {
  await call(redeem, { body: { code } }, { sessionInCookie: true });
}

/**
 * The payer's session as a token, for a browser signed in already: the page asks whose it is
 * before it replaces another member's session here.
 */
export async function redeemPaymentReturn(code: string): Promise<string> {
  const answer = await call(redeem, { body: { code } });
  if (!answer.data.token) throw new ApiError(0, answer, 'no token');
  return answer.data.token;
}
