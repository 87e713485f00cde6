import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.js';
import { useToast } from '../../ui/use-toast.js';
import { useInterestStep, type InterestStep, type InterestTarget } from '../api/interest-steps.js';

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
  // Said before the screens are read again; the call is done once they have been. Sending back
  // to someone who already sent one accepts theirs.
  const { mutateAsync } = useInterestStep((step, answer) =>
    toast.success(t(step === 'send' && answer.interest?.status === 'ACCEPTED' ? DONE.accept : DONE[step])),
  );
  const run = useCallback(
    async (step: InterestStep, target: InterestTarget) => {
      setBusy(true);
      try {
        await mutateAsync({ step, target });
      } catch (error) {
        toast.error(errorText(t, error));
      } finally {
        setBusy(false);
      }
    },
    [mutateAsync, t, toast],
  );
  return { run, busy };
}
