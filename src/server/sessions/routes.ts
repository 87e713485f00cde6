import type { FastifyReply, FastifyRequest } from 'fastify';
import * as endpoints from '../../contract/endpoints/sessions.js';
import type { AppDeps } from '../deps.js';
import { adminOf, credentialOf, memberOf, type SessionInfo } from '../http/auth.js';
import { badRequest } from '../http/errors.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { adminScope, adminSecondStepScope, memberScope } from '../http/scopes.js';
import {
  clearSessionCookies,
  hasSessionCookies,
  putSessionInCookies,
  sessionCookieOf,
  wantsSessionCookie,
} from '../http/session-cookie.js';
import type { ZodApp } from '../http/types.js';
import { signOut } from './service.js';
import type { TokenKind } from '../security/tokens.js';

/**
 * Signing out revokes the token on the server too: a token copied from a shared phone's storage
 * stops working the moment its owner signs out. The web app's cookies go with it.
 */
export async function sessionRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const schema = (tag: string) => ({
    tags: [tag],
    summary: 'Sign out: this token stops working',
    description: "The web app's session cookies, when the call carries them, are cleared too.",
  });

  const signOutHere = async (request: FastifyRequest, reply: FastifyReply, kind: TokenKind, session: SessionInfo) => {
    await signOut(db, session.sessionId);
    // The cookies go when they stand for the session ended here (or for none): a call with a
    // Bearer token does not sign the browser out of another session it holds in its cookie.
    const cookie = sessionCookieOf(request, kind);
    if (hasSessionCookies(request, kind) && (cookie === undefined || cookie === credentialOf(request, kind)?.token)) {
      clearSessionCookies(request, reply, kind);
    }
    return { success: true as const, data: { message: 'Signed out' } };
  };

  /**
   * A browser that kept its token in storage from before the cookie session hands it over once:
   * the same session goes into the cookies, with its own end, and the page then forgets the token.
   */
  const moveToCookie = async (request: FastifyRequest, reply: FastifyReply, kind: TokenKind, session: SessionInfo) => {
    // Only a page of ours can send this header (another site's form cannot, and its script may
    // not without CORS): no other site can put a session of its choosing into a visitor's browser.
    if (!wantsSessionCookie(request)) throw badRequest('BAD_REQUEST', 'Send the header x-session-transport: cookie');
    const { token } = credentialOf(request, kind)!;
    await putSessionInCookies(request, reply, db, kind, token, session.expiresAt.getTime() - Date.now());
    return { success: true as const, data: { message: 'Signed in with a cookie' } };
  };
  const moveSchema = (tag: string) => ({
    tags: [tag],
    summary: "Move this session into the web app's httpOnly cookie (the same session, with the same end)",
    description:
      'For a browser that still holds a token from before the cookie session: called once with that token as Bearer ' +
      'and the header `x-session-transport: cookie` (400 without it), it sets the session and csrf cookies for this ' +
      'very session (no new sign-in, the same end and revocation) and answers no token; the page then deletes its copy.',
  });

  await memberScope(app, deps, async (member) => {
    await route(member, endpoints.memberSignOut, { schema: schema('member') }, async (request, reply) =>
      signOutHere(request, reply, 'user', memberOf(request)),
    );
    await route(
      member,
      endpoints.memberSessionToCookie,
      { ...rateLimited(app, deps, 'interactions'), schema: moveSchema('member') },
      async (request, reply) => moveToCookie(request, reply, 'user', memberOf(request)),
    );
  });

  // An admin may leave halfway through signing in, too.
  await adminSecondStepScope(app, deps, async (admin) => {
    await route(admin, endpoints.adminSignOut, { schema: schema('admin') }, async (request, reply) =>
      signOutHere(request, reply, 'admin', adminOf(request)),
    );
  });

  // A password-only session is not moved: it opens nothing but the second step, for minutes.
  await adminScope(app, deps, async (admin) => {
    await route(
      admin,
      endpoints.adminSessionToCookie,
      { ...rateLimited(app, deps, 'interactions'), schema: moveSchema('admin') },
      async (request, reply) => moveToCookie(request, reply, 'admin', adminOf(request)),
    );
  });
}
