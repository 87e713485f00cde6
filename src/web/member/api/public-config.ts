import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api<Envelope<{ annualFeeInr: number }>>('/config', { auth: 'none' }).then((a) => a.data),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
