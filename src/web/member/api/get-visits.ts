import { queryOptions, useQuery } from '@tanstack/react-query';
import { listVisits } from '../../../contract/endpoints/visits.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** Who opened the member's details page lately, while both record visits. */
export const visitsQuery = queryOptions({
  queryKey: memberKeys.visits(),
  queryFn: async ({ signal }) => (await call(listVisits, {}, { signal })).data,
});

export function useVisits() {
  return useQuery(visitsQuery);
}
