import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { codeSentResponse } from '../../../contract/verification.js';
import { api } from '../../lib/api.js';

/** POST /api/user/sendEmailCode: a new 6-digit code to the member's email address; answers where it went, masked. */
async function sendEmailCode(): Promise<z.infer<typeof codeSentResponse>['data']> {
  return (await api<z.infer<typeof codeSentResponse>>('/user/sendEmailCode', { body: {} })).data;
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
