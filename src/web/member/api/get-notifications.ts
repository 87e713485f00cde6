import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNotifications } from '../../../contract/endpoints/notifications.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';
import { whenSignedIn } from './signed-in-reads.js';

const notificationsQuery = queryOptions({
  queryKey: memberKeys.notifications(),
  queryFn: async ({ signal }) => (await call(listNotifications, { query: { page: 1 } }, { signal })).data,
});

/** The latest notifications, asked for only while `enabled` (the bell is open). */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQuery, enabled: whenSignedIn(enabled) });
}
