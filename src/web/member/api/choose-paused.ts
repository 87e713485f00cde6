import { useMutation, useQueryClient } from '@tanstack/react-query';
import { choosePaused as choose } from '../../../contract/endpoints/privacy.js';
import type { MemberSettings } from '../../../contract/privacy.js';
import { call } from '../../lib/api.js';
import { settingsQuery } from './get-settings.js';

/** The member's profile out of every listing (paused), or back in. */
async function choosePaused(paused: boolean): Promise<MemberSettings> {
  return (await call(choose, { body: { paused } })).data;
}

/** Chooses; the settings the server answers become what the settings page shows. */
export function useChoosePaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePaused,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  });
}
