import { pathOf, type AnswerOf, type BodyInputOf, type Endpoint, type ParamsInputOf, type QueryInputOf } from '../../contract/endpoint.js';
import { adminSignOut, memberSignOut } from '../../contract/endpoints/sessions.js';
import { errorCodeOf } from '../../contract/error-code.js';
import { COOKIE_TRANSPORT, CSRF_HEADER, SESSION_TRANSPORT_HEADER } from '../../contract/session-cookie.js';
import type { ErrorCode } from '../../contract/errors.js';
import type { ApiAnswer } from '../../contract/render-api.js';
import { checkAnswer } from './answer-check.js';
import { renderScope } from './render-scope.js';
import { csrfToken, forgetSessionCookie, hasSessionCookie } from './session-cookie.js';

/** The API's base address; the server serves it on the web app's own origin. */
const API_BASE = '/api';

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

interface ApiOptions extends CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /**
   * Whose session the call is made in: the browser sends its session cookies with every call,
   * and a refusal (401) of the member's means their session ended. Defaults to the member's.
   */
  auth?: TokenKind;
}

/** How a call goes out, beside what the endpoint says. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A token to send instead of the session cookie, e.g. to ask whose it is before signing in with it. */
  bearer?: string;
  /** A call that signs in: the session goes into the browser's httpOnly cookie, out of the page's reach. */
  sessionInCookie?: boolean;
}

/** The message a failed answer carries (`data.message`): for logs and errors, never shown as is. */
export function messageOf(body: unknown, fallback = 'Something went wrong'): string {
  const message = (body as { data?: { message?: unknown } } | null)?.data?.message;
  return typeof message === 'string' ? message : fallback;
}

/** Which session cookie a call of `kind` is made in. */
const sideOf = (kind: 'user' | 'admin') => (kind === 'admin' ? 'admin' : 'member');

/**
 * Which session of `kind` the browser holds, as this page can tell: the csrf token set with the
 * session cookie, which changes with every session. Undefined when there is none.
 */
export function sessionMark(kind: 'user' | 'admin'): string | undefined {
  return csrfToken(sideOf(kind));
}

/**
 * The forgery token a call that changes something carries, for browsers that tell the server
 * neither its origin nor `Sec-Fetch-Site`: the admin's for admin calls, the member's otherwise.
 */
export function csrfHeaders(path: string, method: string): Record<string, string> {
  if (method === 'GET') return {};
  const token = csrfToken(path.startsWith('/admin/') ? 'admin' : 'member');
  return token ? { [CSRF_HEADER]: token } : {};
}

/** Announced when the server turns down the member's session: it has ended. */
export const MEMBER_SESSION_REJECTED = 'member-session-rejected';

/**
 * Sessions this tab has ended (signed out, account deleted, turned down by the server) or heard
 * another tab end, by their mark. Their cookies go only when the server's answer to the sign-out
 * arrives: until then a read still queued under the leaving page would reach the server after
 * the session died there and come back 401; it is refused here instead, and never goes out.
 */
const endedSessions = new Set<string>();

/** What a call made in an ended session fails with, before anything is sent. */
export const SESSION_ENDED = 'session ended';

/** Announced (detail: the kind) when another tab of this browser ended a session. */
export const SESSION_ENDED_ELSEWHERE = 'session-ended-elsewhere';

/**
 * Tabs of this browser tell each other which session they ended: its cookies are theirs too. Only
 * in a browser: a page rendered on the server has no other tabs.
 */
const tabs =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('mali-vivah-sessions');
tabs?.addEventListener('message', (event: MessageEvent<{ kind: 'user' | 'admin'; mark: string }>) => {
  endedSessions.add(event.data.mark);
  window.dispatchEvent(new CustomEvent(SESSION_ENDED_ELSEWHERE, { detail: event.data.kind }));
});

/**
 * Whether the page is signed in as `kind`: the browser holds that session's cookie and this tab
 * has not ended it. On the server, whether the request being rendered carries one.
 */
export function hasLiveSession(kind: 'user' | 'admin'): boolean {
  if (renderScope()) return hasSessionCookie(sideOf(kind));
  const mark = sessionMark(kind);
  return mark !== undefined && !endedSessions.has(mark);
}

/** Stops every later call in the current session of `kind`, here and in the browser's other tabs. */
export function endSession(kind: 'user' | 'admin'): void {
  const mark = sessionMark(kind);
  if (!mark || endedSessions.has(mark)) return;
  endedSessions.add(mark);
  tabs?.postMessage({ kind, mark });
}

/**
 * A 401 in the member's session while the page took it for live means the session ended under
 * the member (revoked, expired, account gone). Said once, here, for every call; a session this
 * tab already ended (a sign-out racing its own revocation) or has since replaced is no news.
 */
export function noticeRejectedSession(kind: TokenKind, sent: string | undefined, status: number): void {
  if (status !== 401 || kind !== 'user' || !sent || endedSessions.has(sent)) return;
  const now = sessionMark(kind);
  if (now !== undefined && now !== sent) return;
  endedSessions.add(sent);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(MEMBER_SESSION_REJECTED));
}

type Part<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : undefined extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/** What a call sends: the endpoint's body, query and path parameters, each where it has one. */
export type CallInput<E> = Part<'body', BodyInputOf<E> | (BodyInputOf<E> extends undefined ? never : FormData)> &
  Part<'query', QueryInputOf<E>> &
  Part<'params', ParamsInputOf<E>>;

type AddressQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The address of a call, for what is not fetched as JSON (a download, an upload with progress):
 * its path with the parameters put in, and the query's values that are not undefined.
 */
export function addressOf(
  target: Pick<Endpoint, 'path'>,
  { params, query }: { params?: Readonly<Record<string, string | number>>; query?: AddressQuery } = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return `${API_BASE}${pathOf(target, params)}${text ? `?${text}` : ''}`;
}

/**
 * What a side's screens do around each of its calls, beside the call: the admin's end the session
 * on a refusal and count the call as activity (admin/session/). Set by the side's layout.
 */
export interface SessionGuard {
  /** Before the call: a session already ended here refuses it without a request. */
  allows(): boolean;
  answered(): void;
  refused(error: ApiError): void;
}

const guards: Partial<Record<Endpoint['side'], SessionGuard>> = {};

export function guardSession(side: Endpoint['side'], guard: SessionGuard): void {
  guards[side] = guard;
}

/** Which session a call of `side` is made in; a call either opens is watched by neither side's rules. */
const kindOf = (side: Endpoint['side']): TokenKind => (side === 'admin' ? 'admin' : side === 'member' ? 'user' : 'none');

/**
 * Calls `target` with `input` and returns its answer. Non-2xx answers, network failures,
 * time-outs and unparseable bodies all become an ApiError (status 0 for the last three); in
 * development and tests, an answer that breaks the endpoint's contract does too (answer-check.ts).
 */
export async function call<E extends Endpoint>(
  target: E,
  ...[input, options = {}]: object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions]
): Promise<AnswerOf<E>> {
  const { body, query, params } = (input ?? {}) as { body?: unknown; query?: AddressQuery; params?: Record<string, string | number> };
  const path = addressOf(target, { params, query }).slice(API_BASE.length);
  // A call with a token in hand is not made in the browser's session, which its guard watches.
  const guard = options.bearer ? undefined : guards[target.side];
  if (guard && !guard.allows()) throw new ApiError(401, null, 'signed out');
  const method = target.method;
  let answer: unknown;
  try {
    answer = await api(path, { ...options, method, body: method === 'GET' ? undefined : (body ?? {}), auth: kindOf(target.side) });
  } catch (error) {
    if (guard && error instanceof ApiError && error.status === 401) guard.refused(error);
    throw error;
  }
  guard?.answered();
  await checkAnswer(target, answer);
  return answer as AnswerOf<E>;
}

/** `call` by address: the transport under it. */
async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const sent = options.auth === 'none' || options.bearer ? undefined : sessionMark(options.auth ?? 'user');
  if (sent && endedSessions.has(sent)) throw new ApiError(0, null, SESSION_ENDED);
  return send<T>(path, options, sent);
}

/** `api`, in whichever session the browser is in: the sign-out's own call goes out here. */
async function send<T>(path: string, options: ApiOptions, sent: string | undefined): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, auth = 'user' } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 30_000);
  options.signal?.addEventListener('abort', () => controller.abort());
  let response: ApiAnswer;
  try {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const json = body === undefined || isForm ? undefined : JSON.stringify(body);
    // A page rendered on the server reads the API in-process, as the request it renders for.
    const send = () =>
      (renderScope()?.fetch ?? fetch)(`${API_BASE}${path}`, {
        method,
        headers: {
          ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
          ...csrfHeaders(path, method),
          ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
          ...(options.sessionInCookie ? { [SESSION_TRANSPORT_HEADER]: COOKIE_TRANSPORT } : {}),
        },
        body: isForm ? body : json,
        signal: controller.signal,
      });
    response = await send();
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
  noticeRejectedSession(auth, sent, response.status);
  if (!response.ok) throw new ApiError(response.status, parsed, messageOf(parsed));
  return parsed as T;
}

/**
 * Ends the session of `kind` here and asks the server to revoke it, without waiting: sign-out
 * must not hang on a slow network. The server's answer clears the cookies; if it never comes
 * (offline), the page forgets the session on this device all the same.
 */
export function revokeSession(kind: 'user' | 'admin'): void {
  const mark = sessionMark(kind);
  if (!mark) return;
  endSession(kind);
  const target = kind === 'admin' ? adminSignOut : memberSignOut;
  send(target.path, { method: target.method, body: {}, auth: kind, timeoutMs: 10_000 }, undefined).catch((error: unknown) => {
    // Already ended there, the answer cleared the cookies; without an answer they stay, and
    // the page stops taking them for a session.
    if (error instanceof ApiError && error.status === 0 && sessionMark(kind) === mark) forgetSessionCookie(sideOf(kind));
  });
}
