import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VerifyOtpAnswer, VerifyOtpBody, verifyOtpResponse } from '../../../contract/password-reset.js';
import { api } from '../../lib/api.js';

/** POST /api/user/verifyOtp: checks the mailed code; a right one answers the token that sets the new password. */
async function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpAnswer> {
  return (await api<z.infer<typeof verifyOtpResponse>>('/user/verifyOtp', { body, auth: 'none' })).data;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
