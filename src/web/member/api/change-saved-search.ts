import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeSavedSearch, saveSearch, updateSavedSearch } from '../../../contract/endpoints/saved-searches.js';
import type { SaveSearchBody, UpdateSavedSearchBody } from '../../../contract/saved-searches.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** Each change answers the search as the server keeps it; the list is read again after it. */
function useSavedSearchChange<I>(change: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.savedSearches() }),
  });
}

export function useSaveSearch() {
  return useSavedSearchChange(async (body: SaveSearchBody) => (await call(saveSearch, { body })).data);
}

export function useUpdateSavedSearch() {
  return useSavedSearchChange(
    async ({ id, ...body }: { id: string } & UpdateSavedSearchBody) => (await call(updateSavedSearch, { params: { id }, body })).data,
  );
}

export function useRemoveSavedSearch() {
  return useSavedSearchChange(async (id: string) => (await call(removeSavedSearch, { params: { id } })).data);
}
