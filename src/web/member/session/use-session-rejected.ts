import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_SESSION_REJECTED } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { markSessionEnded } from './session-store.js';
import { useEndSession } from './use-sign-out.js';

/**
 * However the member learns it (a search, a report, Load more), a session the server no longer
 * accepts ends on this device at once, and sign-in says why.
 */
export function useSessionRejected(): void {
  const endSession = useEndSession();
  const navigate = useNavigate();
  useEffect(() => {
    const onRejected = () => {
      markSessionEnded();
      // Leave the signed-in pages first: clearing the cache under them would make them refetch.
      void Promise.resolve(navigate(paths.auth, { replace: true })).then(endSession);
    };
    window.addEventListener(MEMBER_SESSION_REJECTED, onRejected);
    return () => window.removeEventListener(MEMBER_SESSION_REJECTED, onRejected);
  }, [endSession, navigate]);
}
