import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationListResponse } from '../../../contract/notifications.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';
import { whenSignedIn } from './signed-in-reads.js';

const notificationsQuery = queryOptions({
  queryKey: memberKeys.notifications(),
  queryFn: async ({ signal }) => (await api<z.infer<typeof notificationListResponse>>('/user/notifications?page=1', { signal })).data,
});

/** GET /api/user/notifications: the latest notifications, asked for only while `enabled` (the bell is open). */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQuery, enabled: whenSignedIn(enabled) });
}
