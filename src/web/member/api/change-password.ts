import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../contract/accounts.js';
import { api } from '../../lib/api.js';

/** POST /api/user/changePassword; the server signs out the member's other sessions. */
async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api('/user/changePassword', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
