import { endpoint } from '../endpoint.js';

const activity = () => import('../admin-activity.js');

/** One page of the activity log, filtered. */
export const listActivity = endpoint({
  method: 'POST',
  path: '/admin/activity',
  side: 'admin',
  errors: [400, 401],
  schemas: async () => {
    const { activityBody, activityResponse } = await activity();
    return { body: activityBody, answer: activityResponse };
  },
});

/** The administrators, for the activity log's filter. */
export const listAdmins = endpoint({
  method: 'GET',
  path: '/admin/admins',
  side: 'admin',
  errors: [401],
  schemas: async () => ({ answer: (await activity()).adminsResponse }),
});
