import { cookiesIn } from '../../contract/session-cookie.js';

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  return cookiesIn(header).get(name);
}

interface CookieOptions {
  /** Seconds; 0 tells the browser to drop the cookie. */
  maxAgeSeconds: number;
  /** Out of reach of the page's scripts. */
  httpOnly: boolean;
  /** Sent over HTTPS only. */
  secure: boolean;
}

/** A Set-Cookie value for the whole site, never sent along by another site's forms or frames. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
