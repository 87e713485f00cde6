import * as endpoints from '../../contract/endpoints/notifications.js';
import type { PreparedPart } from '../db/prepared.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.js';
import type { Db } from '../db/client.js';
import { memberOf, type SessionInfo } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { activityCounts } from './repository.js';
import * as notifications from './service.js';

const tags = ['notifications'];

/**
 * The header's counts include the new interests; interests tell notifications of their events,
 * so `newInterestCount` (interests/service.ts, with the listing's rules of this configuration:
 * the count as a value the counts' one statement reads) is handed in by app.ts rather than imported.
 */
export async function notificationRoutes(
  app: ZodApp,
  deps: AppDeps,
  { newInterestCount }: { newInterestCount: (db: Db, session: SessionInfo) => Promise<PreparedPart<number>> },
) {
  const { db } = deps.database;

  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.listNotifications,
      {
        schema: {
          tags,
          summary: 'Your notifications (the bell), newest first, 20 a page, with the unread count',
        },
      },
      async (request) => ({
        success: true as const,
        data: await notifications.notificationsOf(db, memberOf(request).subjectId, request.query.page),
      }),
    );

    await route(
      member,
      endpoints.markNotificationsRead,
      {
        schema: {
          tags,
          summary: 'Mark the named notifications read, or all of them when no ids are sent',
        },
      },
      async (request) => ({
        success: true as const,
        data: { unread: await notifications.markNotificationsRead(db, memberOf(request).subjectId, request.body?.ids) },
      }),
    );

    await route(
      member,
      endpoints.readActivityCounts,
      {
        schema: {
          tags,
          summary: 'The header’s counts: interests received and not yet seen, notifications not yet read',
        },
      },
      async (request) => {
        const session = memberOf(request);
        return { success: true as const, data: await activityCounts(db, session.subjectId, await newInterestCount(db, session)) };
      },
    );
  });

  // One-click unsubscribe needs no sign-in: the signed code in the address is the authority.
  await app.register(async (open) => {
    // Mail programs post `List-Unsubscribe=One-Click` as a form (RFC 8058); the body says nothing else.
    open.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    const scope = open.withTypeProvider<ZodTypeProvider>();
    for (const [target, enabled] of [
      [endpoints.unsubscribeMail, false],
      [endpoints.resubscribeMail, true],
    ] as const) {
      await route(
        scope,
        target,
        {
          // Each follow that changes the choice writes the member's row: bounded like the other mailed links.
          ...rateLimited(app, deps, 'emailLink'),
          schema: {
            tags,
            summary: enabled
              ? 'Turn back on the mails an unsubscribe link turned off (its undo)'
              : 'One-click unsubscribe from a notification mail, without signing in',
            description:
              '`code` is the signed code of the mail’s link (valid 90 days); the body is ignored (mail programs post ' +
              '`List-Unsubscribe=One-Click` as a form). It names one kind of mail, or ALL: every kind the member may turn off. ' +
              '400 UNSUBSCRIBE_LINK_INVALID for a forged, altered or expired code.',
          },
        },
        async (request) => ({
          success: true as const,
          data: await notifications.followUnsubscribeLink(db, request.query.code, enabled),
        }),
      );
    }
  });
}
