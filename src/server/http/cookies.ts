/** One cookie's value from a Cookie header; the product reads only its own few, so no parser is needed. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
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
