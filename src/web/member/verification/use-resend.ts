import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_SECONDS } from '../../../contract/limits.js';
import { errorText } from '../../lib/error-text.js';
import { useToast } from '../../ui/use-toast.js';

/** When each channel may ask again, shared by the banner and the page within this tab. */
const nextAllowed: Record<string, number> = {};

/**
 * Asking for another code: the button waits out the minute the server asks between codes (it
 * also refuses, with a message, if asked sooner), and says where the code went.
 */
export function useResend(channel: 'email' | 'mobile', send: () => Promise<{ sentTo: string }>) {
  const { t } = useTranslation('verification');
  const toast = useToast();
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState(false);
  const waitSeconds = Math.max(0, Math.ceil(((nextAllowed[channel] ?? 0) - now) / 1000));

  useEffect(() => {
    if (waitSeconds === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waitSeconds]);

  const resend = async (): Promise<boolean> => {
    setPending(true);
    try {
      const answer = await send();
      toast.success(t('codeSent', { to: answer.sentTo }));
      nextAllowed[channel] = Date.now() + CODE_RESEND_SECONDS * 1000;
      return true;
    } catch (error) {
      toast.error(errorText(t, error));
      return false;
    } finally {
      setNow(Date.now());
      setPending(false);
    }
  };

  return { resend, pending, waitSeconds, disabled: pending || waitSeconds > 0 };
}
