import { endpoint } from '../endpoint.js';

const notifications = () => import('../notifications.js');
const privacy = () => import('../privacy.js');

/** The bell: the member's notifications, newest first, a page at a time, with the unread count. */
export const listNotifications = endpoint({
  method: 'GET',
  path: '/user/notifications',
  side: 'member',
  errors: [400, 401],
  schemas: async () => {
    const { notificationListQuery, notificationListResponse } = await notifications();
    return { query: notificationListQuery, answer: notificationListResponse };
  },
});

/** The named notifications read, or all of them when none are named. */
export const markNotificationsRead = endpoint({
  method: 'POST',
  path: '/user/notifications/read',
  side: 'member',
  errors: [400, 401],
  schemas: async () => {
    const { markReadBody, markReadResponse } = await notifications();
    return { body: markReadBody, answer: markReadResponse };
  },
});

/** The header's counts: interests not yet seen, notifications not yet read. */
export const readActivityCounts = endpoint({
  method: 'GET',
  path: '/user/activity',
  side: 'member',
  errors: [401],
  schemas: async () => ({ answer: (await notifications()).activityCountsResponse }),
});

/** A mail's link names the member and the kind of mail by its signed code; no body is read. */
const mailLink = async () => {
  const { unsubscribeQuery, unsubscribeResponse } = await privacy();
  return { query: unsubscribeQuery, answer: unsubscribeResponse };
};

/** A mail's one-click unsubscribe, without signing in: the code is the authority. */
export const unsubscribeMail = endpoint({ method: 'POST', path: '/mail/unsubscribe', side: 'open', errors: [400, 429], schemas: mailLink });

/** Undoes a one-click unsubscribe, with the same code. */
export const resubscribeMail = endpoint({ method: 'POST', path: '/mail/resubscribe', side: 'open', errors: [400, 429], schemas: mailLink });
