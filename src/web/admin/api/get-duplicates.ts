import { queryOptions } from '@tanstack/react-query';
import { duplicatesWaiting, listDuplicates } from '../../../contract/endpoints/duplicates.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { call } from '../../lib/api.js';
import { ADMIN_QUERY_ROOT } from '../shared/query-keys.js';

/** A member's possible duplicates, open ones first. */
export const duplicatesQuery = (userId: string) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'duplicates', userId] as const,
    queryFn: async ({ signal }) => (await call(listDuplicates, { body: { userId } }, { signal })).data.matches,
    gcTime: ADMIN_CACHE_MS,
  });

/** How many profiles waiting for review have a possible duplicate not dismissed. */
export const duplicatesWaitingQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'duplicates-waiting'] as const,
    queryFn: async ({ signal }) => (await call(duplicatesWaiting, {}, { signal })).data.pendingWithDuplicates,
    gcTime: ADMIN_CACHE_MS,
  });
