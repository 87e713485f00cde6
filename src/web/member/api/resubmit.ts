import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resubmitProfile as resubmit } from '../../../contract/endpoints/moderation.js';
import { call } from '../../lib/api.js';
import { MEMBER_QUERY_ROOT } from './query-keys.js';

/** A rejected member sends the profile for review again. */
async function resubmitProfile(): Promise<void> {
  await call(resubmit);
}

/**
 * Sends it, says so (`onSent`), then asks again where the member stands (and for what they may
 * see). `onSent` runs here rather than in a call's own callback: the new standing removes the
 * notice that made the call, and a removed component's callbacks are not run.
 */
export function useResubmitProfile(onSent: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitProfile,
    onSuccess: async () => {
      onSent();
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });
    },
  });
}
