import { useMutation } from '@tanstack/react-query';
import { sendEmailCode as send } from '../../../contract/endpoints/verification.js';
import { call } from '../../lib/api.js';

/** A new 6-digit code to the member's email address; answers where it went, masked. */
async function sendEmailCode() {
  return (await call(send)).data;
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
