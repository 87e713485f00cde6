import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberStanding } from '../../../contract/standing.js';
import type { ChangeEmailBody, VerifyCodeBody } from '../../../contract/verification.js';
import { api } from '../../lib/api.js';
import { hasToken } from '../session/session-store.js';
import type { Envelope } from './envelope.js';

type CodeSent = Envelope<{ sentTo: string; resendAfterSeconds: number; message: string }>;
type Verified = Envelope<{ channel: 'EMAIL' | 'MOBILE'; message: string }>;

/**
 * Where the member stands (GET /api/user/info's `standing`), kept under its own key: screens
 * that save the profile replace the record in the cache with an answer that has no standing.
 */
export const standingQuery = queryOptions({
  queryKey: ['member', 'standing'],
  queryFn: async () => (await api<Envelope<{ email?: string; mobileNumber?: string; standing: MemberStanding }>>('/user/info')).data,
  staleTime: 60_000,
  retry: false,
});

export function useStanding(enabled = true) {
  return useQuery({ ...standingQuery, enabled: enabled && hasToken() });
}

export function sendEmailCode() {
  return api<CodeSent>('/user/sendEmailCode', { body: {} });
}

export function verifyEmail(body: VerifyCodeBody) {
  return api<Verified>('/user/verifyEmail', { body });
}

/** The mailed link's key; works without signing in. */
export function confirmEmail(key: string) {
  return api<Verified>('/user/confirmEmail', { body: { key }, auth: 'none' });
}

export function changeEmail(body: ChangeEmailBody) {
  return api<Envelope<{ email: string; codeSent: boolean; message: string }>>('/user/changeEmail', { body });
}

export function sendMobileCode() {
  return api<CodeSent>('/user/sendMobileCode', { body: {} });
}

export function verifyMobile(body: VerifyCodeBody) {
  return api<Verified>('/user/verifyMobile', { body });
}
