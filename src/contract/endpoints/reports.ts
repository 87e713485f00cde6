import { endpoint } from '../endpoint.js';

const adminReports = () => import('../admin-reports.js');
const envelope = () => import('../envelope.js');
const reports = () => import('../reports.js');

/** A member's report about another's profile. */
export const reportProfile = endpoint({
  method: 'POST',
  path: '/report/create',
  side: 'member',
  errors: [400, 401, 403, 404],
  schemas: async () => {
    const { reportBody, reportResponse } = await reports();
    return { body: reportBody, answer: reportResponse };
  },
});

/** Reported profiles, open or resolved, grouped by profile. */
export const listReports = endpoint({
  method: 'POST',
  path: '/admin/reports',
  side: 'admin',
  errors: [400, 401],
  schemas: async () => {
    const { adminReportsBody, adminReportsResponse } = await adminReports();
    return { body: adminReportsBody, answer: adminReportsResponse };
  },
});

/** Dismisses a profile's open reports with a note. */
export const dismissReports = endpoint({
  method: 'POST',
  path: '/admin/reports/dismiss',
  side: 'admin',
  errors: [400, 401, 404, 409],
  schemas: async () => ({ body: (await adminReports()).dismissReportsBody, answer: (await envelope()).messageOnly }),
});
