import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutOthers as signOut } from '../../../contract/endpoints/access.js';
import { call } from '../../lib/api.js';
import { signInsQuery } from './sign-ins.js';

/** Every session of the member but this one stops working. */
async function signOutOthers() {
  return (await call(signOut)).data;
}

/** Signs out elsewhere, then asks again which sessions are open. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInsQuery.queryKey }),
  });
}
