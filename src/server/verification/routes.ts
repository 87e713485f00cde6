import type { FastifyRequest } from 'fastify';
import * as endpoints from '../../contract/endpoints/verification.js';
import type { AppDeps } from '../deps.js';
import { requireUser } from '../users/require-user.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { createSmsSender } from '../sms/create-sms-sender.js';
import * as verification from './service.js';

const tags = ['member verification'];

/** What the verification rules need for one request; the SMS gateway is the configured one. */
export function verificationDeps(deps: AppDeps, request: FastifyRequest): verification.VerificationDeps {
  return {
    db: deps.database.db,
    mailer: deps.mailer,
    sms: createSmsSender(deps.config, request.log, (gateway, outcome) => deps.metrics?.sms(gateway, outcome)),
    log: request.log,
    config: deps.config,
  };
}

/** Members prove the email address and mobile number they registered with. */
export async function verificationRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await route(
    app,
    endpoints.confirmEmailLink,
    {
      ...rateLimited(app, deps, 'emailLink'),
      schema: {
        tags,
        summary: "The mailed one-click link's key (from /confirmEmail?key=…): verifies the address once, without signing in",
      },
    },
    async (request) => {
      await verification.confirmEmailLink({ db }, request.body.key);
      return { success: true as const, data: { channel: 'EMAIL' as const, message: 'Email address verified' } };
    },
  );

  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.sendEmailCode,
      {
        ...rateLimited(app, deps, 'verificationSend'),
        schema: {
          tags,
          summary: `Mail a new 6-digit code and one-click link to the member's address (one a minute, a few a day)`,
        },
      },
      async (request) => {
        const user = await requireUser(db, memberOf(request).subjectId);
        const sent = await verification.sendEmailCode(verificationDeps(deps, request), user);
        return { success: true as const, data: { ...sent, message: `Code sent to ${sent.sentTo}` } };
      },
    );

    await route(
      member,
      endpoints.verifyEmail,
      {
        ...rateLimited(app, deps, 'verificationCheck'),
        schema: {
          tags,
          summary: 'Verify the email address with the mailed code (5 wrong tries void a code; each code works once)',
        },
      },
      async (request) => {
        await verification.verifyCode({ db }, memberOf(request).subjectId, 'EMAIL', request.body.code);
        return { success: true as const, data: { channel: 'EMAIL' as const, message: 'Email address verified' } };
      },
    );

    await route(
      member,
      endpoints.changeEmail,
      {
        ...rateLimited(app, deps, 'verificationSend'),
        schema: {
          tags,
          summary: 'Change the email address (the current password proves it is you); the new one must be verified again',
        },
      },
      async (request) => {
        const { email, password } = request.body;
        const { codeSent } = await verification.changeEmail(verificationDeps(deps, request), memberOf(request).subjectId, email, password);
        return { success: true as const, data: { email, codeSent, message: 'Email address changed; verify it with the code we sent' } };
      },
    );

    await route(
      member,
      endpoints.sendMobileCode,
      {
        ...rateLimited(app, deps, 'verificationSend'),
        schema: {
          tags,
          summary: `Text a 6-digit code to the member's mobile number (one a minute, a few a day)`,
        },
      },
      async (request) => {
        const user = await requireUser(db, memberOf(request).subjectId);
        const sent = await verification.sendMobileCode(verificationDeps(deps, request), user);
        return { success: true as const, data: { ...sent, message: `Code sent to ${sent.sentTo}` } };
      },
    );

    await route(
      member,
      endpoints.verifyMobile,
      {
        ...rateLimited(app, deps, 'verificationCheck'),
        schema: {
          tags,
          summary: 'Verify the mobile number with the texted code (5 wrong tries void a code; each code works once)',
        },
      },
      async (request) => {
        await verification.verifyCode({ db }, memberOf(request).subjectId, 'MOBILE', request.body.code);
        return { success: true as const, data: { channel: 'MOBILE' as const, message: 'Mobile number verified' } };
      },
    );
  });
}
