import { endpoint } from '../endpoint.js';

const admin = () => import('../admin.js');
const envelope = () => import('../envelope.js');
const twoStep = () => import('../two-step.js');

/** The password, first of two steps: the session it opens reaches only the second step. */
export const adminSignIn = endpoint({
  method: 'POST',
  path: '/admin/login',
  side: 'open',
  errors: [400, 401, 429],
  schemas: async () => ({ body: (await admin()).adminLoginBody, answer: (await twoStep()).adminLoginResponse }),
});

/** Members with one status, newest first, a page at a time, optionally matching a name. */
export const listUsers = endpoint({
  method: 'POST',
  path: '/admin/users',
  side: 'admin',
  errors: [400, 401],
  schemas: async () => {
    const { adminUsersBody, adminUsersResponse } = await admin();
    return { body: adminUsersBody, answer: adminUsersResponse };
  },
});

/** Approve (ACTIVE) or reject (REJECT) a member. */
export const updateUserStatus = endpoint({
  method: 'POST',
  path: '/admin/user/update',
  side: 'admin',
  errors: [400, 401, 404, 409],
  schemas: async () => ({ body: (await admin()).adminUpdateUserBody, answer: (await envelope()).messageOnly }),
});

export const deleteUser = endpoint({
  method: 'POST',
  path: '/admin/user/delete',
  side: 'admin',
  errors: [400, 401, 404],
  schemas: async () => ({ body: (await admin()).adminDeleteUserBody, answer: (await envelope()).messageOnly }),
});

/** Member and income totals. */
export const getDashboard = endpoint({
  method: 'GET',
  path: '/admin/user/getDashboard',
  side: 'admin',
  errors: [401],
  schemas: async () => ({ answer: (await admin()).dashboardResponse }),
});
