import { api, ApiError, type ApiOptions } from '../../lib/api.js';
import { endAdminSession } from '../session/end-admin-session.js';

/**
 * Calls an admin endpoint with the admin token. A 401 means the token is gone or revoked:
 * the session ends here, once, rather than in every screen.
 */
export async function adminApi<T>(path: string, options: Omit<ApiOptions, 'auth'> = {}): Promise<T> {
  try {
    return await api<T>(path, { ...options, auth: 'admin' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endAdminSession('expired');
    throw error;
  }
}

/** True for the 401 that {@link adminApi} already handled, so callers do not also toast it. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
