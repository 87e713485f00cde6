import { endpoint } from '../endpoint.js';

const envelope = () => import('../envelope.js');
const fields = () => import('../fields.js');
const legal = () => import('../legal.js');

/** The member accepts the Terms and the Privacy Policy in force. */
export const acceptConsent = endpoint({
  method: 'POST',
  path: '/user/consent',
  side: 'member',
  errors: [400, 401, 429],
  schemas: async () => {
    const { consentBody, consentResponse } = await legal();
    return { body: consentBody, answer: consentResponse };
  },
});

/** The safety notices were shown (once, at the first sign-in). */
export const markSafetyNoticeSeen = endpoint({
  method: 'POST',
  path: '/user/safetyNotice',
  side: 'member',
  errors: [401],
  schemas: async () => ({ body: (await fields()).noBody, answer: (await envelope()).messageOnly }),
});
