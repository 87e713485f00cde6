import { endSession, revokeSession } from '../../lib/api.js';
import { queryClient } from '../../lib/query-client.js';
import { ADMIN_QUERY_ROOT } from '../shared/query-keys.js';

/** Announced on window so the layout, wherever the session ended, can take the admin to the login page. */
export const ADMIN_SESSION_ENDED = 'admin-session-ended';

/** Signed out by the admin, refused by the server, or ended after a while without activity. */
export type SessionEndReason = 'signed-out' | 'expired' | 'idle';

/** The next admin on this browser must not be shown the previous one's cached lists. */
export function forgetAdminData(): void {
  queryClient.removeQueries({ queryKey: ADMIN_QUERY_ROOT });
}

/**
 * `refusedByServer`: the server already refused the session (expired, revoked or idle there) and
 * cleared its cookie, so there is nothing left to end on it; a sign-out or an idle time noticed
 * here ends it there too, and the server's answer clears the cookie.
 */
export function endAdminSession(reason: SessionEndReason, refusedByServer = false): void {
  if (refusedByServer) endSession('admin');
  else revokeSession('admin');
  forgetAdminData();
  lastEnd = reason;
  window.dispatchEvent(new CustomEvent<SessionEndReason>(ADMIN_SESSION_ENDED, { detail: reason }));
}

/**
 * Why the last session ended, until a screen has told the admin. A screen's first read can be
 * refused before the layout that listens for the end has mounted (a page opened after the
 * session went idle): the layout then finds the reason here.
 */
let lastEnd: SessionEndReason | undefined;

/** The reason the session ended, once, while it is still ended; undefined once told or signed in again. */
export function takeUntoldEnd(sessionEnded: boolean): SessionEndReason | undefined {
  const reason = sessionEnded ? lastEnd : undefined;
  lastEnd = undefined;
  return reason;
}
