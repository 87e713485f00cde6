import { endpoint } from '../endpoint.js';

const limits = () => import('../account-limits.js');

/** One member's contact reveals and the days they ran into a limit, with the flags they raise. */
export const accountLimits = endpoint({
  method: 'GET',
  path: '/admin/users/:id/limits',
  side: 'admin',
  errors: [401, 404],
  schemas: async () => {
    const { accountLimitsParams, accountLimitsResponse } = await limits();
    return { params: accountLimitsParams, answer: accountLimitsResponse };
  },
});

/** The accounts flagged for the contact cap or for scraping, and how many of each. */
export const flaggedAccounts = endpoint({
  method: 'GET',
  path: '/admin/limits/flagged',
  side: 'admin',
  errors: [401],
  schemas: async () => ({ answer: (await limits()).flaggedAccountsResponse }),
});
