import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicConfigResponse } from '../../../contract/payments.js';
import { api } from '../../lib/api.js';

/** The fee, the policy version, the operator and the contacts, exactly as the server is configured. */
type PublicConfig = z.infer<typeof publicConfigResponse>['data'];

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api<{ data: PublicConfig }>('/config', { auth: 'none' }).then((a) => a.data),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
