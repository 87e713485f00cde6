import { useMutation } from '@tanstack/react-query';
import { setForgottenPassword } from '../../../contract/endpoints/password-reset.js';
import type { ChangeForgotPasswordBody } from '../../../contract/password-reset.js';
import { call } from '../../lib/api.js';

/** The new password, with the token the verified code answered. */
async function changeForgotPassword(body: ChangeForgotPasswordBody & { token: string }): Promise<void> {
  await call(setForgottenPassword, { body });
}

export function useChangeForgotPassword() {
  return useMutation({ mutationFn: changeForgotPassword });
}
