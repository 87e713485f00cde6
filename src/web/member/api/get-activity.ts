import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ActivityCounts, activityCountsResponse } from '../../../contract/notifications.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** How often the header asks for new interests and notifications while the app is open. */
const ACTIVITY_EVERY_MS = 60_000;

export const activityQuery = queryOptions({
  queryKey: memberKeys.activity(),
  queryFn: async ({ signal }) => (await api<z.infer<typeof activityCountsResponse>>('/user/activity', { signal })).data,
  refetchInterval: ACTIVITY_EVERY_MS,
  staleTime: 15_000,
});

/** GET /api/user/activity: the header's counts; none while they load or when they cannot be had. */
export function useActivity(): ActivityCounts {
  return useQuery(activityQuery).data ?? { newInterests: 0, unreadNotifications: 0 };
}
