import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InterestAction, InterestChange, interestChangeResponse } from '../../../contract/interests.js';
import type { MemberIdBody } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import { refreshAfterInterest } from './refresh-after-interest.js';

/** What a member does with an interest: sends one, or accepts, declines or withdraws one. */
export type InterestStep = 'send' | InterestAction;

/** Whom it is about: the member, and for an answer or a withdrawal, the interest itself. */
export interface InterestTarget {
  userId: string;
  interestId?: string;
}

type Answer = z.infer<typeof interestChangeResponse>;

/**
 * POST /api/user/interests: an interest in another member (sent back to one who sent first, it
 * accepts theirs). POST /api/user/interests/:id/:action: accepts or declines an interest received,
 * or withdraws one sent.
 */
async function takeStep({ step, target }: { step: InterestStep; target: InterestTarget }): Promise<InterestChange> {
  if (step === 'send') return (await api<Answer>('/user/interests', { body: { userId: target.userId } satisfies MemberIdBody })).data;
  return (await api<Answer>(`/user/interests/${target.interestId}/${step}`, { body: {} })).data;
}

/**
 * Every step in one mutation (a listing card holds one, not one per kind of step). `onDone` says
 * how it went first, then every screen that shows interests is read again, and only then is the
 * call done (see use-interest-action.ts).
 */
export function useInterestStep(onDone: (step: InterestStep, answer: InterestChange) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeStep,
    onSuccess: async (answer, { step }) => {
      onDone(step, answer);
      await refreshAfterInterest(queryClient);
    },
  });
}
