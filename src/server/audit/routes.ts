import * as endpoints from '../../contract/endpoints/audit.js';
import type { AppDeps } from '../deps.js';
import { route } from '../http/route.js';
import { adminScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { activityPage } from './activity.js';
import { listAdmins } from './repository.js';

/** The activity log is read here and nowhere written but by the actions themselves; no call edits or deletes it. */
export async function auditRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['admin'];

  await adminScope(app, deps, async (admin) => {
    await route(
      admin,
      endpoints.listActivity,
      {
        schema: {
          tags,
          summary: 'The activity log, newest first, 20 a page from page 0; filter by administrator, action and member',
          description: '`member` is a member id, or part of the name or mobile number recorded with the entry.',
        },
      },
      async (request) => ({ success: true as const, data: { ...(await activityPage(db, request.body)), page: request.body.page } }),
    );

    await route(
      admin,
      endpoints.listAdmins,
      { schema: { tags, summary: "The administrators, for the activity log's filter" } },
      async () => ({
        success: true as const,
        data: { admins: await listAdmins(db) },
      }),
    );
  });
}
