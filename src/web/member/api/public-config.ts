import { queryOptions, useQuery } from '@tanstack/react-query';
import { readPublicConfig } from '../../../contract/endpoints/payments.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** The fee and how it is paid, the policy version, the operator and the contacts, exactly as configured. */
export const publicConfigQuery = queryOptions({
  queryKey: memberKeys.publicConfig(),
  queryFn: async () => (await call(readPublicConfig)).data,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
