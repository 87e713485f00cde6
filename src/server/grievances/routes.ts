import type { FastifyBaseLogger } from 'fastify';
import { failure } from '../../contract/envelope.js';
import {
  adminGrievanceResponse,
  adminGrievancesBody,
  adminGrievancesResponse,
  adminGrievanceUpdateBody,
  grievanceBody,
  grievanceFiledResponse,
} from '../../contract/grievances.js';
import { ADMIN_PAGE_SIZE } from '../../contract/limits.js';
import type { AppDeps } from '../deps.js';
import { actorOf } from '../audit/record.js';
import { credentialOf } from '../http/auth.js';
import { clientOf } from '../http/client-info.js';
import { rateLimited } from '../http/rate-limits.js';
import { adminScope, security } from '../http/scopes.js';
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

  app.post(
    '/grievance',
    {
      ...rateLimited(app, deps, 'grievance'),
      schema: {
        tags: ['public'],
        summary: 'File a complaint with the grievance officer (no sign-in needed)',
        description:
          'Answers the ticket number at once and mails an acknowledgement. Impersonation and intimate images are due in ' +
          '24 hours, everything else in 15 days. A member token, when sent, links the complaint to the member.',
        body: grievanceBody,
        response: { 201: grievanceFiledResponse, 400: failure, 429: failure },
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
      return reply.status(201).send({
        success: true,
        data: { ticket: row.ticket, dueAt: row.dueAt.toISOString(), message: 'Your complaint is received' },
      });
    },
  );

  await adminScope(app, deps, (admin) => {
    admin.post(
      '/admin/grievances',
      {
        schema: {
          tags: ['admin'],
          summary: 'Grievances, open ones first by due date (overdue flagged), or one status; 10 a page from page 0',
          security,
          body: adminGrievancesBody,
          response: { 200: adminGrievancesResponse, 400: failure, 401: failure },
        },
      },
      async (request) => ({ success: true as const, data: await grievancePage(db, request.body, ADMIN_PAGE_SIZE) }),
    );

    admin.post(
      '/admin/grievance/update',
      {
        schema: {
          tags: ['admin'],
          summary: 'Move a grievance on: IN_PROGRESS, or decide it (RESOLVED or REJECTED, with the note mailed to the complainant)',
          security,
          body: adminGrievanceUpdateBody,
          response: { 200: adminGrievanceResponse, 400: failure, 401: failure, 404: failure, 409: failure },
        },
      },
      async (request) => {
        const row = await changeGrievance(grievanceDeps(request), actorOf(request), request.body);
        return { success: true as const, data: { ...presentGrievance(row, new Date()), message: 'Grievance updated' } };
      },
    );
  });
}
