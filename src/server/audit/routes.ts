import { activityBody, activityResponse, adminsResponse } from '../../contract/admin-activity.js';
import { failure } from '../../contract/envelope.js';
import type { AppDeps } from '../deps.js';
import { adminScope, security } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { activityPage } from './activity.js';
import { listAdmins } from './repository.js';

/** The activity log is read here and nowhere written but by the actions themselves; no call edits or deletes it. */
export async function auditRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['admin'];

  await adminScope(app, deps, (admin) => {
    admin.post(
      '/admin/activity',
      {
        schema: {
          tags,
          summary: 'The activity log, newest first, 20 a page from page 0; filter by administrator, action and member',
          description: '`member` is a member id, or part of the name or mobile number recorded with the entry.',
          security,
          body: activityBody,
          response: { 200: activityResponse, 400: failure, 401: failure },
        },
      },
      async (request) => ({ success: true as const, data: { ...(await activityPage(db, request.body)), page: request.body.page } }),
    );

    admin.get(
      '/admin/admins',
      {
        schema: {
          tags,
          summary: "The administrators, for the activity log's filter",
          security,
          response: { 200: adminsResponse, 401: failure },
        },
      },
      async () => ({ success: true as const, data: { admins: await listAdmins(db) } }),
    );
  });
}
