import { queryOptions } from '@tanstack/react-query';
import { getWork } from '../../../contract/endpoints/moderation.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { call } from '../../lib/api.js';
import { adminKeys } from '../shared/query-keys.js';

/** What waits for administrators. */
export const workQuery = () =>
  queryOptions({
    queryKey: adminKeys.work(),
    queryFn: async ({ signal }) => (await call(getWork, {}, { signal })).data,
    gcTime: ADMIN_CACHE_MS,
  });
