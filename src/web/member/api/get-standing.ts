import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userInfoResponse } from '../../../contract/users.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';
import { whenSignedIn } from './signed-in-reads.js';

/**
 * GET /api/user/info for where the member stands, kept under its own key: screens that save the
 * profile replace the record in the cache with an answer that has no standing.
 */
const standingQuery = queryOptions({
  queryKey: memberKeys.standing(),
  queryFn: async () => (await api<z.infer<typeof userInfoResponse>>('/user/info')).data,
  staleTime: 60_000,
  retry: false,
});

export function useStanding(enabled = true) {
  return useQuery({ ...standingQuery, enabled: whenSignedIn(enabled) });
}
