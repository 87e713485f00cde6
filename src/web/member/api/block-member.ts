import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageOnly } from '../../../contract/envelope.js';
import type { MemberIdBody } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';
import { refreshAfterInterest } from './refresh-after-interest.js';

/** POST /api/user/blocks: the two no longer see or reach each other; an interest between them ends. */
async function blockMember(userId: string): Promise<z.infer<typeof messageOnly>['data']> {
  return (await api<z.infer<typeof messageOnly>>('/user/blocks', { body: { userId } satisfies MemberIdBody })).data;
}

/**
 * Blocks, then has every list that showed the member read again, without waiting for them: the
 * screen moves on at once (see block-dialog.tsx).
 */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: () => {
      void Promise.all([refreshAfterInterest(queryClient), queryClient.invalidateQueries({ queryKey: memberKeys.blocks() })]);
    },
  });
}
