import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ActivityBody, activityResponse, adminsResponse } from '../../../contract/admin-activity.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { adminApi } from '../shared/admin-api.js';
import { adminKeys } from '../shared/query-keys.js';

type ActivityPage = z.infer<typeof activityResponse>['data'];
type Admins = z.infer<typeof adminsResponse>['data']['admins'];

/** POST /api/admin/activity: one page of the activity log, filtered. */
export const activityQuery = (filter: ActivityBody) =>
  queryOptions({
    queryKey: adminKeys.activity(filter),
    queryFn: async ({ signal }) => (await adminApi<{ data: ActivityPage }>('/admin/activity', { body: filter, signal })).data,
    gcTime: ADMIN_CACHE_MS,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/admins: the administrators, for the filter. */
export const adminsQuery = () =>
  queryOptions({
    queryKey: adminKeys.admins(),
    queryFn: async ({ signal }) => (await adminApi<{ data: { admins: Admins } }>('/admin/admins', { signal })).data.admins,
    gcTime: ADMIN_CACHE_MS,
  });
