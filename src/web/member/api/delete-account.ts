import { useMutation } from '@tanstack/react-query';
import { deleteAccount as remove } from '../../../contract/endpoints/accounts.js';
import { call } from '../../lib/api.js';

/** The member's profile, files and sessions go for good. */
async function deleteAccount(): Promise<void> {
  await call(remove);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
