import { endpoint } from '../endpoint.js';

const envelope = () => import('../envelope.js');
const privacy = () => import('../privacy.js');

/** The members this member blocked, newest first. */
export const listBlocks = endpoint({
  method: 'GET',
  path: '/user/blocks',
  side: 'member',
  errors: [401],
  schemas: async () => ({ answer: (await privacy()).blockListResponse }),
});

export const blockMember = endpoint({
  method: 'POST',
  path: '/user/blocks',
  side: 'member',
  errors: [400, 401, 404],
  schemas: async () => ({ body: (await privacy()).memberIdBody, answer: (await envelope()).messageOnly }),
});

export const unblockMember = endpoint({
  method: 'POST',
  path: '/user/blocks/remove',
  side: 'member',
  errors: [400, 401, 404],
  schemas: async () => ({ body: (await privacy()).memberIdBody, answer: (await envelope()).messageOnly }),
});
