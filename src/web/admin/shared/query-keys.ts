import type { ActivityBody } from '../../../contract/admin-activity.js';
import type { AdminReportsBody } from '../../../contract/admin-reports.js';
import type { AdminPaymentsBody } from '../../../contract/admin-payments.js';
import type { AdminUsersBody } from '../../../contract/admin.js';
import type { AdminGrievancesBody } from '../../../contract/grievances.js';

/** Every admin query sits under one root, so signing out can drop them all at once. */
export const ADMIN_QUERY_ROOT = ['admin'] as const;

export const adminKeys = {
  dashboard: () => [...ADMIN_QUERY_ROOT, 'dashboard'] as const,
  users: () => [...ADMIN_QUERY_ROOT, 'users'] as const,
  userPage: (filter: AdminUsersBody) => [...ADMIN_QUERY_ROOT, 'users', filter] as const,
  grievances: () => [...ADMIN_QUERY_ROOT, 'grievances'] as const,
  grievancePage: (filter: AdminGrievancesBody) => [...ADMIN_QUERY_ROOT, 'grievances', filter] as const,
  reports: (filter: AdminReportsBody) => [...ADMIN_QUERY_ROOT, 'reports', filter] as const,
  photoChanges: (page: number) => [...ADMIN_QUERY_ROOT, 'photo-changes', page] as const,
  work: () => [...ADMIN_QUERY_ROOT, 'work'] as const,
  activity: (filter: ActivityBody) => [...ADMIN_QUERY_ROOT, 'activity', filter] as const,
  admins: () => [...ADMIN_QUERY_ROOT, 'admins'] as const,
  payments: () => [...ADMIN_QUERY_ROOT, 'payments'] as const,
  paymentPage: (filter: AdminPaymentsBody) => [...ADMIN_QUERY_ROOT, 'payments', filter] as const,
};
