import type { FastifyRequest } from 'fastify';
import * as endpoints from '../../contract/endpoints/two-step.js';
import type { AppDeps } from '../deps.js';
import { adminOf } from '../http/auth.js';
import { clientOf } from '../http/client-info.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { adminSecondStepScope } from '../http/scopes.js';
import { deliverSession } from '../http/session-cookie.js';
import type { ZodApp } from '../http/types.js';
import { sessionLifetimeMs } from '../sessions/service.js';
import * as twoStep from './service.js';

const tags = ['admin two-step sign-in'];
const stepContext = (request: FastifyRequest): twoStep.StepContext => ({ client: clientOf(request), log: request.log });

/**
 * The second step of an admin's sign-in, with the token `POST /admin/login` answered (or its
 * cookie). Each call that completes it answers a new token, or puts it in the admin cookie when
 * asked to (`x-session-transport: cookie`); the password-only one ends.
 */
export async function twoStepRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await adminSecondStepScope(app, deps, async (step) => {
    await route(
      step,
      endpoints.startEnrolment,
      {
        ...rateLimited(app, deps, 'secondStep'),
        schema: { tags, summary: 'First sign-in: a new authenticator secret, as a QR code (SVG data URL) and as text' },
      },
      async (request) => {
        const enrolment = await twoStep.startEnrolment(db, adminOf(request));
        return { success: true as const, data: { ...enrolment, message: 'Scan the code with your authenticator app' } };
      },
    );

    await route(
      step,
      endpoints.confirmEnrolment,
      {
        ...rateLimited(app, deps, 'secondStep'),
        schema: {
          tags,
          summary: "Confirm enrolment with the app's code: signs in and answers ten single-use recovery codes, shown this once",
        },
      },
      async (request, reply) => {
        const { token, ...done } = await twoStep.confirmEnrolment(db, adminOf(request), request.body.code, stepContext(request));
        const session = await deliverSession(request, reply, db, 'admin', token, sessionLifetimeMs('admin'));
        return { success: true as const, data: { ...session, ...done, message: 'Login successful' } };
      },
    );

    await route(
      step,
      endpoints.verifySecondStep,
      {
        ...rateLimited(app, deps, 'secondStep'),
        schema: { tags, summary: "Later sign-ins: the authenticator app's code, or one recovery code (each good once)" },
      },
      async (request, reply) => {
        const { token, ...done } = await twoStep.verifySecondStep(db, adminOf(request), request.body.code, stepContext(request));
        const session = await deliverSession(request, reply, db, 'admin', token, sessionLifetimeMs('admin'));
        return { success: true as const, data: { ...session, ...done, message: 'Login successful' } };
      },
    );
  });
}
