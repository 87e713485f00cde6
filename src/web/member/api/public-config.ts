import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../contract/payments.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

/** The fee and how it is paid, the policy version, the operator and the contacts, exactly as configured. */
const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api<Envelope<PublicConfig>>('/config', { auth: 'none' }).then((a) => a.data),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
