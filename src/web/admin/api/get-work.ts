import { queryOptions } from '@tanstack/react-query';
import type { Work } from '../../../contract/admin-review.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { adminApi } from '../shared/admin-api.js';
import { adminKeys } from '../shared/query-keys.js';

/** GET /api/admin/work: what waits for administrators. */
export const workQuery = () =>
  queryOptions({
    queryKey: adminKeys.work(),
    queryFn: async ({ signal }) => (await adminApi<{ data: Work }>('/admin/work', { signal })).data,
    gcTime: ADMIN_CACHE_MS,
  });
