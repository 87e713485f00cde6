import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listUsers } from '../../../contract/endpoints/admin.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { call } from '../../lib/api.js';
import { adminKeys } from '../shared/query-keys.js';

/** The statuses with a list of their own (SPEC section 2): All Users is ACTIVE. */
export type ListedStatus = 'ACTIVE' | 'PENDING';

export interface UsersFilter {
  status: ListedStatus;
  page: number;
  fullName?: string;
}

/** One page of users with a status, optionally matching a name. */
export const usersQuery = (filter: UsersFilter) =>
  queryOptions({
    queryKey: adminKeys.userPage(filter),
    queryFn: async ({ signal }) => (await call(listUsers, { body: filter }, { signal })).data,
    gcTime: ADMIN_CACHE_MS,
    // The current rows stay on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
