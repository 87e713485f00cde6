import { useMutation } from '@tanstack/react-query';
import { verifyMobile as verify } from '../../../contract/endpoints/verification.js';
import type { VerifyCodeBody } from '../../../contract/verification.js';
import { call } from '../../lib/api.js';

/** The code sent to the member's mobile number, proving it is the member's. */
async function verifyMobile(body: VerifyCodeBody) {
  return (await call(verify, { body })).data;
}

export function useVerifyMobile() {
  return useMutation({ mutationFn: verifyMobile });
}
