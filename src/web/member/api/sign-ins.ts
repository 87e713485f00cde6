import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSignIns } from '../../../contract/endpoints/access.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** Recent registrations and sign-ins, and the sessions still open. */
export const signInsQuery = queryOptions({
  queryKey: memberKeys.signIns(),
  queryFn: async () => (await call(listSignIns)).data,
});

export function useSignIns() {
  return useQuery(signInsQuery);
}
