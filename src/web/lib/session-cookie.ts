import { cookiesIn, CSRF_COOKIE, SECURE_COOKIE_PREFIX } from '../../contract/session-cookie.js';
import { renderScope } from './render-scope.js';

/**
 * The cookies this page's script sees (httpOnly ones never show), read once per run of script:
 * reading `document.cookie` asks the browser's network process and waits for it, and a render
 * asks for the session many times. The copy is dropped once the running script is done, and by
 * this module's own writes, so a later run sees what a response set since.
 */
let jar: Map<string, string> | undefined;
function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!jar) {
    jar = cookiesIn(document.cookie);
    queueMicrotask(() => {
      jar = undefined;
    });
  }
  return jar.get(name);
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
  jar = undefined;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  document.cookie = `${SECURE_COOKIE_PREFIX}${name}=; Max-Age=0; Path=/; SameSite=Lax; Secure`;
}
