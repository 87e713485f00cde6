import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterestAction, InterestChange } from '../../../contract/interests.js';
import { actOnInterest, sendInterest } from '../../../contract/endpoints/interests.js';
import { call } from '../../lib/api.js';
import { refreshAfterInterest } from './refresh-after-interest.js';

/** What a member does with an interest: sends one, or accepts, declines or withdraws one. */
export type InterestStep = 'send' | InterestAction;

/** Whom it is about: the member, and for an answer or a withdrawal, the interest itself. */
export interface InterestTarget {
  userId: string;
  interestId?: string;
}

/**
 * Sends an interest in another member (sent back to one who sent first, it accepts theirs), or
 * accepts or declines an interest received, or withdraws one sent.
 */
async function takeStep({ step, target }: { step: InterestStep; target: InterestTarget }): Promise<InterestChange> {
  if (step === 'send') return (await call(sendInterest, { body: { userId: target.userId } })).data;
  if (target.interestId === undefined) throw new Error(`${step} needs the interest`);
  return (await call(actOnInterest, { params: { id: target.interestId, action: step } })).data;
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
