import { queryOptions } from '@tanstack/react-query';
import { accountLimits, flaggedAccounts } from '../../../contract/endpoints/account-limits.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { call } from '../../lib/api.js';
import { ADMIN_QUERY_ROOT } from '../shared/query-keys.js';

/** One member's contact reveals and limit hits, with the flags they raise. */
export const accountLimitsQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'limits', id] as const,
    queryFn: async ({ signal }) => (await call(accountLimits, { params: { id } }, { signal })).data,
    gcTime: ADMIN_CACHE_MS,
  });

/** The accounts flagged by the contact cap or the scraping limits. */
export const flaggedAccountsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'limits', 'flagged'] as const,
    queryFn: async ({ signal }) => (await call(flaggedAccounts, {}, { signal })).data,
    gcTime: ADMIN_CACHE_MS,
  });
