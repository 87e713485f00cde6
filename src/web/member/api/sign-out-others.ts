import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signOutOthersResponse } from '../../../contract/my-data.js';
import { api } from '../../lib/api.js';
import { signInsQuery } from './sign-ins.js';

/** POST /api/user/signOutOthers: every session of the member but this one stops working. */
async function signOutOthers(): Promise<z.infer<typeof signOutOthersResponse>['data']> {
  return (await api<z.infer<typeof signOutOthersResponse>>('/user/signOutOthers', { body: {} })).data;
}

/** Signs out elsewhere, then asks again which sessions are open. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInsQuery.queryKey }),
  });
}
