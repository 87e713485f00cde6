import { revokeStoredToken } from '../../lib/api.js';
import { queryClient } from '../../lib/query-client.js';
import { ADMIN_QUERY_ROOT } from '../shared/query-keys.js';
import { clearAdminToken } from './admin-token.js';

/** Announced on window so the layout, wherever the session ended, can take the admin to the login page. */
export const ADMIN_SESSION_ENDED = 'admin-session-ended';

/** Signed out by the admin, refused by the server, or ended after a while without activity. */
export type SessionEndReason = 'signed-out' | 'expired' | 'idle';

/**
 * `refusedByServer`: the server already refused the token (expired, revoked or idle there), so
 * there is nothing left to end on it; a sign-out or an idle time noticed here ends it there too.
 */
export function endAdminSession(reason: SessionEndReason, refusedByServer = false): void {
  if (!refusedByServer) revokeStoredToken('admin');
  clearAdminToken();
  // The next admin on this browser must not be shown the previous one's cached lists.
  queryClient.removeQueries({ queryKey: ADMIN_QUERY_ROOT });
  window.dispatchEvent(new CustomEvent<SessionEndReason>(ADMIN_SESSION_ENDED, { detail: reason }));
}
