import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { revokeStoredToken } from '../../lib/api.js';
import { clearStorageKeepingLanguage } from '../../lib/storage.js';
import { paths } from '../../lib/paths.js';
import { announceSessionChange } from './session-store.js';

/** Forgets the member on this device: cached answers, stored keys (but the language), session. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.clear();
    clearStorageKeepingLanguage();
    announceSessionChange();
  }, [queryClient]);
}

/**
 * SPEC section 4: sign out resets cached data, clears local storage and goes to '/'. After the
 * account itself was deleted its sessions are gone with it: `revoke: false` asks the server nothing.
 */
export function useSignOut({ revoke = true }: { revoke?: boolean } = {}) {
  const endSession = useEndSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave the signed-in pages first: clearing the cache under them would make them refetch
    // the member's record and redirect on their own.
    await navigate(paths.landing, { replace: true });
    if (revoke) revokeStoredToken('user');
    endSession();
  }, [endSession, navigate, revoke]);
}
