import { queryOptions, useQuery } from '@tanstack/react-query';
import { readActivityCounts } from '../../../contract/endpoints/notifications.js';
import type { ActivityCounts } from '../../../contract/notifications.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** How often the header asks for new interests and notifications while the app is open. */
const ACTIVITY_EVERY_MS = 60_000;

export const activityQuery = queryOptions({
  queryKey: memberKeys.activity(),
  queryFn: async ({ signal }) => (await call(readActivityCounts, {}, { signal })).data,
  refetchInterval: ACTIVITY_EVERY_MS,
  staleTime: 15_000,
});

/** The header's counts; none while they load or when they cannot be had. */
export function useActivity(): ActivityCounts {
  return useQuery(activityQuery).data ?? { newInterests: 0, unreadNotifications: 0 };
}
