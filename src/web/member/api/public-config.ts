import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicConfigResponse } from '../../../contract/payments.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** GET /api/config: the fee and how it is paid, the policy version, the operator and the contacts, exactly as configured. */
export const publicConfigQuery = queryOptions({
  queryKey: memberKeys.publicConfig(),
  queryFn: async () => (await api<z.infer<typeof publicConfigResponse>>('/config', { auth: 'none' })).data,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
