import { failure } from '../../contract/envelope.js';
import { profileListingBody, profileListingResponse } from '../../contract/listing.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { memberScope, security } from '../http/scopes.js';
import { rateLimited } from '../http/rate-limits.js';
import type { ZodApp } from '../http/types.js';
import { listingFor } from './service.js';
import { viewerRules } from './viewer-access.js';

export async function profileRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  await memberScope(app, deps, (member) => {
    member.post(
      '/user/getProfile',
      {
        ...rateLimited(app, deps, 'listing'),
        schema: {
          tags: ['member'],
          summary: 'Approved profiles of the opposite gender, 10 a page, newest first',
          description:
            '`gender` is accepted and ignored: the viewer sees the opposite gender of their own profile ' +
            "(all genders when it is 'other' or not set). `age` and `income` are range texts such as '18-23'.",
          security,
          body: profileListingBody,
          response: { 200: profileListingResponse, 400: failure, 401: failure },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listingFor(db, viewerRules(deps.config), memberOf(request).subjectId, request.body),
      }),
    );
  });
}
