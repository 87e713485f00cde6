import { useMutation } from '@tanstack/react-query';
import { sendResetCode } from '../../../contract/endpoints/password-reset.js';
import type { CheckEmailBody } from '../../../contract/password-reset.js';
import { call } from '../../lib/api.js';

/** Mails a reset code to a registered address. */
async function checkEmail(body: CheckEmailBody): Promise<void> {
  await call(sendResetCode, { body });
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}
