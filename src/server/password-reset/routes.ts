import { failure, messageOnly } from '../../contract/envelope.js';
import { changeForgotPasswordBody, checkEmailBody, verifyOtpBody, verifyOtpResponse } from '../../contract/password-reset.js';
import type { AppDeps } from '../deps.js';
import { rateLimited } from '../http/rate-limits.js';
import type { ZodApp } from '../http/types.js';
import * as reset from './service.js';

const tags = ['password reset'];

export async function passwordResetRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  app.post(
    '/user/checkEmail',
    {
      ...rateLimited(app, deps, 'otp', 'otpAddress', 'otpEmail'),
      schema: {
        tags,
        summary: 'Mail a 4-digit code to a registered address (valid 10 minutes)',
        body: checkEmailBody,
        response: { 200: messageOnly, 400: failure, 404: failure, 503: failure },
      },
    },
    async (request) => {
      await reset.sendOtp(db, deps.mailer, request.body.email);
      return { success: true as const, data: { message: `OTP sent to ${request.body.email}, Please check.` } };
    },
  );

  app.post(
    '/user/verifyOtp',
    {
      ...rateLimited(app, deps, 'otp', 'otpAddress'),
      schema: {
        tags,
        summary: 'Check the mailed code (5 wrong tries void it); a right one answers the single-use resetToken',
        body: verifyOtpBody,
        response: { 200: verifyOtpResponse, 400: failure, 429: failure },
      },
    },
    async (request) => {
      const resetToken = await reset.verifyOtp(db, request.body.email, request.body.otp);
      return { success: true as const, data: { message: 'Otp correct, Please set new password', resetToken } };
    },
  );

  app.post(
    '/user/changeForgotPassword',
    {
      ...rateLimited(app, deps, 'resetPassword', 'resetPasswordAddress', 'resetPasswordEmail'),
      schema: {
        tags,
        summary:
          "Set a new password with verifyOtp's resetToken as token (within 15 minutes of the verification, once, for that email); signs out every session",
        body: changeForgotPasswordBody,
        response: { 200: messageOnly, 400: failure, 403: failure, 429: failure },
      },
    },
    async (request) => {
      await reset.setForgottenPassword(db, request.body.email, request.body.password, request.body.token);
      return { success: true as const, data: { message: 'Password updated, Please login now' } };
    },
  );
}
