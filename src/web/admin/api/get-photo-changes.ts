import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { photoChangesResponse } from '../../../contract/admin-review.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { adminApi } from '../shared/admin-api.js';
import { adminKeys } from '../shared/query-keys.js';

type PhotoChangesPage = z.infer<typeof photoChangesResponse>['data'];

/** POST /api/admin/photoChanges: approved members' new photos waiting, oldest first. */
export const photoChangesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.photoChanges(page),
    queryFn: async ({ signal }) => (await adminApi<{ data: PhotoChangesPage }>('/admin/photoChanges', { body: { page }, signal })).data,
    gcTime: ADMIN_CACHE_MS,
    placeholderData: keepPreviousData,
  });
