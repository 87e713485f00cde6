import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SignIns, signInsResponse } from '../../../contract/my-data.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** GET /api/user/signIns: recent registrations and sign-ins, and the sessions still open. */
export const signInsQuery = queryOptions({
  queryKey: memberKeys.signIns(),
  queryFn: async (): Promise<SignIns> => (await api<z.infer<typeof signInsResponse>>('/user/signIns')).data,
});

export function useSignIns() {
  return useQuery(signInsQuery);
}
