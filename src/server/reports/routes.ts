import { failure } from '../../contract/envelope.js';
import { reportBody, reportResponse } from '../../contract/reports.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { memberScope, security } from '../http/scopes.js';
import { rateLimited } from '../http/rate-limits.js';
import type { ZodApp } from '../http/types.js';
import { createReport } from './service.js';

export async function reportRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await memberScope(app, deps, (member) => {
    member.post(
      '/report/create',
      {
        ...rateLimited(app, deps, 'report'),
        schema: {
          tags: ['member'],
          summary: 'Report a profile; the reporter is the signed-in member (reportingUserId is ignored)',
          security,
          body: reportBody,
          response: { 200: reportResponse, 400: failure, 401: failure, 404: failure },
        },
      },
      async (request) => {
        const id = await createReport(db, {
          reporterId: memberOf(request).subjectId,
          reportedUserId: request.body.reportedUserId,
          description: request.body.description,
        });
        return { success: true as const, data: { id, message: 'Reported successfully' } };
      },
    );
  });
}
