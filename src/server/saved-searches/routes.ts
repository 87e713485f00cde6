import * as endpoints from '../../contract/endpoints/saved-searches.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import * as savedSearches from './service.js';

const tags = ['saved searches'];

/** Saved searches and their alert mails (docs/decisions/0040-saved-searches.md). */
export async function savedSearchRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await memberScope(app, deps, async (member) => {
    const limited = rateLimited(app, deps, 'interactions');

    await route(member, endpoints.listSavedSearches, { schema: { tags, summary: 'My saved searches, oldest first' } }, async (request) => ({
      success: true as const,
      data: await savedSearches.savedSearchesOf(db, memberOf(request).subjectId),
    }));

    await route(
      member,
      endpoints.saveSearch,
      {
        ...limited,
        schema: {
          tags,
          summary: 'Save the listing’s filters under a name, with an alert mail (none, daily or weekly)',
          description:
            '`filters` takes the listing’s body (`POST /user/getProfile`) and keeps its filters; `page`, `cursor` and `gender` are ' +
            'accepted and not kept. At most 10 searches: the 11th is a 400 `SAVED_SEARCHES_FULL` and nothing is stored.',
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ success: true as const, data: await savedSearches.saveSearch(db, memberOf(request).subjectId, request.body) }),
    );

    await route(
      member,
      endpoints.updateSavedSearch,
      { ...limited, schema: { tags, summary: 'Rename a saved search, or change how often it mails' } },
      async (request) => ({
        success: true as const,
        data: await savedSearches.updateSavedSearch(db, memberOf(request).subjectId, request.params.id, request.body),
      }),
    );

    await route(
      member,
      endpoints.removeSavedSearch,
      { ...limited, schema: { tags, summary: 'Delete a saved search' } },
      async (request) => {
        await savedSearches.removeSavedSearch(db, memberOf(request).subjectId, request.params.id);
        return { success: true as const, data: { id: request.params.id, message: 'Saved search deleted' } };
      },
    );
  });
}
