import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MemberSettings, memberSettingsResponse } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import { settingsQuery } from './get-settings.js';

/** POST /api/user/settings/pause: the member's profile out of every listing (paused), or back in. */
async function choosePaused(paused: boolean): Promise<MemberSettings> {
  return (await api<z.infer<typeof memberSettingsResponse>>('/user/settings/pause', { body: { paused } })).data;
}

/** Chooses; the settings the server answers become what the settings page shows. */
export function useChoosePaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePaused,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  });
}
