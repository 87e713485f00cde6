import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSavedSearches } from '../../../contract/endpoints/saved-searches.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** The member's saved searches, oldest first, and how many may be kept. */
export const savedSearchesQuery = queryOptions({
  queryKey: memberKeys.savedSearches(),
  queryFn: async ({ signal }) => (await call(listSavedSearches, {}, { signal })).data,
});

export function useSavedSearches() {
  return useQuery(savedSearchesQuery);
}
