import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockMember as block } from '../../../contract/endpoints/blocks.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';
import { refreshAfterInterest } from './refresh-after-interest.js';

/** The two no longer see or reach each other; an interest between them ends. */
async function blockMember(userId: string) {
  return (await call(block, { body: { userId } })).data;
}

/**
 * Blocks, then has every list that showed the member read again, without waiting for them: the
 * screen moves on at once (see block-dialog.tsx). The blocked member's own details are not read
 * again while their page is on its way out (the server no longer shows them to this member), only
 * marked stale: opened again, they are asked for, and the page says the profile is not there.
 */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: (_answer, userId) => {
      const details = memberKeys.profileDetailsOf(userId);
      void Promise.all([
        refreshAfterInterest(queryClient, details),
        queryClient.invalidateQueries({ queryKey: details, exact: true, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: memberKeys.blocks() }),
      ]);
    },
  });
}
