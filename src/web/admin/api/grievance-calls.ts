import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listGrievances, updateGrievance } from '../../../contract/endpoints/grievances.js';
import type { AdminGrievanceUpdateBody, GrievanceStatus } from '../../../contract/grievances.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { call } from '../../lib/api.js';
import { adminKeys } from '../shared/query-keys.js';

export interface GrievancesFilter {
  status?: GrievanceStatus;
  page: number;
}

/** Grievances, open ones first, soonest due on top. */
export const grievancesQuery = (filter: GrievancesFilter) =>
  queryOptions({
    queryKey: adminKeys.grievancePage(filter),
    queryFn: async ({ signal }) => (await call(listGrievances, { body: filter }, { signal })).data,
    gcTime: ADMIN_CACHE_MS,
    placeholderData: keepPreviousData,
  });

/** Moves a grievance on; every list of grievances is read again after it. */
export function useUpdateGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminGrievanceUpdateBody) => call(updateGrievance, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.grievances() }),
  });
}
