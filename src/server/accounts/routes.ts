import * as endpoints from '../../contract/endpoints/accounts.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { clientOf } from '../http/client-info.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
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
import * as accounts from './service.js';
import { queueDuplicateCheck } from '../duplicates/service.js';

export async function accountRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await route(
    app,
    endpoints.registerMember,
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
      },
    },
    async (request, reply) => {
      const { id, token } = await accounts.register(db, request.body, {
        client: clientOf(request),
        policyVersion: deps.config.POLICY_VERSION,
      });
      // The code is mailed after the answer: a slow mail server never holds up registration.
      void sendFirstEmailCode(verificationDeps(deps, request), id);
      queueDuplicateCheck({ db, files: deps.files, log: request.log }, id);
      const session = await deliverSession(request, reply, db, 'user', token, sessionLifetimeMs('user'));
      return reply.status(201).send({ success: true, data: { id, ...session, message: 'Registered successfully' } });
    },
  );

  await route(
    app,
    endpoints.memberSignIn,
    {
      ...rateLimited(app, deps, 'login', 'loginAddress'),
      schema: {
        tags: ['member'],
        summary: 'Sign in with mobile number and password',
        description:
          'Known and unknown numbers answer alike. Repeated wrong passwords for a number pause it from their address ' +
          '(429 `ACCOUNT_LOCKED` with Retry-After), and past a daily ceiling from every address. ' +
          'With the header `x-session-transport: cookie` the session goes into the httpOnly cookie and the answer carries no token.',
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

  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.readOwnRecord,
      {
        schema: {
          tags: ['member'],
          summary: "The signed-in member's own record",
        },
      },
      async (request) => {
        const user = await accounts.readOwnRow(db, memberOf(request).subjectId);
        return {
          success: true as const,
          data: {
            ...(await presentToOwner(db, user)),
            standing: standingOf(user, subscriptionStanding(user.subscriptionUntil, subscriptionTerms(deps.config)), deps.config),
          },
        };
      },
    );

    await route(
      member,
      endpoints.updateUser,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags: ['member'],
          summary: 'Save photo details, or the profile groups (age is recomputed from dateOfBirth)',
          description:
            "An approved member's new photo, first one included, waits for an administrator (`standing.photoUnderReview`) " +
            'and others see the approved one, or none. An approved member who changes the full name, date of birth or ' +
            'gender sends the profile back for review: `status` turns PENDING and it leaves every listing until approved again.',
        },
      },
      async (request) => {
        const userId = memberOf(request).subjectId;
        const body = request.body;
        const row = body.userDetails
          ? await accounts.saveUserDetails({ ...notifyDeps(deps, request.log), db }, userId, body.userDetails)
          : await accounts.savePhotoDetails(db, deps.files, userId, body.photoDetails!, request.log);
        // Checked after the answer, if the save changed what the keys are made of (the database marked them due).
        queueDuplicateCheck({ db, files: deps.files, log: request.log }, userId);
        return { success: true as const, data: { ...(await presentToOwner(db, row)), message: 'Details updated successfully' } };
      },
    );

    await route(
      member,
      endpoints.saveLanguage,
      {
        ...rateLimited(app, deps, 'interactions'),
        schema: {
          tags: ['member'],
          summary: 'Remember the language the member reads (en, hi or mr): every mail to them goes out in it',
        },
      },
      async (request) => {
        await accounts.setLanguage(db, memberOf(request).subjectId, request.body.language);
        return { success: true as const, data: { language: request.body.language, message: 'Language saved' } };
      },
    );

    await route(
      member,
      endpoints.changePassword,
      {
        ...rateLimited(app, deps, 'changePassword'),
        schema: {
          tags: ['member'],
          summary: "Change the member's password; other sessions are signed out",
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

    await route(
      member,
      endpoints.deleteAccount,
      {
        schema: {
          tags: ['member'],
          summary: "Delete the member's account, profile, photos and documents",
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
