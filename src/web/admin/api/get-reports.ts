import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportQueue } from '../../../contract/admin-reports.js';
import { listReports } from '../../../contract/endpoints/reports.js';
import { ADMIN_CACHE_MS } from '../../../contract/limits.js';
import { call } from '../../lib/api.js';
import { adminKeys } from '../shared/query-keys.js';

/** One page of reported profiles, open or resolved. */
export const reportsQuery = (status: ReportQueue, page: number) =>
  queryOptions({
    queryKey: adminKeys.reports({ status, page }),
    queryFn: async ({ signal }) => (await call(listReports, { body: { status, page } }, { signal })).data,
    gcTime: ADMIN_CACHE_MS,
    placeholderData: keepPreviousData,
  });
