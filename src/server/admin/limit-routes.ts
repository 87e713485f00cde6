import * as endpoints from '../../contract/endpoints/account-limits.js';
import type { AppDeps } from '../deps.js';
import { adminOf } from '../http/auth.js';
import { notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import { adminScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { accountLimitsOf, flaggedAccounts } from '../limits/service.js';
import { presentForAdmin } from '../privacy/present-for-admin.js';
import { findUserById, findUsersByIds } from '../users/repository.js';

const tags = ['admin'];
/** The home page lists the flagged accounts it counts, as far as a page goes. */
const FLAGGED_SHOWN_MAX = 50;

/** The contact cap and the scraping limits as the administrators see them (docs/decisions/0046-contact-cap-and-scraping.md). */
export async function adminLimitRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  await adminScope(app, deps, async (admin) => {
    await route(
      admin,
      endpoints.accountLimits,
      {
        schema: {
          tags,
          summary: "A member's contact reveals (today and the last 7 days in India) and the days they ran into a limit",
          description:
            'Flagged for the contact cap after reaching it on 3 of the last 7 India days; for scraping after being asked to wait 3 times in them. ' +
            '404 USER_NOT_FOUND for an unknown id.',
        },
      },
      async (request) => {
        const user = await findUserById(db, request.params.id);
        if (!user) throw notFound('USER_NOT_FOUND');
        return { success: true as const, data: await accountLimitsOf(db, user.id, deps.config.CONTACT_REVEALS_PER_DAY) };
      },
    );

    await route(
      admin,
      endpoints.flaggedAccounts,
      { schema: { tags, summary: 'The accounts flagged now for the contact cap or for scraping: how many of each, and the members' } },
      async (request) => {
        const flagged = await flaggedAccounts(db);
        const kinds = [...flagged.values()];
        const rows = await findUsersByIds(db, [...flagged.keys()].slice(0, FLAGGED_SHOWN_MAX));
        const users = await presentForAdmin(db, adminOf(request).subjectId, rows);
        return {
          success: true as const,
          data: {
            contactCap: kinds.filter((each) => each.includes('CONTACT_REVEALS')).length,
            scraping: kinds.filter((each) => each.includes('SCRAPING')).length,
            items: users.map((user) => ({ kinds: flagged.get(user.id) ?? [], user })),
          },
        };
      },
    );
  });
}
