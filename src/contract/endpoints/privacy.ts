import { endpoint } from '../endpoint.js';

const privacy = () => import('../privacy.js');

/** The member's privacy and mail settings. */
export const readSettings = endpoint({
  method: 'GET',
  path: '/user/settings',
  side: 'member',
  errors: [401],
  schemas: async () => ({ answer: (await privacy()).memberSettingsResponse }),
});

/** Who sees the member's contact details, and their photo unblurred. */
export const choosePrivacy = endpoint({
  method: 'POST',
  path: '/user/settings/privacy',
  side: 'member',
  errors: [400, 401, 404],
  schemas: async () => {
    const { privacySettingsBody, memberSettingsResponse } = await privacy();
    return { body: privacySettingsBody, answer: memberSettingsResponse };
  },
});

/** The member's profile out of every listing (paused), or back in. */
export const choosePaused = endpoint({
  method: 'POST',
  path: '/user/settings/pause',
  side: 'member',
  errors: [400, 401, 404],
  schemas: async () => {
    const { pauseBody, memberSettingsResponse } = await privacy();
    return { body: pauseBody, answer: memberSettingsResponse };
  },
});

/** One kind of notification mail on or off. */
export const chooseMail = endpoint({
  method: 'POST',
  path: '/user/settings/mail',
  side: 'member',
  errors: [400, 401, 404],
  schemas: async () => {
    const { mailSettingBody, memberSettingsResponse } = await privacy();
    return { body: mailSettingBody, answer: memberSettingsResponse };
  },
});
