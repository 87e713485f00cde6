import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { MEMBER_QUERY_ROOT } from './query-keys.js';

/** POST /api/user/resubmit: a rejected member sends the profile for review again. */
async function resubmitProfile(): Promise<void> {
  await api('/user/resubmit', { body: {} });
}

/** Sends it, then asks again where the member stands (and for what they may see). */
export function useResubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT }),
  });
}
