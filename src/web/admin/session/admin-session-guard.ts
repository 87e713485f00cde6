import { ApiError, guardSession, hasLiveSession } from '../../lib/api.js';
import { endAdminSession } from './end-admin-session.js';
import { noteAdminActivity } from './idle-sign-out.js';

/**
 * Every admin call: one made after the session ended on this device (a screen still unmounting)
 * goes nowhere; an answer counts as activity; a refusal (401) ends the session here, once,
 * rather than in every screen.
 */
export function guardAdminCalls(): void {
  guardSession('admin', {
    allows: () => hasLiveSession('admin'),
    answered: noteAdminActivity,
    refused: (error) => {
      // A sign-in left after the password (a reload in the middle, say) holds a session that
      // opens only the second step: it is ended there too, and sign-in starts again.
      if (error.code === 'SECOND_STEP_REQUIRED') endAdminSession('signed-out');
      else endAdminSession(error.code === 'SESSION_IDLE' ? 'idle' : 'expired', true);
    },
  });
}

/** True for the 401 the guard above already handled, so callers do not also toast it. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
