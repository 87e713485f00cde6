import { useMutation } from '@tanstack/react-query';
import { sendMobileCode as send } from '../../../contract/endpoints/verification.js';
import { call } from '../../lib/api.js';

/** A new 6-digit code to the member's mobile number by SMS; answers where it went, masked. */
async function sendMobileCode() {
  return (await call(send)).data;
}

export function useSendMobileCode() {
  return useMutation({ mutationFn: sendMobileCode });
}
