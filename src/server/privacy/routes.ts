import { failure } from '../../contract/envelope.js';
import { mailSettingBody, memberSettingsResponse, pauseBody, privacySettingsBody } from '../../contract/privacy.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { memberScope, security } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import * as settings from './settings.js';

const tags = ['privacy'];
const errors = { 400: failure, 401: failure, 404: failure };

/** The member's privacy settings and mail choices: what the settings page reads and changes (its blocks: blocks/routes.ts). */
export async function privacyRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await memberScope(app, deps, (member) => {
    member.get(
      '/user/settings',
      {
        schema: {
          tags,
          summary: 'Your privacy and mail settings',
          security,
          response: { 200: memberSettingsResponse, 401: failure },
        },
      },
      async (request) => ({ success: true as const, data: await settings.readSettings(db, memberOf(request).subjectId) }),
    );

    member.post(
      '/user/settings/privacy',
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Choose who sees your contact details and your photo',
          description:
            'contactVisibility: INTEREST (members with an accepted interest; the default), MEMBERS (every approved member) or NOBODY. ' +
            'photoVisibility: MEMBERS (the default) or INTEREST; members without access then get a blurred copy made by the server. ' +
            'The contact group is email, mobile number, parents’ and siblings’ numbers, address lines and pin code.',
          security,
          body: privacySettingsBody,
          response: { 200: memberSettingsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await settings.choosePrivacy({ db, files: deps.files, log: request.log }, memberOf(request).subjectId, request.body),
      }),
    );

    member.post(
      '/user/settings/pause',
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Hide your profile from every listing (paused: true), or show it again; no new review',
          security,
          body: pauseBody,
          response: { 200: memberSettingsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await settings.choosePaused(db, memberOf(request).subjectId, request.body.paused),
      }),
    );

    member.post(
      '/user/settings/mail',
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Turn one kind of notification mail on or off',
          description: 'Mails about the account itself and about money cannot be turned off (400 MAIL_ALWAYS_SENT).',
          security,
          body: mailSettingBody,
          response: { 200: memberSettingsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await settings.chooseMail(db, memberOf(request).subjectId, request.body.kind, request.body.enabled),
      }),
    );
  });
}
