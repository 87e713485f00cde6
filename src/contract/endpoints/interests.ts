import { endpoint } from '../endpoint.js';

const envelope = () => import('../envelope.js');
const fields = () => import('../fields.js');
const interests = () => import('../interests.js');
const privacy = () => import('../privacy.js');

/** An interest in another member; sent back to one who sent first, it accepts theirs. */
export const sendInterest = endpoint({
  method: 'POST',
  path: '/user/interests',
  side: 'member',
  errors: [400, 401, 403, 404, 409, 429],
  schemas: async () => ({ body: (await privacy()).memberIdBody, answer: (await interests()).interestChangeResponse }),
});

/** One page of one tab of the member's interests: received, sent or accepted. */
export const listInterests = endpoint({
  method: 'GET',
  path: '/user/interests',
  side: 'member',
  errors: [400, 401],
  schemas: async () => {
    const { interestListQuery, interestListResponse } = await interests();
    return { query: interestListQuery, answer: interestListResponse };
  },
});

/** The received interests have been looked at: they leave the header's count. */
export const markInterestsSeen = endpoint({
  method: 'POST',
  path: '/user/interests/seen',
  side: 'member',
  errors: [400, 401],
  schemas: async () => ({ body: (await fields()).noBody, answer: (await envelope()).messageOnly }),
});

/** Accepts or declines an interest received, or withdraws one sent. */
export const actOnInterest = endpoint({
  method: 'POST',
  path: '/user/interests/:id/:action',
  side: 'member',
  errors: [400, 401, 403, 404, 409],
  schemas: async () => {
    const { interestParams, interestChangeResponse } = await interests();
    return { params: interestParams, body: (await fields()).noBody, answer: interestChangeResponse };
  },
});
