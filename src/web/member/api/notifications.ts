import { queryOptions } from '@tanstack/react-query';
import type { NotificationList } from '../../../contract/notifications.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

export const notificationsQuery = queryOptions({
  queryKey: ['member', 'notifications'],
  queryFn: ({ signal }) => api<Envelope<NotificationList>>('/user/notifications?page=1', { signal }).then((a) => a.data),
});

/** Marks every notification read. */
export function markAllRead() {
  return api<Envelope<{ unread: number }>>('/user/notifications/read', { body: {} }).then((a) => a.data);
}
