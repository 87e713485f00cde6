import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminReportsResponse, ReportQueue } from '../../../contract/admin-reports.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { adminApi } from '../shared/admin-api.js';
import { adminKeys } from '../shared/query-keys.js';

type ReportsPage = z.infer<typeof adminReportsResponse>['data'];

/** POST /api/admin/reports: one page of reported profiles, open or resolved. */
export const reportsQuery = (status: ReportQueue, page: number) =>
  queryOptions({
    queryKey: adminKeys.reports({ status, page }),
    queryFn: async ({ signal }) => (await adminApi<{ data: ReportsPage }>('/admin/reports', { body: { status, page }, signal })).data,
    gcTime: ADMIN_CACHE_MS,
    placeholderData: keepPreviousData,
  });
