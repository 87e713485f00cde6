import type { FastifyRequest } from 'fastify';
import { failure } from '../../contract/envelope.js';
import { noBody } from '../../contract/fields.js';
import {
  changeEmailBody,
  codeSentResponse,
  confirmEmailLinkBody,
  emailChangedResponse,
  verifiedResponse,
  verifyCodeBody,
} from '../../contract/verification.js';
import type { AppDeps } from '../deps.js';
import { requireUser } from '../users/require-user.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { memberScope, security } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { createSmsSender } from '../sms/create-sms-sender.js';
import * as verification from './service.js';

const tags = ['member verification'];
const errors = { 400: failure, 401: failure, 409: failure, 429: failure, 503: failure };

/** What the verification rules need for one request; the SMS gateway is the configured one. */
export function verificationDeps(deps: AppDeps, request: FastifyRequest): verification.VerificationDeps {
  return {
    db: deps.database.db,
    mailer: deps.mailer,
    sms: createSmsSender(deps.config, request.log),
    log: request.log,
    config: deps.config,
  };
}

/** Members prove the email address and mobile number they registered with. */
export async function verificationRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  app.post(
    '/user/confirmEmail',
    {
      ...rateLimited(app, deps, 'emailLink'),
      schema: {
        tags,
        summary: "The mailed one-click link's key (from /confirmEmail?key=…): verifies the address once, without signing in",
        body: confirmEmailLinkBody,
        response: { 200: verifiedResponse, 400: failure },
      },
    },
    async (request) => {
      await verification.confirmEmailLink({ db }, request.body.key);
      return { success: true as const, data: { channel: 'EMAIL' as const, message: 'Email address verified' } };
    },
  );

  await memberScope(app, deps, (member) => {
    member.post(
      '/user/sendEmailCode',
      {
        ...rateLimited(app, deps, 'verificationSend'),
        schema: {
          tags,
          summary: `Mail a new 6-digit code and one-click link to the member's address (one a minute, a few a day)`,
          security,
          body: noBody,
          response: { 200: codeSentResponse, ...errors },
        },
      },
      async (request) => {
        const user = await requireUser(db, memberOf(request).subjectId);
        const sent = await verification.sendEmailCode(verificationDeps(deps, request), user);
        return { success: true as const, data: { ...sent, message: `Code sent to ${sent.sentTo}` } };
      },
    );

    member.post(
      '/user/verifyEmail',
      {
        ...rateLimited(app, deps, 'verificationCheck'),
        schema: {
          tags,
          summary: 'Verify the email address with the mailed code (5 wrong tries void a code; each code works once)',
          security,
          body: verifyCodeBody,
          response: { 200: verifiedResponse, ...errors },
        },
      },
      async (request) => {
        await verification.verifyCode({ db }, memberOf(request).subjectId, 'EMAIL', request.body.code);
        return { success: true as const, data: { channel: 'EMAIL' as const, message: 'Email address verified' } };
      },
    );

    member.post(
      '/user/changeEmail',
      {
        ...rateLimited(app, deps, 'verificationSend'),
        schema: {
          tags,
          summary: 'Change the email address (the current password proves it is you); the new one must be verified again',
          security,
          body: changeEmailBody,
          response: { 200: emailChangedResponse, ...errors },
        },
      },
      async (request) => {
        const { email, password } = request.body;
        const { codeSent } = await verification.changeEmail(verificationDeps(deps, request), memberOf(request).subjectId, email, password);
        return { success: true as const, data: { email, codeSent, message: 'Email address changed; verify it with the code we sent' } };
      },
    );

    member.post(
      '/user/sendMobileCode',
      {
        ...rateLimited(app, deps, 'verificationSend'),
        schema: {
          tags,
          summary: `Text a 6-digit code to the member's mobile number (one a minute, a few a day)`,
          security,
          body: noBody,
          response: { 200: codeSentResponse, ...errors },
        },
      },
      async (request) => {
        const user = await requireUser(db, memberOf(request).subjectId);
        const sent = await verification.sendMobileCode(verificationDeps(deps, request), user);
        return { success: true as const, data: { ...sent, message: `Code sent to ${sent.sentTo}` } };
      },
    );

    member.post(
      '/user/verifyMobile',
      {
        ...rateLimited(app, deps, 'verificationCheck'),
        schema: {
          tags,
          summary: 'Verify the mobile number with the texted code (5 wrong tries void a code; each code works once)',
          security,
          body: verifyCodeBody,
          response: { 200: verifiedResponse, ...errors },
        },
      },
      async (request) => {
        await verification.verifyCode({ db }, memberOf(request).subjectId, 'MOBILE', request.body.code);
        return { success: true as const, data: { channel: 'MOBILE' as const, message: 'Mobile number verified' } };
      },
    );
  });
}
