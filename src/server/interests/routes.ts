import * as endpoints from '../../contract/endpoints/interests.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { notifyDeps } from '../notifications/notify.js';
import { viewerStanding } from '../profiles/viewer.js';
import { viewerRules } from '../profiles/viewer-access.js';
import type { FastifyBaseLogger } from 'fastify';
import type { PresentToMember } from '../profiles/service.js';
import * as interests from './service.js';

const tags = ['interests'];

export async function interestRoutes(app: ZodApp, deps: AppDeps, present: PresentToMember) {
  const { db } = deps.database;
  const interestDeps = (log: FastifyBaseLogger): interests.InterestDeps => ({
    notify: { ...notifyDeps(deps, log), db },
    rules: viewerRules(deps.config),
    dailyLimit: deps.config.INTEREST_DAILY_LIMIT,
    present,
  });

  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.sendInterest,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Send an interest to a member the listing shows you',
          description:
            `Only approved members whose profile is not hidden; at most INTEREST_DAILY_LIMIT (default ${deps.config.INTEREST_DAILY_LIMIT}) ` +
            'new interests a day in India (429 INTEREST_DAILY_LIMIT). When the other member already sent you one, this accepts theirs. ' +
            'The receiver is told in the app and by mail.',
        },
      },
      async (request) => ({
        success: true as const,
        data: await interests.sendInterest(interestDeps(request.log), memberOf(request).subjectId, request.body.userId),
      }),
    );

    await route(
      member,
      endpoints.listInterests,
      {
        schema: {
          tags,
          summary: 'One tab of your interests: received, sent or accepted, newest first, 20 a page',
          description:
            'Each item carries the other member as the listing shows them to you. A sender never sees DECLINED: ' +
            'a declined interest stays PENDING for them. Members hidden from you (blocked, paused) are left out.',
        },
      },
      async (request) => ({
        success: true as const,
        data: await interests.interestsOf(
          interestDeps(request.log),
          await viewerStanding(db, memberOf(request)),
          request.query.tab,
          request.query.page,
        ),
      }),
    );

    await route(
      member,
      endpoints.markInterestsSeen,
      {
        schema: {
          tags,
          summary: 'Mark your received interests as seen (they leave the header’s count)',
        },
      },
      async (request) => {
        await interests.markInterestsSeen(db, memberOf(request).subjectId);
        return { success: true as const, data: { message: 'Interests seen' } };
      },
    );

    await route(
      member,
      endpoints.actOnInterest,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Accept or decline an interest you received, or withdraw one you sent',
          description:
            'accept and decline are the receiver’s (a declined interest may still be accepted; declining tells nobody); ' +
            'withdraw is the sender’s, in any state. 404 INTEREST_NOT_FOUND for anything else.',
        },
      },
      async (request) => ({
        success: true as const,
        data: await interests.actOnInterest(
          interestDeps(request.log),
          memberOf(request).subjectId,
          request.params.id,
          request.params.action,
        ),
      }),
    );
  });
}
