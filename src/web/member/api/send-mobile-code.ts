import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { codeSentResponse } from '../../../contract/verification.js';
import { api } from '../../lib/api.js';

/** POST /api/user/sendMobileCode: a new 6-digit code to the member's mobile number by SMS; answers where it went, masked. */
async function sendMobileCode(): Promise<z.infer<typeof codeSentResponse>['data']> {
  return (await api<z.infer<typeof codeSentResponse>>('/user/sendMobileCode', { body: {} })).data;
}

export function useSendMobileCode() {
  return useMutation({ mutationFn: sendMobileCode });
}
