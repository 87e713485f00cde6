import { api, ApiError, type ApiOptions } from '../../lib/api.js';
import { readAdminToken } from '../session/admin-token.js';
import { endAdminSession } from '../session/end-admin-session.js';
import { noteAdminActivity } from '../session/idle-sign-out.js';

/**
 * Calls an admin endpoint with the admin token. A 401 means the token is gone or revoked:
 * the session ends here, once, rather than in every screen.
 */
export async function adminApi<T>(path: string, options: Omit<ApiOptions, 'auth'> = {}): Promise<T> {
  // Already ended on this device (the routes let no page open without a token): a screen still
  // unmounting must not call the server without one, nor end the session a second time.
  if (!readAdminToken()) throw new ApiError(401, null, 'signed out');
  try {
    const answer = await api<T>(path, { ...options, auth: 'admin' });
    noteAdminActivity();
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endAdminSession(error.code === 'SESSION_IDLE' ? 'idle' : 'expired', true);
    throw error;
  }
}

/** True for the 401 that {@link adminApi} already handled, so callers do not also toast it. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
