import { useMutation } from '@tanstack/react-query';
import { verifyEmail as verify } from '../../../contract/endpoints/verification.js';
import type { VerifyCodeBody } from '../../../contract/verification.js';
import { call } from '../../lib/api.js';

/** The code sent to the member's email address, proving it is the member's. */
async function verifyEmail(body: VerifyCodeBody) {
  return (await call(verify, { body })).data;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
