import { redirect, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.js';
import { PageLoader } from '../ui/page-loader.js';
import { RouteError } from '../ui/route-error.js';
import { hasLiveSession } from '../lib/api.js';
import { guardAdminCalls } from './session/admin-session-guard.js';

// Wherever an admin call is made from (a screen, the second step of signing in), one guard
// watches the session it is made in.
guardAdminCalls();

/** Every admin screen but login needs the admin signed in (SPEC section 2). */
function requireAdmin() {
  return hasLiveSession('admin') ? null : redirect(paths.admin.login);
}

/** A signed-in admin opening the login page is already where they meant to go. */
function skipLoginWhenSignedIn() {
  return hasLiveSession('admin') ? redirect(paths.admin.home) : null;
}

/**
 * Admin routes under /admin (SPEC section 2, admin side). Only this file reaches the shared bundle:
 * every screen is a lazy chunk, so member pages never download admin code.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.login,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        loader: skipLoginWhenSignedIn,
        lazy: async () => ({ Component: (await import('./login/admin-login-page.js')).AdminLoginPage }),
      },
      {
        loader: requireAdmin,
        // The guard is cheap and must hold on every navigation, not only on entering the layout.
        shouldRevalidate: () => true,
        lazy: async () => ({ Component: (await import('./layout/admin-layout.js')).AdminLayout }),
        children: [
          {
            path: paths.admin.home,
            lazy: async () => ({ Component: (await import('./dashboard/dashboard-page.js')).DashboardPage }),
          },
          {
            path: paths.admin.userList,
            lazy: async () => ({ Component: (await import('./users/users-pages.js')).ActiveUsersPage }),
          },
          {
            path: paths.admin.pendingUsers,
            lazy: async () => ({ Component: (await import('./pending/pending-page.js')).PendingPage }),
          },
          {
            path: paths.admin.reports,
            lazy: async () => ({ Component: (await import('./reports/reports-page.js')).ReportsPage }),
          },
          {
            path: paths.admin.activity,
            lazy: async () => ({ Component: (await import('./activity/activity-page.js')).ActivityPage }),
          },
          {
            path: paths.admin.userInfo,
            lazy: async () => ({ Component: (await import('./user-info/user-info-page.js')).UserInfoPage }),
          },
          {
            path: paths.admin.grievances,
            lazy: async () => ({ Component: (await import('./grievances/grievances-page.js')).GrievancesPage }),
          },
          {
            path: paths.admin.payments,
            lazy: async () => ({ Component: (await import('./payments/payments-page.js')).PaymentsPage }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./not-found/admin-not-found-page.js')).AdminNotFoundPage }),
      },
    ],
  },
];
