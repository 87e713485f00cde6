import { useMutation } from '@tanstack/react-query';
import { verifyResetCode } from '../../../contract/endpoints/password-reset.js';
import type { VerifyOtpAnswer, VerifyOtpBody } from '../../../contract/password-reset.js';
import { call } from '../../lib/api.js';

/** Checks the mailed code; a right one answers the token that sets the new password. */
async function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpAnswer> {
  return (await call(verifyResetCode, { body })).data;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
