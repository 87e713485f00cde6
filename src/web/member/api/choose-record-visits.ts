import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chooseRecordVisits as choose } from '../../../contract/endpoints/visits.js';
import { call } from '../../lib/api.js';
import { settingsQuery } from './get-settings.js';
import { memberKeys } from './query-keys.js';

/** "Show and record visits" on or off; the settings the server answers become the page's, and the visits are read again. */
export function useChooseRecordVisits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recordVisits: boolean) => (await call(choose, { body: { recordVisits } })).data,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsQuery.queryKey, settings);
      await queryClient.invalidateQueries({ queryKey: memberKeys.visits() });
    },
  });
}
