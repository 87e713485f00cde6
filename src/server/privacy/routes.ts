import { failure, messageOnly } from '../../contract/envelope.js';
import {
  blockListResponse,
  mailSettingBody,
  memberIdBody,
  memberSettingsResponse,
  pauseBody,
  privacySettingsBody,
} from '../../contract/privacy.js';
import type { AppDeps } from '../deps.js';
import * as blocks from '../blocks/service.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { memberScope, security } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { viewerRules } from '../profiles/viewer-access.js';
import * as settings from './settings.js';

const tags = ['privacy'];
const errors = { 400: failure, 401: failure, 404: failure };

/** The member's privacy settings, mail choices and blocks: what the settings page reads and changes. */
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

    member.get(
      '/user/blocks',
      {
        schema: {
          tags,
          summary: 'The members you blocked, newest first, each by the name you were shown when you blocked',
          security,
          response: { 200: blockListResponse, 401: failure },
        },
      },
      async (request) => ({ success: true as const, data: { items: await blocks.blockedBy(db, memberOf(request).subjectId) } }),
    );

    member.post(
      '/user/blocks',
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Block a member',
          description:
            'Neither of you is then shown to the other (listings, details, interests, favourites) and neither can send the other anything. ' +
            'Interests between you are withdrawn and favourites of each other removed, so unblocking later opens nothing by itself. ' +
            'Only a member you were shown: a profile the details page shows you now, an interest between you (any state), a notice ' +
            'about them in your bell, or one you blocked or reported already; any other id is 404 PROFILE_NOT_FOUND, as an unknown one. ' +
            'Blocking again changes nothing.',
          security,
          body: memberIdBody,
          response: { 200: messageOnly, ...errors },
        },
      },
      async (request) => {
        await blocks.blockMember(db, viewerRules(deps.config), memberOf(request).subjectId, request.body.userId);
        return { success: true as const, data: { message: 'Member blocked' } };
      },
    );

    member.post(
      '/user/blocks/remove',
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags,
          summary: 'Unblock a member you blocked (404 PROFILE_NOT_FOUND, as an unknown id, for anyone you did not block)',
          security,
          body: memberIdBody,
          response: { 200: messageOnly, ...errors },
        },
      },
      async (request) => {
        await blocks.unblockMember(db, memberOf(request).subjectId, request.body.userId);
        return { success: true as const, data: { message: 'Member unblocked' } };
      },
    );
  });
}
