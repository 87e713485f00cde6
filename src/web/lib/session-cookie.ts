import { cookiesIn, CSRF_COOKIE, SECURE_COOKIE_PREFIX } from '../../contract/session-cookie.js';
import { renderScope } from './render-scope.js';

/** A cookie's value as this page's script sees it (httpOnly ones never show). */
function readCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : cookiesIn(document.cookie).get(name);
}

/**
 * The csrf token of `side`'s session cookie, if one is set: set and cleared with the session
 * itself, so its presence says a session cookie exists, without the session being readable.
 */
export function csrfToken(side: 'member' | 'admin'): string | undefined {
  const name = CSRF_COOKIE[side];
  return readCookie(`${SECURE_COOKIE_PREFIX}${name}`) ?? readCookie(name);
}

/** Whether the browser holds a session cookie of `side` (on the server: whether the request does). */
export function hasSessionCookie(side: 'member' | 'admin'): boolean {
  const scope = renderScope();
  if (scope) return side === 'member' ? scope.signedIn.user : scope.signedIn.admin;
  return csrfToken(side) !== undefined;
}

/**
 * Drops the readable half of `side`'s session cookie on this device, for a sign-out the server
 * could not be told of: the page, and the server's next render of it, then take the browser for
 * signed out. The httpOnly half is out of the page's reach; it lapses with its session.
 */
export function forgetSessionCookie(side: 'member' | 'admin'): void {
  if (typeof document === 'undefined') return;
  const name = CSRF_COOKIE[side];
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  document.cookie = `${SECURE_COOKIE_PREFIX}${name}=; Max-Age=0; Path=/; SameSite=Lax; Secure`;
}
