import type { FastifyRequest } from 'fastify';
import * as endpoints from '../../contract/endpoints/profiles.js';
import type { AppDeps } from '../deps.js';
import { memberOf, type SessionInfo } from '../http/auth.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import { rateLimited } from '../http/rate-limits.js';
import { scrapingLimits } from '../limits/scraping.js';
import { sendShared } from '../http/shared-answers.js';
import type { ZodApp } from '../http/types.js';
import type { UserRow } from '../users/repository.js';
import type { ListingSession } from './listing-cache.js';
import { matchScoresFor } from './match-scores.js';
import { listingFor, profileFor, type ListingPresenter, type MatchesView } from './service.js';
import { viewerRules } from './viewer-access.js';

/** The member's session, which app.ts has read with the listing's context (listing-cache.ts). */
const listingSessionOf = (request: FastifyRequest) => memberOf(request) as SessionInfo & ListingSession;

/**
 * `opened` hears of each details page shown (visits records it, handed in by app.ts: visits
 * presents members with the listing's rules, so it sits above profiles).
 */
export async function profileRoutes(
  app: ZodApp,
  deps: AppDeps,
  present: ListingPresenter,
  opened: (viewer: Pick<UserRow, 'id' | 'recordVisits'>, profileId: string) => Promise<void>,
  matches: MatchesView,
) {
  const { db } = deps.database;
  const scraping = scrapingLimits(deps);
  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.listProfiles,
      {
        ...rateLimited(app, deps, 'listing', scraping.pages),
        schema: {
          tags: ['member'],
          summary: 'Approved profiles of the opposite gender, 10 a page, newest first',
          description:
            '`gender` is accepted and ignored: the viewer sees the opposite gender of their own profile ' +
            "(all genders when it is 'other' or not set). `age` and `income` are range texts such as '18-23'.",
        },
      },
      async (request, reply) => {
        const session = listingSessionOf(request);
        const listing = await listingFor(db, viewerRules(deps.config), present, session.subjectId, request.body, session, matches);
        return sendShared(reply, listing, { success: true as const, data: listing });
      },
    );

    await route(
      member,
      endpoints.showProfile,
      {
        ...rateLimited(app, deps, 'listing', scraping.details),
        schema: {
          tags: ['member'],
          summary: 'One profile, as the listing would show it to the viewer, with the interest between the two',
          description:
            'Contact details (email, mobile numbers, address lines and pin code) and the photo follow the owner’s choices; ' +
            '`hidden` says what is withheld and why, `interest` is the live interest between the two as the viewer may know it. ' +
            `At most CONTACT_REVEALS_PER_DAY (default ${deps.config.CONTACT_REVEALS_PER_DAY}) new members' contacts a day in India, ` +
            'counted with interests and biodata PDFs; past it `hidden.contact` is DAILY_CAP and `hidden.contactUntil` when it resets. ' +
            '429 BROWSING_TOO_FAST (with Retry-After) past SCRAPING_DETAILS_MAX details pages in SCRAPING_WINDOW_MINUTES. ' +
            '404 PROFILE_NOT_FOUND for any profile the listing would not show (paused, blocked either way, not approved, same gender). ' +
            '403 APPROVAL_REQUIRED (or SUBSCRIPTION_REQUIRED) while the viewer may not see profiles.',
        },
      },
      async (request) => {
        const profile = await profileFor(
          db,
          viewerRules(deps.config),
          present.revealing,
          listingSessionOf(request),
          request.params.id,
          opened,
        );
        return { success: true as const, data: profile };
      },
    );

    await route(
      member,
      endpoints.scoreMatches,
      {
        ...rateLimited(app, deps, 'listing'),
        schema: {
          tags: ['member'],
          summary: 'How the viewer and each of some profiles meet each other’s partner preferences',
          description:
            '`yours`: the viewer’s structured preferences checked against the profile; `theirs`: the profile’s against the viewer. ' +
            'Each check is met, unmet or unknown (the member did not say; it counts as not met). ' +
            'Profiles the listing would not show the viewer are left out. 403 APPROVAL_REQUIRED while the viewer may not see profiles.',
        },
      },
      async (request) => {
        const scores = await matchScoresFor(db, viewerRules(deps.config), memberOf(request), request.body.ids);
        return { success: true as const, data: scores };
      },
    );
  });
}
