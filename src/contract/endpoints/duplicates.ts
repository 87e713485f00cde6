import { endpoint } from '../endpoint.js';

const duplicates = () => import('../duplicates.js');
const envelope = () => import('../envelope.js');

/** A member's possible duplicates: the other members, the reasons, dismissed or not. */
export const listDuplicates = endpoint({
  method: 'POST',
  path: '/admin/duplicates',
  side: 'admin',
  errors: [400, 401, 404],
  schemas: async () => {
    const { duplicatesBody, duplicatesResponse } = await duplicates();
    return { body: duplicatesBody, answer: duplicatesResponse };
  },
});

/** "Not a duplicate": the pair's open hits are dismissed, and stay so. */
export const dismissDuplicate = endpoint({
  method: 'POST',
  path: '/admin/duplicates/dismiss',
  side: 'admin',
  errors: [400, 401, 404],
  schemas: async () => ({ body: (await duplicates()).dismissDuplicateBody, answer: (await envelope()).messageOnly }),
});

/** How many profiles waiting for review have a possible duplicate not dismissed. */
export const duplicatesWaiting = endpoint({
  method: 'GET',
  path: '/admin/duplicates/waiting',
  side: 'admin',
  errors: [401],
  schemas: async () => ({ answer: (await duplicates()).duplicatesWaitingResponse }),
});
