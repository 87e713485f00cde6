import { queryOptions } from '@tanstack/react-query';
import { getDashboard } from '../../../contract/endpoints/admin.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { call } from '../../lib/api.js';
import { adminKeys } from '../shared/query-keys.js';

/** User and income totals. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: async ({ signal }) => (await call(getDashboard, {}, { signal })).data,
    gcTime: ADMIN_CACHE_MS,
  });
