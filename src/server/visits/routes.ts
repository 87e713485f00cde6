import * as endpoints from '../../contract/endpoints/visits.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { viewerRules } from '../profiles/viewer-access.js';
import * as visits from './service.js';

const tags = ['visits'];

/** Who looked at my profile, by mutual choice (docs/decisions/0039-profile-visits.md). */
export async function visitRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.listVisits,
      {
        schema: {
          tags,
          summary: 'Who opened your details page in the last 30 days, newest first, as the listing shows them',
          description:
            'Only while you show and record visits (`recordVisits`), and only visitors who do too. A visitor the listing would not ' +
            'show you (blocked either way, paused, hidden) is left out.',
        },
      },
      async (request) => ({
        success: true as const,
        data: await visits.visitorsFor(db, viewerRules(deps.config), memberOf(request).subjectId),
      }),
    );

    await route(
      member,
      endpoints.chooseRecordVisits,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Show and record visits (off by default); turning it off forgets your visits, made and received, at once',
        },
      },
      async (request) => ({
        success: true as const,
        data: await visits.chooseRecordVisits(db, memberOf(request).subjectId, request.body.recordVisits),
      }),
    );
  });
}
