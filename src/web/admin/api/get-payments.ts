import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminPaymentsBody, adminPaymentsResponse } from '../../../contract/admin-payments.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { adminApi } from '../shared/admin-api.js';
import { adminKeys } from '../shared/query-keys.js';

export type PaymentsPage = z.infer<typeof adminPaymentsResponse>['data'];

/** POST /api/admin/payments: one page of payments matching the filter. */
export const paymentsQuery = (filter: AdminPaymentsBody) =>
  queryOptions({
    queryKey: adminKeys.paymentPage(filter),
    queryFn: async ({ signal }) => (await adminApi<{ data: PaymentsPage }>('/admin/payments', { body: filter, signal })).data,
    gcTime: ADMIN_CACHE_MS,
    placeholderData: keepPreviousData,
  });
