import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpBody } from '../../../contract/password-reset.js';
import { api } from '../../lib/api.js';

/** POST /api/user/verifyOtp: checks the mailed code, which then allows a new password. */
async function verifyOtp(body: VerifyOtpBody): Promise<void> {
  await api('/user/verifyOtp', { body, auth: 'none' });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
