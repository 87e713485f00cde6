import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MailSettingBody, MemberSettings, memberSettingsResponse } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import { settingsQuery } from './get-settings.js';

/** POST /api/user/settings/mail: one kind of mail on or off. */
async function chooseMail(body: MailSettingBody): Promise<MemberSettings> {
  return (await api<z.infer<typeof memberSettingsResponse>>('/user/settings/mail', { body })).data;
}

/** Chooses; the settings the server answers become what the settings page shows. */
export function useChooseMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseMail,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  });
}
