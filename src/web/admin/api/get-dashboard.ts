import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { dashboardResponse } from '../../../contract/admin.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { adminApi } from '../shared/admin-api.js';
import { adminKeys } from '../shared/query-keys.js';

type DashboardAnswer = z.infer<typeof dashboardResponse>;

/** GET /api/admin/user/getDashboard: user and income totals. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: async ({ signal }) => (await adminApi<DashboardAnswer>('/admin/user/getDashboard', { signal })).data,
    gcTime: ADMIN_CACHE_MS,
  });
