import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COOKIE_TRANSPORT,
  cookiesIn,
  CSRF_COOKIE,
  CSRF_HEADER,
  SECURE_COOKIE_PREFIX,
  SESSION_COOKIE,
  SESSION_TRANSPORT_HEADER,
} from '../../contract/session-cookie.js';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { csrfKey } from '../security/app-secret.js';
import type { TokenKind } from '../security/tokens.js';
import { cookieValue, serializeCookie } from './cookies.js';

/**
 * The web app's session in an httpOnly cookie (docs/api.md, "The web app's cookie session"): the
 * same server-side session a token stands for, with the same end and revocation. API clients keep
 * the Bearer header and SPEC's `?token=`; nothing here changes what they send or receive.
 */

/** Whether the caller asked for the session in a cookie rather than in the answer's body. */
export function wantsSessionCookie(request: FastifyRequest): boolean {
  const value = request.headers[SESSION_TRANSPORT_HEADER];
  return typeof value === 'string' && value.trim().toLowerCase() === COOKIE_TRANSPORT;
}

/** Behind HTTPS (as the trusted proxy says) the cookies are Secure and `__Host-` named. */
const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/**
 * The names that count on this request. Behind HTTPS only the `__Host-` ones: a plain-named
 * cookie there could have been planted over plain http or by a subdomain, to sign the browser in
 * to someone else's account.
 */
export function sessionCookieNames(request: FastifyRequest, kind: TokenKind) {
  const side = kind === 'user' ? 'member' : 'admin';
  const prefix = isHttps(request) ? SECURE_COOKIE_PREFIX : '';
  return { session: prefix + SESSION_COOKIE[side], csrf: prefix + CSRF_COOKIE[side] };
}

/** The session token in this request's cookie of `kind`, if any. Tokens are short; anything longer is not one. */
export function sessionCookieOf(request: FastifyRequest, kind: TokenKind): string | undefined {
  const value = cookieValue(request.headers.cookie, sessionCookieNames(request, kind).session);
  return value && value.length < 200 ? value : undefined;
}

/** Whether the request carries both cookies of `kind`: a session the page may be drawn for. */
export function hasBothSessionCookies(request: FastifyRequest, kind: TokenKind): boolean {
  const names = sessionCookieNames(request, kind);
  const jar = cookiesIn(request.headers.cookie);
  return jar.has(names.session) && jar.has(names.csrf);
}

/** Whether the request carries either cookie of `kind` (one may outlive the other by a moment). */
export function hasSessionCookies(request: FastifyRequest, kind: TokenKind): boolean {
  const names = sessionCookieNames(request, kind);
  const jar = cookiesIn(request.headers.cookie);
  return jar.has(names.session) || jar.has(names.csrf);
}

/**
 * The forgery token of a cookie session: HMAC-SHA256 of its session token under a key of the
 * server's own. It changes with every session, cannot be made without the key, and needs no row.
 */
async function csrfTokenFor(db: DbOrTx, sessionToken: string): Promise<string> {
  return createHmac('sha256', await csrfKey(db))
    .update(sessionToken)
    .digest('base64url');
}

/** Sets (or renews) both cookies of `kind` for `sessionToken`, kept as long as the session lives. */
export async function putSessionInCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  db: DbOrTx,
  kind: TokenKind,
  sessionToken: string,
  lifetimeMs: number,
): Promise<void> {
  const names = sessionCookieNames(request, kind);
  const common = { maxAgeSeconds: lifetimeMs / 1000, secure: isHttps(request) };
  reply.header('set-cookie', serializeCookie(names.session, sessionToken, { ...common, httpOnly: true }));
  reply.header('set-cookie', serializeCookie(names.csrf, await csrfTokenFor(db, sessionToken), { ...common, httpOnly: false }));
}

/** Drops both cookies of `kind`, with the attributes they were set with. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, kind: TokenKind): void {
  const names = sessionCookieNames(request, kind);
  const gone = { maxAgeSeconds: 0, secure: isHttps(request) };
  reply.header('set-cookie', serializeCookie(names.session, '', { ...gone, httpOnly: true }));
  reply.header('set-cookie', serializeCookie(names.csrf, '', { ...gone, httpOnly: false }));
}

/**
 * What an answer that opens a session carries of it: the token, as SPEC has it; or, when the
 * caller asked for the cookie, nothing, the token having gone into the cookie.
 */
export async function deliverSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: DbOrTx,
  kind: TokenKind,
  token: string,
  lifetimeMs: number,
): Promise<{ token?: string }> {
  if (!wantsSessionCookie(request)) return { token };
  await putSessionInCookies(request, reply, db, kind, token, lifetimeMs);
  return {};
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/** This server's own origin as the browser sees it (the trusted proxy's scheme and host), and PUBLIC_URL's. */
function ownOrigins(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): string[] {
  const origins = [originOf(`${request.protocol}://${request.host}`)];
  if (config.PUBLIC_URL) origins.push(originOf(config.PUBLIC_URL));
  return origins.filter((origin): origin is string => origin !== undefined);
}

/**
 * Whether the browser says a request comes from a page of this site (`Sec-Fetch-Site`, else
 * `Origin`); undefined when it sends neither header.
 */
export function namesThisSite(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): boolean | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin !== undefined) return ownOrigins(request, config).includes(origin);
  return undefined;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a call that came with the session cookie could have been forged by another site. Reads
 * never change anything and pass. A write passes when the browser says it came from this origin
 * (`Sec-Fetch-Site: same-origin`, or `none` for what the person did themselves) or, without that
 * header, when `Origin` is this server's; a browser that sends neither must echo the session's
 * forgery token (the csrf cookie) in `x-csrf-token`, which another site cannot read.
 */
export async function isCrossSite(
  request: FastifyRequest,
  config: Pick<Config, 'PUBLIC_URL'>,
  db: DbOrTx,
  sessionToken: string,
): Promise<boolean> {
  if (SAFE_METHODS.has(request.method)) return false;
  const named = namesThisSite(request, config);
  if (named !== undefined) return !named;
  const given = request.headers[CSRF_HEADER];
  if (typeof given !== 'string' || given === '') return true;
  return !sameText(given, await csrfTokenFor(db, sessionToken));
}
