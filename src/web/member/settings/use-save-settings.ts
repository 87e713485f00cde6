import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSettings } from '../../../contract/privacy.js';
import { errorText } from '../../lib/error-text.js';
import { useToast } from '../../ui/use-toast.js';
import { settingsQuery } from '../api/settings.js';

/** Saves one change of settings: the server's answer becomes what the page shows. */
export function useSaveSettings() {
  const { t } = useTranslation('privacy');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = useCallback(
    async (change: () => Promise<MemberSettings>, done: string = t('settings.saved')) => {
      setBusy(true);
      try {
        queryClient.setQueryData(settingsQuery.queryKey, await change());
        toast.success(done);
        // The member's standing (paused) and what others see of them come from the server again.
        await queryClient.invalidateQueries({ queryKey: ['member', 'user-info'] });
      } catch (error) {
        toast.error(errorText(t, error));
      } finally {
        setBusy(false);
      }
    },
    [queryClient, t, toast],
  );
  return { save, busy };
}
