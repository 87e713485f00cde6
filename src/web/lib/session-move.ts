import { adminSessionToCookie, memberSessionToCookie } from '../../contract/endpoints/sessions.js';
import { ApiError, call } from './api.js';
import { hasSessionCookie } from './session-cookie.js';
import { readString, STORAGE_KEYS, writeString } from './storage.js';

/**
 * Puts the session `token` stands for into the browser's httpOnly cookie, as the same session
 * with the same end: for a token in hand (one an older version of the app stored, or a payment
 * return's), which the page then forgets.
 */
export async function moveToCookie(kind: 'user' | 'admin', token: string): Promise<void> {
  await call(kind === 'admin' ? adminSessionToCookie : memberSessionToCookie, {}, { bearer: token, sessionInCookie: true });
}

/** Where an older version of the app kept each side's token. */
const STORED = [
  { kind: 'user', side: 'member', key: STORAGE_KEYS.token },
  { kind: 'admin', side: 'admin', key: STORAGE_KEYS.adminToken },
] as const;

/** Whether an older version of the app left a token in this browser's storage. */
export function hasStoredSession(): boolean {
  return STORED.some(({ key }) => readString(key) !== null);
}

/**
 * A browser that signed in before the session moved into a cookie hands its stored tokens over,
 * once, and keeps no token in storage afterwards. A token the server turns down is dead anyway
 * and goes too; one that got no answer (offline, the server's trouble, too many calls) stays for
 * the next visit. A browser that already holds a session cookie of that side keeps it: the
 * stored token is older. Resolves to whether a session moved, and the page must be drawn again
 * as signed in.
 */
export async function moveStoredSessions(): Promise<boolean> {
  const moves = STORED.map(async ({ kind, side, key }) => {
    const token = readString(key);
    if (!token) return false;
    if (hasSessionCookie(side)) {
      writeString(key, null);
      return false;
    }
    try {
      await moveToCookie(kind, token);
      writeString(key, null);
      return true;
    } catch (error) {
      const answered = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
      if (answered) writeString(key, null);
      return false;
    }
  });
  return (await Promise.all(moves)).some(Boolean);
}
