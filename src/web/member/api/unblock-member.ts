import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageOnly } from '../../../contract/envelope.js';
import type { BlockedMember, MemberIdBody } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** POST /api/user/blocks/remove: the block ends; the member may appear in the listing again. */
async function unblockMember(member: BlockedMember): Promise<z.infer<typeof messageOnly>['data']> {
  return (await api<z.infer<typeof messageOnly>>('/user/blocks/remove', { body: { userId: member.userId } satisfies MemberIdBody })).data;
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
