import { endpoint } from '../endpoint.js';

const accounts = () => import('../accounts.js');
const envelope = () => import('../envelope.js');
const fields = () => import('../fields.js');
const profile = () => import('../profile.js');
const users = () => import('../users.js');

/** Registration: the new member is signed in at once, PENDING until an admin approves. */
export const registerMember = endpoint({
  method: 'POST',
  path: '/user/create',
  side: 'open',
  errors: [400, 409],
  schemas: async () => {
    const { registrationBody, registrationResponse } = await accounts();
    return { body: registrationBody, answer: registrationResponse, status: 201 as const };
  },
});

export const memberSignIn = endpoint({
  method: 'POST',
  path: '/user/login',
  side: 'open',
  errors: [400, 401, 429],
  schemas: async () => {
    const { userLoginBody, loginResponse } = await accounts();
    return { body: userLoginBody, answer: loginResponse };
  },
});

// The caller's own account vanishing is a 401 ACCOUNT_GONE, never a 404, in every member call
// below (docs/decisions/0011-account-gone.md).

/** The signed-in member's own record, with where they stand. */
export const readOwnRecord = endpoint({
  method: 'GET',
  path: '/user/info',
  side: 'member',
  errors: [401],
  schemas: async () => ({ answer: (await users()).userInfoResponse }),
});

/** Saves the profile groups, or the photo details; answers the saved record. */
export const updateUser = endpoint({
  method: 'POST',
  path: '/user/updateUser',
  side: 'member',
  errors: [400, 401, 429],
  schemas: async () => ({ body: (await profile()).updateUserBody, answer: (await users()).updateUserResponse }),
});

/** The language the member reads, which every mail to them goes out in. */
export const saveLanguage = endpoint({
  method: 'POST',
  path: '/user/language',
  side: 'member',
  errors: [400, 401, 429],
  schemas: async () => {
    const { languageBody, languageResponse } = await accounts();
    return { body: languageBody, answer: languageResponse };
  },
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/user/changePassword',
  side: 'member',
  errors: [400, 401],
  schemas: async () => ({ body: (await accounts()).changePasswordBody, answer: (await envelope()).messageOnly }),
});

/** The member's account, profile, photos and documents go for good. */
export const deleteAccount = endpoint({
  method: 'POST',
  path: '/user/deleteUserProfile',
  side: 'member',
  errors: [400, 401],
  schemas: async () => ({ body: (await fields()).noBody, answer: (await envelope()).messageOnly }),
});
