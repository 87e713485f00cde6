import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unblockMember as unblock } from '../../../contract/endpoints/blocks.js';
import type { BlockedMember } from '../../../contract/privacy.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** The block ends; the member may appear in the listing again. */
async function unblockMember(member: BlockedMember) {
  return (await call(unblock, { body: { userId: member.userId } })).data;
}

/**
 * Unblocks; `onUnblocked` says so first, then the blocked list and the listing are read again,
 * and only then is the call done (its button stays disabled until the row has gone).
 */
export function useUnblockMember(onUnblocked: (member: BlockedMember) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSuccess: async (_answer, member) => {
      onUnblocked(member);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.blocks() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.profiles() }),
      ]);
    },
  });
}
