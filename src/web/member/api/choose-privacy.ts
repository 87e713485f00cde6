import { useMutation, useQueryClient } from '@tanstack/react-query';
import { choosePrivacy as choose } from '../../../contract/endpoints/privacy.js';
import type { MemberSettings, PrivacySettingsBody } from '../../../contract/privacy.js';
import { call } from '../../lib/api.js';
import { settingsQuery } from './get-settings.js';

/** Who sees the member's contact details, and their photo unblurred. */
async function choosePrivacy(body: PrivacySettingsBody): Promise<MemberSettings> {
  return (await call(choose, { body })).data;
}

/** Chooses; the settings the server answers become what the settings page shows (see use-save-settings.ts). */
export function useChoosePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePrivacy,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  });
}
