import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listPhotoChanges } from '../../../contract/endpoints/moderation.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { call } from '../../lib/api.js';
import { adminKeys } from '../shared/query-keys.js';

/** Approved members' new photos waiting, oldest first. */
export const photoChangesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.photoChanges(page),
    queryFn: async ({ signal }) => (await call(listPhotoChanges, { body: { page } }, { signal })).data,
    gcTime: ADMIN_CACHE_MS,
    placeholderData: keepPreviousData,
  });
