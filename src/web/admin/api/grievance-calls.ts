import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminGrievancesResponse, AdminGrievanceUpdateBody, GrievanceStatus } from '../../../contract/grievances.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { adminApi } from '../shared/admin-api.js';
import { adminKeys } from '../shared/query-keys.js';

type GrievancesAnswer = z.infer<typeof adminGrievancesResponse>['data'];

export interface GrievancesFilter {
  status?: GrievanceStatus;
  page: number;
}

/** POST /api/admin/grievances: open ones first, soonest due on top. */
export const grievancesQuery = (filter: GrievancesFilter) =>
  queryOptions({
    queryKey: adminKeys.grievancePage(filter),
    queryFn: async ({ signal }) => (await adminApi<{ data: GrievancesAnswer }>('/admin/grievances', { body: filter, signal })).data,
    gcTime: ADMIN_CACHE_MS,
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/grievance/update; every list of grievances is read again after it. */
export function useUpdateGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminGrievanceUpdateBody) => adminApi('/admin/grievance/update', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.grievances() }),
  });
}
