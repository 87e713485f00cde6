import { queryOptions, useQuery } from '@tanstack/react-query';
import { readSettings } from '../../../contract/endpoints/privacy.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** The member's privacy and mail settings. */
export const settingsQuery = queryOptions({
  queryKey: memberKeys.settings(),
  queryFn: async ({ signal }) => (await call(readSettings, {}, { signal })).data,
});

export function useSettings() {
  return useQuery(settingsQuery);
}
