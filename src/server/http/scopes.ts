import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.js';
import type { TokenKind } from '../security/tokens.js';
import { requireSession } from './auth.js';
import type { ZodApp } from './types.js';

/**
 * Routes that need a signed-in member or admin live in a scope whose first hook checks the
 * session, on arrival: a call without a valid token is a 401 whatever its body, and no byte of
 * that body is parsed or validated for a stranger.
 */
async function signedInScope(
  kind: TokenKind,
  app: ZodApp,
  deps: AppDeps,
  routes: (scope: ZodApp) => void | Promise<void>,
  options: { secondStep?: boolean } = {},
) {
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', requireSession(app.findSession, deps, kind, options));
    await routes(scope);
  });
}

export const memberScope = (app: ZodApp, deps: AppDeps, routes: (scope: ZodApp) => void | Promise<void>) =>
  signedInScope('user', app, deps, routes);

/** Admin calls: only a session that finished the second step opens them. */
export const adminScope = (app: ZodApp, deps: AppDeps, routes: (scope: ZodApp) => void | Promise<void>) =>
  signedInScope('admin', app, deps, routes);

/**
 * The second step of an admin's sign-in (enrolment, the authenticator's code): any live admin
 * session gets past authentication; the calls themselves accept only one that awaits the step.
 */
export const adminSecondStepScope = (app: ZodApp, deps: AppDeps, routes: (scope: ZodApp) => void | Promise<void>) =>
  signedInScope('admin', app, deps, routes, { secondStep: true });

/** OpenAPI: signed-in calls take the token as a bearer header or, as SPEC has it, `?token=`. */
export const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, { token: [] }];
