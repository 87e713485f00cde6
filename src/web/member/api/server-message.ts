import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.js';

/**
 * The server answers in English (docs/api.md). The messages a member can meet are translated
 * here; anything else is shown as the server wrote it rather than hidden.
 */
const KNOWN: Record<string, string> = {
  'Incorrect Mobile Number or Password': 'toast.incorrectLogin',
  'Something went wrong': 'toast.somethingWentWrong',
  'Incorrect OTP, Please try again': 'toast.incorrectOtp',
  'Password is wrong': 'toast.passwordWrong',
  'Mobile number already exist please try with login': 'toast.mobileExists',
  'This OTP has expired or was tried too many times, Please request a new one': 'serverMessages.otpGone',
  'Verify the OTP sent to your email first': 'serverMessages.verifyOtpFirst',
  'Could not send the email, Please try again later': 'serverMessages.mailFailed',
  'Your session has expired or is not valid; please sign in again': 'serverMessages.sessionExpired',
  'You cannot report your own profile': 'serverMessages.ownProfile',
};

export function serverMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('toast.somethingWentWrong');
  if (error.status === 429) return t('serverMessages.tooMany');
  const body = error.body as { data?: { message?: unknown } } | null;
  const message = body?.data?.message;
  if (typeof message !== 'string' || message === '') return t('toast.somethingWentWrong');
  const key = KNOWN[message];
  return key ? t(key) : message;
}
