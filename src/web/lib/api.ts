import { errorCodeOf } from '../../contract/error-code.js';
import type { ErrorCode } from '../../contract/errors.js';
import { takeEarlyRead } from './early-reads.js';
import { readString, STORAGE_KEYS } from './storage.js';

/** The API's base address; the server serves it on the web app's own origin. */
export const API_BASE = '/api';

export type TokenKind = 'user' | 'admin' | 'none';

export class ApiError extends Error {
  /** The server's stable code for what went wrong; none for network failures and time-outs. */
  readonly code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = errorCodeOf(body);
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Which stored token to send as a bearer header; defaults to the member's. */
  auth?: TokenKind;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A token to send that is not (yet) stored, e.g. to ask whose it is before signing in with it. */
  bearer?: string;
}

export function tokenFor(kind: TokenKind): string | null {
  if (kind === 'none') return null;
  return readString(kind === 'admin' ? STORAGE_KEYS.adminToken : STORAGE_KEYS.token);
}

/** The message a failed answer carries (`data.message`): for logs and errors, never shown as is. */
export function messageOf(body: unknown, fallback = 'Something went wrong'): string {
  const message = (body as { data?: { message?: unknown } } | null)?.data?.message;
  return typeof message === 'string' ? message : fallback;
}

/**
 * The stored token of `kind` as a header. Tokens never go into an address, where they would end
 * up in history, logs and links (the server still accepts SPEC's `?token=` from other clients).
 */
export function authHeaders(kind: TokenKind = 'user'): Record<string, string> {
  const token = tokenFor(kind);
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Announced when the server turns down the member's stored token: the session has ended. */
export const MEMBER_SESSION_REJECTED = 'member-session-rejected';

/**
 * A 401 for the token that is still stored means the session ended under the member (revoked,
 * expired, account gone). Said once, here, for every call; a token already forgotten (a sign-out
 * racing its own revocation) is no news.
 */
export function noticeRejectedToken(kind: TokenKind, sent: string | null, status: number): void {
  if (status !== 401 || kind !== 'user' || !sent || tokenFor(kind) !== sent) return;
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(MEMBER_SESSION_REJECTED));
}

/**
 * Tokens this tab has ended (signed out, account deleted). A read still queued under the leaving
 * page would only reach the server after the token died there and come back 401; it is refused
 * here instead, and never goes out.
 */
const endedTokens = new Set<string>();

/** What a call made with an ended token fails with, before anything is sent. */
export const SESSION_ENDED = 'session ended';

/** Whether a token of `kind` is stored and this tab has not ended it. */
export function hasLiveToken(kind: 'user' | 'admin'): boolean {
  const token = tokenFor(kind);
  return token !== null && !endedTokens.has(token);
}

/** Stops every later call with the stored token of `kind`; returns the token, for a last call. */
export function endStoredToken(kind: 'user' | 'admin'): string | null {
  const token = tokenFor(kind);
  if (token) endedTokens.add(token);
  return token;
}

/**
 * Calls the API and returns the parsed JSON body. Non-2xx answers, network failures, time-outs
 * and unparseable bodies all become an ApiError (status 0 for the last three).
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, auth = 'user' } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 30_000);
  options.signal?.addEventListener('abort', () => controller.abort());
  const sent = tokenFor(auth);
  if (!options.bearer && sent && endedTokens.has(sent)) throw new ApiError(0, null, SESSION_ENDED);
  let response: Response;
  try {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const json = body === undefined || isForm ? undefined : JSON.stringify(body);
    // The page may have started this very read before the app's code arrived.
    const early = isForm ? undefined : takeEarlyRead(path, json, options.bearer ?? sent, controller.signal);
    const send = () =>
      fetch(`${API_BASE}${path}`, {
        method,
        headers: {
          ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : authHeaders(auth)),
          ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        },
        body: isForm ? body : json,
        signal: controller.signal,
      });
    response = early ? await early.catch(send) : await send();
  } catch {
    throw new ApiError(0, null, controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    if (response.ok) throw new ApiError(response.status, null, 'unparseable');
  }
  noticeRejectedToken(auth, sent, response.status);
  if (!response.ok) throw new ApiError(response.status, parsed, messageOf(parsed));
  return parsed as T;
}

/**
 * Asks the server to revoke the stored token of `kind`, without waiting: sign-out must not hang
 * on a slow network. The token is read before this returns, so storage may be cleared at once.
 */
export function revokeStoredToken(kind: 'user' | 'admin'): void {
  const token = endStoredToken(kind);
  if (!token) return;
  api(kind === 'admin' ? '/admin/logout' : '/user/logout', { body: {}, auth: kind, bearer: token, timeoutMs: 10_000 }).catch(() => {
    // Already invalid or offline: the token is forgotten on this device either way.
  });
}
