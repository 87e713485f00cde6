import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminUsersResponse } from '../../../contract/admin.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { adminApi } from '../shared/admin-api.js';
import { adminKeys } from '../shared/query-keys.js';

export type UsersPage = z.infer<typeof adminUsersResponse>['data'];

/** The statuses with a list of their own (SPEC section 2): All Users is ACTIVE. */
export type ListedStatus = 'ACTIVE' | 'PENDING';

export interface UsersFilter {
  status: ListedStatus;
  page: number;
  fullName?: string;
}

/** POST /api/admin/users: one page of users with a status, optionally matching a name. */
export const usersQuery = (filter: UsersFilter) =>
  queryOptions({
    queryKey: adminKeys.userPage(filter),
    queryFn: async ({ signal }) => (await adminApi<{ data: UsersPage }>('/admin/users', { body: filter, signal })).data,
    gcTime: ADMIN_CACHE_MS,
    // The current rows stay on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
