import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession as endCalls, revokeSession } from '../../lib/api.js';
import { clearStorageKeepingLanguage } from '../../lib/storage.js';
import { paths } from '../../lib/paths.js';
import { announceSessionChange } from './session-store.js';

/** Forgets the member on this device: cached answers, stored keys (but the language), session. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearStorageKeepingLanguage();
    announceSessionChange();
    queryClient.clear();
  }, [queryClient]);
}

/**
 * SPEC section 4: sign out resets cached data, clears local storage and goes to '/'. After the
 * account itself was deleted its sessions are gone with it: `revoke: false` asks the server nothing.
 */
export function useSignOut({ revoke = true }: { revoke?: boolean } = {}) {
  const endSession = useEndSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // No read of the leaving pages goes out, or stays under way, in a session about to die.
    endCalls('user');
    await queryClient.cancelQueries();
    // The server's answer clears the session cookie.
    if (revoke) revokeSession('user');
    // Leave the signed-in pages first: clearing the cache under them would make them refetch
    // the member's record and redirect on their own.
    await navigate(paths.landing, { replace: true });
    endSession();
  }, [endSession, navigate, queryClient, revoke]);
}
