import { useMutation } from '@tanstack/react-query';
import type { ChangeForgotPasswordBody } from '../../../contract/password-reset.js';
import { api } from '../../lib/api.js';

/** POST /api/user/changeForgotPassword: the new password, with the token the verified code answered. */
async function changeForgotPassword(body: ChangeForgotPasswordBody & { token: string }): Promise<void> {
  await api('/user/changeForgotPassword', { body, auth: 'none' });
}

export function useChangeForgotPassword() {
  return useMutation({ mutationFn: changeForgotPassword });
}
