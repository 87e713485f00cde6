import { endpoint } from '../endpoint.js';

const fields = () => import('../fields.js');
const myData = () => import('../my-data.js');

/** The member's recent sign-ins and the devices signed in now. */
export const listSignIns = endpoint({
  method: 'GET',
  path: '/user/signIns',
  side: 'member',
  errors: [401],
  schemas: async () => ({ answer: (await myData()).signInsResponse }),
});

/** Every session of the member but this one stops working. */
export const signOutOthers = endpoint({
  method: 'POST',
  path: '/user/signOutOthers',
  side: 'member',
  errors: [401],
  schemas: async () => ({ body: (await fields()).noBody, answer: (await myData()).signOutOthersResponse }),
});
