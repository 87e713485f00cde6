import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api<Envelope<{ annualFeeInr: number; idDocumentRetentionDays: number }>>('/config', { auth: 'none' }).then((a) => a.data),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
