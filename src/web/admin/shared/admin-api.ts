import { api, ApiError, hasLiveSession, type ApiOptions } from '../../lib/api.js';
import { endAdminSession } from '../session/end-admin-session.js';
import { noteAdminActivity } from '../session/idle-sign-out.js';

export { isSessionError } from '../session/admin-session-guard.js';

// Its last user is the payments page's read of '/config'; every other admin call goes through `call`.
/**
 * Calls an admin endpoint in the admin's session (its cookie). A 401 means the session is gone or
 * revoked: it ends here, once, rather than in every screen.
 */
export async function adminApi<T>(path: string, options: Omit<ApiOptions, 'auth'> = {}): Promise<T> {
  // Already ended on this device (the routes let no page open without a session): a screen still
  // unmounting must not call the server without one, nor end the session a second time.
  if (!hasLiveSession('admin')) throw new ApiError(401, null, 'signed out');
  try {
    const answer = await api<T>(path, { ...options, auth: 'admin' });
    noteAdminActivity();
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // A sign-in left after the password (a reload in the middle, say) holds a session that
      // opens only the second step: it is ended there too, and sign-in starts again.
      if (error.code === 'SECOND_STEP_REQUIRED') endAdminSession('signed-out');
      else endAdminSession(error.code === 'SESSION_IDLE' ? 'idle' : 'expired', true);
    }
    throw error;
  }
}
