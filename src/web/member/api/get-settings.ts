import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { memberSettingsResponse } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** GET /api/user/settings: the member's privacy and mail settings. */
export const settingsQuery = queryOptions({
  queryKey: memberKeys.settings(),
  queryFn: async ({ signal }) => (await api<z.infer<typeof memberSettingsResponse>>('/user/settings', { signal })).data,
});

export function useSettings() {
  return useQuery(settingsQuery);
}
