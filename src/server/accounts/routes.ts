import {
  changePasswordBody,
  languageBody,
  languageResponse,
  loginResponse,
  registrationBody,
  registrationResponse,
  userLoginBody,
} from '../../contract/accounts.js';
import { failure, messageOnly } from '../../contract/envelope.js';
import { noBody } from '../../contract/fields.js';
import { updateUserBody } from '../../contract/profile.js';
import { updateUserResponse, userInfoResponse } from '../../contract/users.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { clientOf } from '../http/client-info.js';
import { memberScope, security } from '../http/scopes.js';
import { rateLimited } from '../http/rate-limits.js';
import { clearSessionCookies, deliverSession, hasSessionCookies } from '../http/session-cookie.js';
import type { ZodApp } from '../http/types.js';
import { notifyDeps } from '../notifications/notify.js';
import { presentToOwner } from '../privacy/present-to-member.js';
import { standingOf } from '../users/standing.js';
import { verificationDeps } from '../verification/routes.js';
import { sendFirstEmailCode } from '../verification/service.js';
import { subscriptionStanding, subscriptionTerms } from '../payments/subscription.js';
import { sessionLifetimeMs } from '../sessions/service.js';
import { requireUser } from '../users/require-user.js';
import * as accounts from './service.js';

// The caller's own account vanishing is a 401 ACCOUNT_GONE, never a 404 (docs/decisions/0011-account-gone.md).
const errors = { 400: failure, 401: failure };

export async function accountRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  app.post(
    '/user/create',
    {
      ...rateLimited(app, deps, 'registration'),
      schema: {
        tags: ['member'],
        summary:
          'Register a member (PENDING until an admin approves, which needs a verified email): mails a code and a one-click link in `language`',
        description:
          "SPEC's body, plus `consent` from the signup form (both checkboxes ticked), recorded with the policy version, " +
          'time and address. An account registered without it is asked at its next sign-in and sees no profile until it accepts. ' +
          'With the header `x-session-transport: cookie` the session goes into the httpOnly cookie and the answer carries no token.',
        body: registrationBody,
        response: { 201: registrationResponse, 400: failure, 409: failure },
      },
    },
    async (request, reply) => {
      const { id, token } = await accounts.register(db, request.body, {
        client: clientOf(request),
        policyVersion: deps.config.POLICY_VERSION,
      });
      // The code is mailed after the answer: a slow mail server never holds up registration.
      void sendFirstEmailCode(verificationDeps(deps, request), id);
      const session = await deliverSession(request, reply, db, 'user', token, sessionLifetimeMs('user'));
      return reply.status(201).send({ success: true, data: { id, ...session, message: 'Registered successfully' } });
    },
  );

  app.post(
    '/user/login',
    {
      ...rateLimited(app, deps, 'login', 'loginAddress'),
      schema: {
        tags: ['member'],
        summary: 'Sign in with mobile number and password',
        description:
          'Known and unknown numbers answer alike. Repeated wrong passwords for a number pause it from their address ' +
          '(429 `ACCOUNT_LOCKED` with Retry-After), and past a daily ceiling from every address. ' +
          'With the header `x-session-transport: cookie` the session goes into the httpOnly cookie and the answer carries no token.',
        body: userLoginBody,
        response: { 200: loginResponse, 400: failure, 401: failure, 429: failure },
      },
    },
    async (request, reply) => {
      const token = await accounts.login(db, request.body.mobileNumber, request.body.password, clientOf(request), {
        mailer: deps.mailer,
        log: request.log,
      });
      const session = await deliverSession(request, reply, db, 'user', token, sessionLifetimeMs('user'));
      return { success: true as const, data: { ...session, message: 'Login successful' } };
    },
  );

  await memberScope(app, deps, (member) => {
    member.get(
      '/user/info',
      {
        schema: {
          tags: ['member'],
          summary: "The signed-in member's own record",
          security,
          response: { 200: userInfoResponse, 401: failure },
        },
      },
      async (request) => {
        const user = await requireUser(db, memberOf(request).subjectId);
        return {
          success: true as const,
          data: {
            ...(await presentToOwner(db, user)),
            standing: standingOf(user, subscriptionStanding(user.subscriptionUntil, subscriptionTerms(deps.config)), deps.config),
          },
        };
      },
    );

    member.post(
      '/user/updateUser',
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags: ['member'],
          summary: 'Save photo details, or the profile groups (age is recomputed from dateOfBirth)',
          description:
            "An approved member's new photo, first one included, waits for an administrator (`standing.photoUnderReview`) " +
            'and others see the approved one, or none. An approved member who changes the full name, date of birth or ' +
            'gender sends the profile back for review: `status` turns PENDING and it leaves every listing until approved again.',
          security,
          body: updateUserBody,
          response: { 200: updateUserResponse, ...errors, 429: failure },
        },
      },
      async (request) => {
        const userId = memberOf(request).subjectId;
        const body = request.body;
        const row = body.userDetails
          ? await accounts.saveUserDetails({ ...notifyDeps(deps, request.log), db }, userId, body.userDetails)
          : await accounts.savePhotoDetails(db, deps.files, userId, body.photoDetails!, request.log);
        return { success: true as const, data: { ...(await presentToOwner(db, row)), message: 'Details updated successfully' } };
      },
    );

    member.post(
      '/user/language',
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags: ['member'],
          summary: 'Remember the language the member reads (en, hi or mr): every mail to them goes out in it',
          security,
          body: languageBody,
          response: { 200: languageResponse, 400: failure, 401: failure, 429: failure },
        },
      },
      async (request) => {
        await accounts.setLanguage(db, memberOf(request).subjectId, request.body.language);
        return { success: true as const, data: { language: request.body.language, message: 'Language saved' } };
      },
    );

    member.post(
      '/user/changePassword',
      {
        ...rateLimited(app, deps, 'changePassword'),
        schema: {
          tags: ['member'],
          summary: "Change the member's password; other sessions are signed out",
          security,
          body: changePasswordBody,
          response: { 200: messageOnly, ...errors },
        },
      },
      async (request) => {
        const session = memberOf(request);
        await accounts.changePassword(
          db,
          { userId: session.subjectId, sessionId: session.sessionId },
          request.body.oldPassword,
          request.body.newPassword,
        );
        return { success: true as const, data: { message: 'Password updated, Please login now' } };
      },
    );

    member.post(
      '/user/deleteUserProfile',
      {
        schema: {
          tags: ['member'],
          summary: "Delete the member's account, profile, photos and documents",
          security,
          body: noBody,
          response: { 200: messageOnly, ...errors },
        },
      },
      async (request, reply) => {
        await accounts.deleteOwnAccount(db, deps.files, memberOf(request).subjectId, request.log);
        if (hasSessionCookies(request, 'user')) clearSessionCookies(request, reply, 'user');
        return { success: true as const, data: { message: 'Account Deleted Successfully' } };
      },
    );
  });
}
