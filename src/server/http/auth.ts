import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { findSession, type SessionInfo } from '../sessions/service.js';
import type { TokenKind } from '../sessions/tokens.js';
import { unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    member?: SessionInfo;
    admin?: SessionInfo;
  }
  interface FastifyContextConfig {
    /**
     * The listing, the hottest call, gets what it needs of the member with the session, in the
     * same statement (`memberOf(request).member` and `.listing`).
     */
    memberRow?: boolean;
  }
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
  db: Db,
  kind: TokenKind,
  token: string,
  options: { secondStep?: boolean; withMember?: boolean } = {},
): Promise<SessionInfo> {
  const found = await findSession(db, kind, token, new Date(), { withMember: options.withMember });
  if ('ended' in found) throw unauthorized(found.ended);
  if (found.session.awaitingSecondFactor && !options.secondStep) throw unauthorized('SECOND_STEP_REQUIRED');
  return found.session;
}

/** A preHandler that admits only a live session of `kind` and records who it is. */
export function requireSession(db: Db, kind: TokenKind, options: { secondStep?: boolean } = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenOf(request);
    if (!token) throw unauthorized('SIGN_IN_REQUIRED');
    const session = await authenticate(db, kind, token, { ...options, withMember: request.routeOptions.config.memberRow === true });
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
