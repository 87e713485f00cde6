import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicConfigResponse } from '../../../contract/payments.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** GET /api/config: the annual fee and how it is paid (online, at the office, or not at all). */
const publicConfigQuery = queryOptions({
  queryKey: memberKeys.publicConfig(),
  queryFn: async () => (await api<z.infer<typeof publicConfigResponse>>('/config', { auth: 'none' })).data,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
