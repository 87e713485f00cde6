import { endpoint } from '../endpoint.js';

const envelope = () => import('../envelope.js');
const fields = () => import('../fields.js');

const signOut = async () => ({ body: (await fields()).noBody, answer: (await envelope()).messageOnly });

/** Sign-out: the token (or cookie) stops working, on the server too. */
export const memberSignOut = endpoint({ method: 'POST', path: '/user/logout', side: 'member', errors: [401], schemas: signOut });

/** An admin may leave halfway through signing in, too: the password-only session opens this. */
export const adminSignOut = endpoint({ method: 'POST', path: '/admin/logout', side: 'admin', errors: [401], schemas: signOut });

/** A token kept in a browser's storage from before the cookie session moves into the cookies. */
export const memberSessionToCookie = endpoint({
  method: 'POST',
  path: '/user/session/cookie',
  side: 'member',
  errors: [400, 401, 429],
  schemas: signOut,
});

export const adminSessionToCookie = endpoint({
  method: 'POST',
  path: '/admin/session/cookie',
  side: 'admin',
  errors: [400, 401, 429],
  schemas: signOut,
});
