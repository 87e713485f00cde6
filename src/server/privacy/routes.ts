import * as endpoints from '../../contract/endpoints/privacy.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import * as settings from './settings.js';

const tags = ['privacy'];

/** The member's privacy settings and mail choices: what the settings page reads and changes (its blocks: blocks/routes.ts). */
export async function privacyRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.readSettings,
      {
        schema: {
          tags,
          summary: 'Your privacy and mail settings',
        },
      },
      async (request) => ({ success: true as const, data: await settings.readSettings(db, memberOf(request).subjectId) }),
    );

    await route(
      member,
      endpoints.choosePrivacy,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Choose who sees your contact details and your photo',
          description:
            'contactVisibility: INTEREST (members with an accepted interest; the default), MEMBERS (every approved member) or NOBODY. ' +
            'photoVisibility: MEMBERS (the default) or INTEREST; members without access then get a blurred copy made by the server. ' +
            'The contact group is email, mobile number, parents’ and siblings’ numbers, address lines and pin code.',
        },
      },
      async (request) => ({
        success: true as const,
        data: await settings.choosePrivacy({ db, files: deps.files, log: request.log }, memberOf(request).subjectId, request.body),
      }),
    );

    await route(
      member,
      endpoints.choosePaused,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Hide your profile from every listing (paused: true), or show it again; no new review',
        },
      },
      async (request) => ({
        success: true as const,
        data: await settings.choosePaused(db, memberOf(request).subjectId, request.body.paused),
      }),
    );

    await route(
      member,
      endpoints.chooseMail,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Turn one kind of notification mail on or off',
          description: 'Mails about the account itself and about money cannot be turned off (400 MAIL_ALWAYS_SENT).',
        },
      },
      async (request) => ({
        success: true as const,
        data: await settings.chooseMail(db, memberOf(request).subjectId, request.body.kind, request.body.enabled),
      }),
    );
  });
}
