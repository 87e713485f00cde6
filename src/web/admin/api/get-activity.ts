import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActivityBody } from '../../../contract/admin-activity.js';
import { listActivity, listAdmins } from '../../../contract/endpoints/audit.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { call } from '../../lib/api.js';
import { adminKeys } from '../shared/query-keys.js';

/** One page of the activity log, filtered. */
export const activityQuery = (filter: ActivityBody) =>
  queryOptions({
    queryKey: adminKeys.activity(filter),
    queryFn: async ({ signal }) => (await call(listActivity, { body: filter }, { signal })).data,
    gcTime: ADMIN_CACHE_MS,
    placeholderData: keepPreviousData,
  });

/** The administrators, for the filter. */
export const adminsQuery = () =>
  queryOptions({
    queryKey: adminKeys.admins(),
    queryFn: async ({ signal }) => (await call(listAdmins, {}, { signal })).data.admins,
    gcTime: ADMIN_CACHE_MS,
  });
