import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterestAction } from '../../../contract/interests.js';
import { errorText } from '../../lib/error-text.js';
import { useToast } from '../../ui/use-toast.js';
import { useActOnInterest } from '../api/act-on-interest.js';
import { useSendInterest } from '../api/send-interest.js';

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
  const [busy, setBusy] = useState(false);
  // Said before the screens are read again; the call is done once they have been.
  const { mutateAsync: send } = useSendInterest((answer) =>
    // Sending back to someone who already sent one accepts theirs.
    toast.success(t(answer.interest?.status === 'ACCEPTED' ? DONE.accept : DONE.send)),
  );
  const { mutateAsync: act } = useActOnInterest((action) => toast.success(t(DONE[action])));
  const run = useCallback(
    async (step: InterestStep, target: { userId: string; interestId?: string }) => {
      setBusy(true);
      try {
        if (step === 'send') await send(target.userId);
        else await act({ id: target.interestId!, action: step });
      } catch (error) {
        toast.error(errorText(t, error));
      } finally {
        setBusy(false);
      }
    },
    [act, send, t, toast],
  );
  return { run, busy };
}
