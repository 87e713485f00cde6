// No schema here: the web app's first chunk reads these names, and must not bring zod with it.

/**
 * The web app keeps its session in an httpOnly cookie, out of reach of any script on the page. It
 * asks for that with this request header (value `cookie`) on the calls that sign in and on moving
 * an older browser's stored token over; without it, answers carry the token as SPEC has them.
 */
export const SESSION_TRANSPORT_HEADER = 'x-session-transport';
export const COOKIE_TRANSPORT = 'cookie';

/**
 * The cookies' names over plain http (a local install). Behind HTTPS each is sent as
 * `__Host-<name>`: Secure, Path=/, no Domain, so no other site or subdomain can plant one.
 */
export const SECURE_COOKIE_PREFIX = '__Host-';

/** The session itself, httpOnly: a member's and an admin's are separate cookies, like their tokens. */
export const SESSION_COOKIE = { member: 'mv-session', admin: 'mv-admin' } as const;

/**
 * Set and cleared with the session cookie of the same side, readable by the page's script: its
 * presence tells the app a session cookie exists, and its value is the token to echo in
 * `CSRF_HEADER` where a browser sends neither `Origin` nor `Sec-Fetch-Site`.
 */
export const CSRF_COOKIE = { member: 'mv-csrf', admin: 'mv-admin-csrf' } as const;

/** Carries the csrf cookie's value on a call that changes something, for browsers that name no origin. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Every cookie of a Cookie header (or `document.cookie`), by name. A name sent twice (two paths
 * or domains) keeps its first value: the browser sends the most specific first.
 */
export function cookiesIn(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const [raw = '', ...value] = part.split('=');
    const name = raw.trim();
    if (name && !cookies.has(name)) cookies.set(name, value.join('=').trim());
  }
  return cookies;
}
