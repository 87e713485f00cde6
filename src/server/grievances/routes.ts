import type { FastifyBaseLogger } from 'fastify';
import * as endpoints from '../../contract/endpoints/grievances.js';
import { ADMIN_PAGE_SIZE } from '../../contract/limits.js';
import type { AppDeps } from '../deps.js';
import { actorOf } from '../audit/record.js';
import { credentialOf } from '../http/auth.js';
import { clientOf } from '../http/client-info.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { adminScope } from '../http/scopes.js';
import { isCrossSite } from '../http/session-cookie.js';
import type { ZodApp } from '../http/types.js';
import { findSession } from '../sessions/service.js';
import { changeGrievance, fileGrievance, grievancePage, presentGrievance } from './service.js';

export async function grievanceRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const grievanceDeps = (request: { log: FastifyBaseLogger }) => ({
    db,
    mailer: deps.mailer,
    log: request.log,
    config: deps.config,
  });

  await route(
    app,
    endpoints.fileGrievance,
    {
      ...rateLimited(app, deps, 'grievance'),
      schema: {
        tags: ['public'],
        summary: 'File a complaint with the grievance officer (no sign-in needed)',
        description:
          'Answers the ticket number at once and mails an acknowledgement. Impersonation and intimate images are due in ' +
          '24 hours, everything else in 15 days. A member token, when sent, links the complaint to the member.',
      },
    },
    async (request, reply) => {
      // Anyone may complain; a signed-in member's complaint is kept with their account. The web
      // app's cookie counts only from this site: another site's form files an anonymous one.
      const credential = credentialOf(request, 'user');
      const fromThisSite = !credential?.fromCookie || !(await isCrossSite(request, deps.config, db, credential.token));
      const found = credential && fromThisSite ? await findSession(db, 'user', credential.token) : null;
      const row = await fileGrievance(grievanceDeps(request), request.body, {
        userId: found && 'session' in found ? found.session.subjectId : null,
        client: clientOf(request),
      });
      reply.status(201);
      return {
        success: true as const,
        data: { ticket: row.ticket, dueAt: row.dueAt.toISOString(), message: 'Your complaint is received' },
      };
    },
  );

  await adminScope(app, deps, async (admin) => {
    await route(
      admin,
      endpoints.listGrievances,
      {
        schema: {
          tags: ['admin'],
          summary: 'Grievances, open ones first by due date (overdue flagged), or one status; 10 a page from page 0',
        },
      },
      async (request) => ({ success: true as const, data: await grievancePage(db, request.body, ADMIN_PAGE_SIZE) }),
    );

    await route(
      admin,
      endpoints.updateGrievance,
      {
        schema: {
          tags: ['admin'],
          summary: 'Move a grievance on: IN_PROGRESS, or decide it (RESOLVED or REJECTED, with the note mailed to the complainant)',
        },
      },
      async (request) => {
        const row = await changeGrievance(grievanceDeps(request), actorOf(request), request.body);
        return { success: true as const, data: { ...presentGrievance(row, new Date()), message: 'Grievance updated' } };
      },
    );
  });
}
