import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VerifyCodeBody, verifiedResponse } from '../../../contract/verification.js';
import { api } from '../../lib/api.js';

/** POST /api/user/verifyMobile: the code sent to the member's mobile number, proving it is the member's. */
async function verifyMobile(body: VerifyCodeBody): Promise<z.infer<typeof verifiedResponse>['data']> {
  return (await api<z.infer<typeof verifiedResponse>>('/user/verifyMobile', { body })).data;
}

export function useVerifyMobile() {
  return useMutation({ mutationFn: verifyMobile });
}
