import { CSRF_COOKIE, SECURE_COOKIE_PREFIX } from '../../contract/session-cookie.js';
import { renderScope } from './render-scope.js';

/** A cookie's value as this page's script sees it (httpOnly ones never show). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
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
