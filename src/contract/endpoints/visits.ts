import { endpoint } from '../endpoint.js';

const visits = () => import('../visits.js');
const privacy = () => import('../privacy.js');

/** Who opened the member's details page lately, by mutual choice. */
export const listVisits = endpoint({
  method: 'GET',
  path: '/user/visits',
  side: 'member',
  errors: [401],
  schemas: async () => ({ answer: (await visits()).visitListResponse }),
});

/** "Show and record visits" on or off; off forgets the member's visits both ways. */
export const chooseRecordVisits = endpoint({
  method: 'POST',
  path: '/user/settings/visits',
  side: 'member',
  errors: [400, 401, 404],
  schemas: async () => ({ body: (await visits()).recordVisitsBody, answer: (await privacy()).memberSettingsResponse }),
});
