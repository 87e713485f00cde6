import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterestAction } from '../../../contract/interests.js';
import { errorText } from '../../lib/error-text.js';
import { useToast } from '../../ui/use-toast.js';
import { actOnInterest, refreshAfterInterest, sendInterest } from '../api/interests.js';

type InterestStep = 'send' | InterestAction;

const DONE: Record<InterestStep, string> = {
  send: 'interests.done.sent',
  accept: 'interests.done.accepted',
  decline: 'interests.done.declined',
  withdraw: 'interests.done.withdrawn',
};

/**
 * Sends, answers or withdraws an interest, says how it went, and refreshes every screen that
 * shows interests. `busy` holds while a call is under way, so a button cannot be pressed twice.
 */
export function useInterestAction() {
  const { t } = useTranslation('privacy');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (step: InterestStep, target: { userId: string; interestId?: string }) => {
      setBusy(true);
      try {
        const answer = step === 'send' ? await sendInterest(target.userId) : await actOnInterest(target.interestId!, step);
        // Sending back to someone who already sent one accepts theirs.
        toast.success(t(step === 'send' && answer.interest?.status === 'ACCEPTED' ? DONE.accept : DONE[step]));
        await refreshAfterInterest(queryClient);
      } catch (error) {
        toast.error(errorText(t, error));
      } finally {
        setBusy(false);
      }
    },
    [queryClient, t, toast],
  );
  return { run, busy };
}
