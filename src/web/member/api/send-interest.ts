import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InterestChange, interestChangeResponse } from '../../../contract/interests.js';
import type { MemberIdBody } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import { refreshAfterInterest } from './refresh-after-interest.js';

/** POST /api/user/interests: an interest in another member (sent back to one who sent first, it accepts theirs). */
async function sendInterest(userId: string): Promise<InterestChange> {
  return (await api<z.infer<typeof interestChangeResponse>>('/user/interests', { body: { userId } satisfies MemberIdBody })).data;
}

/**
 * Sends; `onSent` says how it went first, then every screen that shows interests is read again,
 * and only then is the call done (see use-interest-action.ts).
 */
export function useSendInterest(onSent: (answer: InterestChange) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInterest,
    onSuccess: async (answer) => {
      onSent(answer);
      await refreshAfterInterest(queryClient);
    },
  });
}
