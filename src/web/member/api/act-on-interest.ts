import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InterestAction, InterestChange, interestChangeResponse } from '../../../contract/interests.js';
import { api } from '../../lib/api.js';
import { refreshAfterInterest } from './refresh-after-interest.js';

interface InterestStep {
  id: string;
  action: InterestAction;
}

/** POST /api/user/interests/:id/:action: accepts or declines an interest received, or withdraws one sent. */
async function actOnInterest({ id, action }: InterestStep): Promise<InterestChange> {
  return (await api<z.infer<typeof interestChangeResponse>>(`/user/interests/${id}/${action}`, { body: {} })).data;
}

/**
 * Acts; `onDone` says how it went first, then every screen that shows interests is read again,
 * and only then is the call done (see use-interest-action.ts).
 */
export function useActOnInterest(onDone: (action: InterestAction) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnInterest,
    onSuccess: async (_answer, { action }) => {
      onDone(action);
      await refreshAfterInterest(queryClient);
    },
  });
}
