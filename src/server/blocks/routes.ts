import * as endpoints from '../../contract/endpoints/blocks.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { viewerRules } from '../profiles/viewer-access.js';
import * as blocks from './service.js';

// Listed with the privacy settings, where the settings page shows the blocks.
const tags = ['privacy'];

/** The members a member blocked: list, block, unblock. */
export async function blockRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.listBlocks,
      {
        schema: {
          tags,
          summary: 'The members you blocked, newest first, each by the name you were shown when you blocked',
        },
      },
      async (request) => ({ success: true as const, data: { items: await blocks.blockedBy(db, memberOf(request).subjectId) } }),
    );

    await route(
      member,
      endpoints.blockMember,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Block a member',
          description:
            'Neither of you is then shown to the other (listings, details, interests, favourites) and neither can send the other anything. ' +
            'Interests between you are withdrawn and favourites of each other removed, so unblocking later opens nothing by itself. ' +
            'Only a member you were shown: a profile the details page shows you now, an interest between you (any state), a notice ' +
            'about them in your bell, or one you blocked or reported already; any other id is 404 PROFILE_NOT_FOUND, as an unknown one. ' +
            'Blocking again changes nothing.',
        },
      },
      async (request) => {
        await blocks.blockMember(db, viewerRules(deps.config), memberOf(request).subjectId, request.body.userId);
        return { success: true as const, data: { message: 'Member blocked' } };
      },
    );

    await route(
      member,
      endpoints.unblockMember,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Unblock a member you blocked (404 PROFILE_NOT_FOUND, as an unknown id, for anyone you did not block)',
        },
      },
      async (request) => {
        await blocks.unblockMember(db, memberOf(request).subjectId, request.body.userId);
        return { success: true as const, data: { message: 'Member unblocked' } };
      },
    );
  });
}
