import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSettings } from '../../../contract/privacy.js';
import { errorText } from '../../lib/error-text.js';
import { useToast } from '../../ui/use-toast.js';
import { settingsQuery } from '../api/get-settings.js';
import { memberKeys } from '../api/query-keys.js';

/**
 * Saves one change of settings: `change` calls one of the settings' mutations, whose answer
 * becomes what the page shows (choose-privacy.ts, choose-paused.ts, choose-mail.ts). A choice the
 * member made (`shown`) shows at once, so a radio follows the finger on a slow network, and goes
 * back if the server refuses it.
 */
export function useSaveSettings() {
  const { t } = useTranslation('privacy');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = useCallback(
    async (change: () => Promise<unknown>, shown: Partial<MemberSettings> = {}, done: string = t('settings.saved')) => {
      setBusy(true);
      const before = queryClient.getQueryData(settingsQuery.queryKey);
      if (before) queryClient.setQueryData(settingsQuery.queryKey, { ...before, ...shown });
      try {
        await change();
        toast.success(done);
        // The member's standing (paused) and what others see of them come from the server again.
        await queryClient.invalidateQueries({ queryKey: memberKeys.userInfo() });
      } catch (error) {
        if (before) queryClient.setQueryData(settingsQuery.queryKey, before);
        toast.error(errorText(t, error));
      } finally {
        setBusy(false);
      }
    },
    [queryClient, t, toast],
  );
  return { save, busy };
}
