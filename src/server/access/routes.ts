import * as endpoints from '../../contract/endpoints/access.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { revokeUserSessions } from '../sessions/service.js';
import { openSessions, recentAccess } from './repository.js';

/** Enough to spot a sign-in the member does not recognise; the download has them all. */
const RECENT_SIGN_INS = 20;

/** A member's own sign-ins and open sessions, and signing out everywhere else. */
export async function accessRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.listSignIns,
      {
        schema: {
          tags: ['member'],
          summary: "The member's recent sign-ins (time, address, browser) and the devices signed in now",
        },
      },
      async (request) => {
        const session = memberOf(request);
        const [records, open] = await Promise.all([
          recentAccess(db, session.subjectId, RECENT_SIGN_INS),
          openSessions(db, session.subjectId, new Date()),
        ]);
        return {
          success: true as const,
          data: {
            signIns: records.map((row) => ({
              kind: row.kind,
              at: row.createdAt.toISOString(),
              address: row.address,
              userAgent: row.userAgent,
            })),
            sessions: open.map((row) => ({
              id: row.id,
              signedInAt: row.createdAt.toISOString(),
              lastSeenAt: row.lastSeenAt.toISOString(),
              address: row.address,
              userAgent: row.userAgent,
              current: row.id === session.sessionId,
            })),
            retentionDays: deps.config.ACCESS_LOG_RETENTION_DAYS,
          },
        };
      },
    );

    await route(
      member,
      endpoints.signOutOthers,
      {
        schema: {
          tags: ['member'],
          summary: 'Sign out of every other device: every session but this one stops working',
        },
      },
      async (request) => {
        const session = memberOf(request);
        const signedOut = await revokeUserSessions(db, session.subjectId, session.sessionId);
        return { success: true as const, data: { signedOut, message: 'Signed out of every other device' } };
      },
    );
  });
}
