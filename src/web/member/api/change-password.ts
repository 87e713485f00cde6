import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../contract/accounts.js';
import { changePassword as change } from '../../../contract/endpoints/accounts.js';
import { call } from '../../lib/api.js';

/** The server signs out the member's other sessions. */
async function changePassword(body: ChangePasswordBody): Promise<void> {
  await call(change, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
