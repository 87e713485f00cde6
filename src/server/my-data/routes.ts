import { z } from 'zod';
import { failure } from '../../contract/envelope.js';
import { todayInIndia } from '../../contract/dates.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { memberScope, security } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { exportMemberData } from './export.js';

export async function myDataRoutes(app: ZodApp, deps: AppDeps) {
  await memberScope(app, deps, (member) => {
    member.get(
      '/user/myData',
      {
        ...rateLimited(app, deps, 'dataExport'),
        schema: {
          tags: ['member'],
          summary: 'Download my data: a zip of everything held about the signed-in member',
          description:
            'profile.json, photos/, documents/, interests.json, favourites.json, reports-filed.json, grievances.json, ' +
            'consents.json, sign-ins.json, sessions.json, payments.json and a README. Other members appear only as pseudonyms. ' +
            'Each part tells what the app tells the member: the record and standing of /user/info, the choices of /user/settings, ' +
            'the interests of /user/interests (a decline stays PENDING to its sender) and the favourites of /user/favourites.',
          security,
          produces: ['application/zip'],
          response: { 200: z.any().describe('A zip file'), 401: failure, 429: failure },
        },
      },
      async (request, reply) => {
        const session = memberOf(request);
        const zip = await exportMemberData(
          { db: deps.database.db, files: deps.files, config: deps.config },
          session.subjectId,
          session.sessionId,
        );
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="mali-vivah-my-data-${todayInIndia()}.zip"`)
          .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      },
    );
  });
}
