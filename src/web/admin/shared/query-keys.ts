import type { AdminPaymentsBody } from '../../../contract/admin-payments.js';
import type { AdminUsersBody } from '../../../contract/admin.js';

/** Every admin query sits under one root, so signing out can drop them all at once. */
export const ADMIN_QUERY_ROOT = ['admin'] as const;

export const adminKeys = {
  dashboard: () => [...ADMIN_QUERY_ROOT, 'dashboard'] as const,
  users: () => [...ADMIN_QUERY_ROOT, 'users'] as const,
  userPage: (filter: AdminUsersBody) => [...ADMIN_QUERY_ROOT, 'users', filter] as const,
  payments: () => [...ADMIN_QUERY_ROOT, 'payments'] as const,
  paymentPage: (filter: AdminPaymentsBody) => [...ADMIN_QUERY_ROOT, 'payments', filter] as const,
};
