import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityCounts } from '../../../contract/notifications.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

/** How often the header asks for new interests and notifications while the app is open. */
const ACTIVITY_EVERY_MS = 60_000;

const activityQuery = queryOptions({
  queryKey: ['member', 'activity'],
  queryFn: ({ signal }) => api<Envelope<ActivityCounts>>('/user/activity', { signal }).then((a) => a.data),
  refetchInterval: ACTIVITY_EVERY_MS,
  staleTime: 15_000,
});

/** The header's counts; none while they load or when they cannot be had. */
export function useActivity(): ActivityCounts {
  return useQuery(activityQuery).data ?? { newInterests: 0, unreadNotifications: 0 };
}
