import * as endpoints from '../../contract/endpoints/legal.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { clientOf } from '../http/client-info.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import { rateLimited } from '../http/rate-limits.js';
import type { ZodApp } from '../http/types.js';
import { acceptPolicies, safetyNoticeShown } from './service.js';

/** What a member accepts or acknowledges: the policies in force, and the safety notices. */
export async function legalRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.acceptConsent,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags: ['member'],
          summary: 'Accept the Terms and the Privacy Policy in force (both promises of the signup form)',
          description:
            'Recorded with the policy version (POLICY_VERSION), the time and the client address. Needed before any profile ' +
            'is shown to an account registered without consent, and again after the policy version changes. ' +
            'Accepting the version already accepted records nothing new.',
        },
      },
      async (request) => {
        const version = deps.config.POLICY_VERSION;
        await acceptPolicies(db, memberOf(request).subjectId, version, clientOf(request));
        return { success: true as const, data: { policyVersion: version, message: 'Thank you: your consent is recorded' } };
      },
    );

    await route(
      member,
      endpoints.markSafetyNoticeSeen,
      {
        schema: {
          tags: ['member'],
          summary: 'The member has been shown the safety notices (once, at their first sign-in)',
        },
      },
      async (request) => {
        await safetyNoticeShown(db, memberOf(request).subjectId);
        return { success: true as const, data: { message: 'Noted' } };
      },
    );
  });
}
