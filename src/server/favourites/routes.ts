import * as endpoints from '../../contract/endpoints/favourites.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { viewerStanding } from '../profiles/viewer.js';
import { viewerRules } from '../profiles/viewer-access.js';
import * as favourites from './service.js';

const tags = ['favourites'];

/** Favourites kept on the server beside SPEC's local ones, so they follow the member to every device. */
export async function favouriteRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.listFavourites,
      {
        schema: {
          tags,
          summary:
            'Your favourites that the listing still shows you, newest first, as the listing shapes them: all, or the newest `limit` and whether there are more',
        },
      },
      async (request) => ({
        success: true as const,
        data: await favourites.favouritesOf(db, viewerRules(deps.config), await viewerStanding(db, memberOf(request)), request.query.limit),
      }),
    );

    await route(
      member,
      endpoints.listFavouriteIds,
      { schema: { tags, summary: 'The same favourites by id only, in the same order: what a favourite button is drawn from' } },
      async (request) => ({
        success: true as const,
        data: await favourites.favouriteIdsOf(db, viewerRules(deps.config), await viewerStanding(db, memberOf(request))),
      }),
    );

    await route(
      member,
      endpoints.addFavourite,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: { tags, summary: 'Add a profile to your favourites (added: false when it already was one)' },
      },
      async (request) => {
        const added = await favourites.addFavourite(db, viewerRules(deps.config), memberOf(request).subjectId, request.body.userId);
        return { success: true as const, data: { added, message: added ? 'Added to Fervorite' : 'Already added in favorites' } };
      },
    );

    await route(
      member,
      endpoints.removeFavourite,
      { ...rateLimited(app, deps, 'interactions'), schema: { tags, summary: 'Remove a profile from your favourites' } },
      async (request) => {
        await favourites.removeFavourite(db, memberOf(request).subjectId, request.body.userId);
        return { success: true as const, data: { added: false, message: 'Removed from favourites' } };
      },
    );

    await route(
      member,
      endpoints.mergeFavourites,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Join the favourites a browser kept (their ids) with yours on the server; answers the joined list',
          description: 'Ids of profiles the listing would not show you now are left out; nothing already kept is removed.',
        },
      },
      async (request) => ({
        success: true as const,
        data: await favourites.mergeFavourites(db, viewerRules(deps.config), await viewerStanding(db, memberOf(request)), request.body.ids),
      }),
    );
  });
}
