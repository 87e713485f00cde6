import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chooseMail as choose } from '../../../contract/endpoints/privacy.js';
import type { MailSettingBody, MemberSettings } from '../../../contract/privacy.js';
import { call } from '../../lib/api.js';
import { settingsQuery } from './get-settings.js';

/** One kind of mail on or off. */
async function chooseMail(body: MailSettingBody): Promise<MemberSettings> {
  return (await call(choose, { body })).data;
}

/** Chooses; the settings the server answers become what the settings page shows. */
export function useChooseMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseMail,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  });
}
