import * as endpoints from '../../contract/endpoints/duplicates.js';
import { actorOf } from '../audit/record.js';
import type { AppDeps } from '../deps.js';
import { adminOf } from '../http/auth.js';
import { route } from '../http/route.js';
import { adminScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { dismissDuplicate, duplicatesOf, pendingWithDuplicates } from './service.js';

/** Possible duplicates, for administrators only (docs/decisions/0045-possible-duplicates.md). */
export async function duplicateRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['admin'];

  await adminScope(app, deps, async (admin) => {
    await route(
      admin,
      endpoints.listDuplicates,
      {
        schema: {
          tags,
          summary:
            "A member's possible duplicates: each other member with the reasons (same photo, document, name and birth date, parent's mobile, registrations from one address)",
          description: 'Open ones first; a dismissed reason carries `dismissedAt`. 404 USER_NOT_FOUND for an unknown member.',
        },
      },
      async (request) => ({
        success: true as const,
        data: { matches: await duplicatesOf(db, adminOf(request).subjectId, request.body.userId) },
      }),
    );

    await route(
      admin,
      endpoints.dismissDuplicate,
      {
        schema: {
          tags,
          summary: '"Not a duplicate": dismiss the open hits between two members (recorded in the activity log)',
          description:
            'They stay dismissed when later checks find them again. Already dismissed: 200, nothing changes. ' +
            '404 DUPLICATE_NOT_FOUND when the two have no hit.',
        },
      },
      async (request) => {
        await dismissDuplicate(db, actorOf(request), request.body);
        return { success: true as const, data: { message: 'Marked not a duplicate' } };
      },
    );

    await route(
      admin,
      endpoints.duplicatesWaiting,
      { schema: { tags, summary: 'Profiles waiting for review (PENDING) with a possible duplicate not dismissed' } },
      async () => ({ success: true as const, data: { pendingWithDuplicates: await pendingWithDuplicates(db) } }),
    );
  });
}
