import * as endpoints from '../../contract/endpoints/password-reset.js';
import type { AppDeps } from '../deps.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import type { ZodApp } from '../http/types.js';
import * as reset from './service.js';

const tags = ['password reset'];

export async function passwordResetRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await route(
    app,
    endpoints.sendResetCode,
    {
      ...rateLimited(app, deps, 'otp', 'otpAddress', 'otpEmail'),
      schema: {
        tags,
        summary: 'Mail a 4-digit code to a registered address (valid 10 minutes)',
      },
    },
    async (request) => {
      await reset.sendOtp(db, deps.mailer, request.body.email);
      return { success: true as const, data: { message: `OTP sent to ${request.body.email}, Please check.` } };
    },
  );

  await route(
    app,
    endpoints.verifyResetCode,
    {
      ...rateLimited(app, deps, 'otp', 'otpAddress'),
      schema: {
        tags,
        summary: 'Check the mailed code (5 wrong tries void it); a right one answers the single-use resetToken',
      },
    },
    async (request) => {
      const resetToken = await reset.verifyOtp(db, request.body.email, request.body.otp);
      return { success: true as const, data: { message: 'Otp correct, Please set new password', resetToken } };
    },
  );

  await route(
    app,
    endpoints.setForgottenPassword,
    {
      ...rateLimited(app, deps, 'resetPassword', 'resetPasswordAddress', 'resetPasswordEmail'),
      schema: {
        tags,
        summary:
          "Set a new password with verifyOtp's resetToken as token (within 15 minutes of the verification, once, for that email); signs out every session",
      },
    },
    async (request) => {
      await reset.setForgottenPassword(db, request.body.email, request.body.password, request.body.token);
      return { success: true as const, data: { message: 'Password updated, Please login now' } };
    },
  );
}
