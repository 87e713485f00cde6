import { useMutation } from '@tanstack/react-query';
import type { ChangeForgotPasswordBody } from '../../../contract/password-reset.js';
import { api } from '../../lib/api.js';

/** POST /api/user/changeForgotPassword: the new password, for an email whose code was verified. */
async function changeForgotPassword(body: ChangeForgotPasswordBody): Promise<void> {
  await api('/user/changeForgotPassword', { body, auth: 'none' });
}

export function useChangeForgotPassword() {
  return useMutation({ mutationFn: changeForgotPassword });
}
