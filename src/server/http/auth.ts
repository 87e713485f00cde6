import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import type { TokenKind } from '../security/tokens.js';
import { AppError, forbidden, unauthorized } from './errors.js';
import { clearSessionCookies, hasSessionCookies, isCrossSite, putSessionInCookies, sessionCookieOf } from './session-cookie.js';

/** A live session, as a signed-in call knows its caller. */
export interface SessionInfo {
  sessionId: string;
  subjectId: string;
  /**
   * A member's row as read with their session at the start of the call, so a route needs no
   * second statement for their standing (sessions/repository.ts `SessionMember`). Absent for
   * admins and when the account has gone.
   */
  member?: unknown;
  /** Read with `member`: the context app.ts has the member's session read (the listing's, profiles/listing-cache.ts). */
  context?: unknown;
  /** An admin session that passed the password only: good for the second step and nothing else. */
  awaitingSecondFactor: boolean;
  /** When the session ends unless renewed; a cookie standing for it is kept until then. */
  expiresAt: Date;
  /** This call moved a member's session's end (its use was written): a cookie standing for it is sent again. */
  renewed: boolean;
}

/** A live session, or why the token opens nothing (unknown, ended in time, or idle too long). */
export type SessionLookup = { session: SessionInfo } | { ended: 'SESSION_EXPIRED' | 'SESSION_IDLE' };

/**
 * How a token is looked up and its use recorded (sessions/service.ts `sessionLookup`). app.ts
 * hands it in (`registerSessionLookup`): sessions is a feature, and http imports none.
 */
export type FindSession = (db: DbOrTx, kind: TokenKind, token: string, now?: Date) => Promise<SessionLookup>;

declare module 'fastify' {
  interface FastifyRequest {
    member?: SessionInfo;
    admin?: SessionInfo;
  }
  interface FastifyInstance {
    findSession: FindSession;
  }
}

/** Every signed-in scope, and `authenticate`, look sessions up with `find`. */
export function registerSessionLookup(app: FastifyInstance, find: FindSession): void {
  app.decorate('findSession', find);
}

/** SPEC sends the token as `?token=`; `Authorization: Bearer` is accepted too. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.token;
  return typeof token === 'string' && token.length > 0 && token.length < 200 ? token : undefined;
}

/**
 * The session a token opens for a call of `kind`, or the 401 that says why not. An admin session
 * that passed the password alone opens nothing but the second step (`secondStep`).
 */
export async function authenticate(
  find: FindSession,
  db: Db,
  kind: TokenKind,
  token: string,
  options: { secondStep?: boolean } = {},
): Promise<SessionInfo> {
  const found = await find(db, kind, token, new Date());
  if ('ended' in found) throw unauthorized(found.ended);
  if (found.session.awaitingSecondFactor && !options.secondStep) throw unauthorized('SECOND_STEP_REQUIRED');
  return found.session;
}

/**
 * The token a call of `kind` comes with: the Bearer header, then SPEC's `?token=`, then the web
 * app's cookie of that kind (`fromCookie`). The first present decides; a bad one is not made up
 * for by another.
 */
export function credentialOf(request: FastifyRequest, kind: TokenKind): { token: string; fromCookie: boolean } | undefined {
  const token = tokenOf(request);
  if (token) return { token, fromCookie: false };
  const cookie = sessionCookieOf(request, kind);
  return cookie ? { token: cookie, fromCookie: true } : undefined;
}

/** Ends of a session after which its cookie only misleads the page: the cookie goes with the 401. */
const ENDED: ReadonlySet<string> = new Set(['SESSION_EXPIRED', 'SESSION_IDLE']);

/**
 * An onRequest hook that admits only a live session of `kind` and records who it is. A call that
 * came with the cookie and changes something is refused (403 CROSS_SITE_REQUEST) unless it came
 * from this site, before its session is even looked up; an ended cookie session's 401 clears
 * the cookies, and a member's renewed session renews them.
 */
export function requireSession(
  find: FindSession,
  deps: Pick<AppDeps, 'database' | 'config'>,
  kind: TokenKind,
  options: { secondStep?: boolean } = {},
) {
  const { db } = deps.database;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const credential = credentialOf(request, kind);
    if (!credential) {
      if (hasSessionCookies(request, kind)) clearSessionCookies(request, reply, kind);
      throw unauthorized('SIGN_IN_REQUIRED');
    }
    const { token, fromCookie } = credential;
    if (fromCookie && (await isCrossSite(request, deps.config, db, token))) throw forbidden('CROSS_SITE_REQUEST');
    let session: SessionInfo;
    try {
      session = await authenticate(find, db, kind, token, options);
    } catch (error) {
      if (fromCookie && error instanceof AppError && ENDED.has(error.code)) clearSessionCookies(request, reply, kind);
      throw error;
    }
    if (fromCookie && session.renewed) {
      await putSessionInCookies(request, reply, db, kind, token, session.expiresAt.getTime() - Date.now());
    }
    if (kind === 'user') request.member = session;
    else request.admin = session;
  };
}

export function memberOf(request: FastifyRequest): SessionInfo {
  if (!request.member) throw unauthorized();
  return request.member;
}

export function adminOf(request: FastifyRequest): SessionInfo {
  if (!request.admin) throw unauthorized();
  return request.admin;
}
