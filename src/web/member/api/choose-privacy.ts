import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MemberSettings, memberSettingsResponse, PrivacySettingsBody } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import { settingsQuery } from './get-settings.js';

/** POST /api/user/settings/privacy: who sees the member's contact details, and their photo unblurred. */
async function choosePrivacy(body: PrivacySettingsBody): Promise<MemberSettings> {
  return (await api<z.infer<typeof memberSettingsResponse>>('/user/settings/privacy', { body })).data;
}

/** Chooses; the settings the server answers become what the settings page shows (see use-save-settings.ts). */
export function useChoosePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePrivacy,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  });
}
