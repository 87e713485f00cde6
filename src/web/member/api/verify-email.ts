import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VerifyCodeBody, verifiedResponse } from '../../../contract/verification.js';
import { api } from '../../lib/api.js';

/** POST /api/user/verifyEmail: the code sent to the member's email address, proving it is the member's. */
async function verifyEmail(body: VerifyCodeBody): Promise<z.infer<typeof verifiedResponse>['data']> {
  return (await api<z.infer<typeof verifiedResponse>>('/user/verifyEmail', { body })).data;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
