import type { UserRecord } from '../../../contract/users.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

/** Exchanges a payment provider's one-time return code for a session token of the paying member. */
export async function redeemPaymentReturn(code: string): Promise<string> {
  const answer = await api<Envelope<{ token: string }>>('/user/paymentReturn', { body: { code }, auth: 'none' });
  return answer.data.token;
}

/** The member a token belongs to, without storing the token. */
export async function memberOfToken(token: string): Promise<UserRecord> {
  const answer = await api<Envelope<UserRecord>>('/user/info', { auth: 'none', bearer: token });
  return answer.data;
}
