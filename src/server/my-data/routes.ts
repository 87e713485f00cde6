import type { FastifySchema } from 'fastify';
import { todayInIndia } from '../../contract/dates.js';
import * as endpoints from '../../contract/endpoints/my-data.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { exportMemberData } from './export.js';

/**
 * The call's entry in the API's document, which says the answer is a zip (`produces`): more than
 * a route's options name, so it is handed to `route` as a schema of its own.
 */
const schema = {
  tags: ['member'],
  summary: 'Download my data: a zip of everything held about the signed-in member',
  description:
    'profile.json, photos/, documents/, interests.json, favourites.json, reports-filed.json, grievances.json, ' +
    'consents.json, sign-ins.json, sessions.json, payments.json, biodata-links.json and a README. Other members appear only as pseudonyms. ' +
    'Each part tells what the app tells the member: the record and standing of /user/info, the choices of /user/settings, ' +
    'the interests of /user/interests (a decline stays PENDING to its sender) and the favourites of /user/favourites.',
  produces: ['application/zip'],
} satisfies FastifySchema;

export async function myDataRoutes(app: ZodApp, deps: AppDeps) {
  await memberScope(app, deps, async (member) => {
    await route(member, endpoints.downloadMyData, { ...rateLimited(app, deps, 'dataExport'), schema }, async (request, reply) => {
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
    });
  });
}
