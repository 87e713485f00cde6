import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

/** POST /api/user/deleteUserProfile: the member's profile, files and sessions go for good. */
async function deleteAccount(): Promise<void> {
  await api('/user/deleteUserProfile', { body: {} });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
