import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminPaymentsBody } from '../../../contract/admin-payments.js';
import { listPayments } from '../../../contract/endpoints/admin-payments.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { call } from '../../lib/api.js';
import { adminKeys } from '../shared/query-keys.js';

/** One page of payments matching the filter. */
export const paymentsQuery = (filter: AdminPaymentsBody) =>
  queryOptions({
    queryKey: adminKeys.paymentPage(filter),
    queryFn: async ({ signal }) => (await call(listPayments, { body: filter }, { signal })).data,
    gcTime: ADMIN_CACHE_MS,
    placeholderData: keepPreviousData,
  });
