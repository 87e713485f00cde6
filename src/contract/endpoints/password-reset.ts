import { endpoint } from '../endpoint.js';

const envelope = () => import('../envelope.js');
const reset = () => import('../password-reset.js');

/** Mails a reset code to a registered address. */
export const sendResetCode = endpoint({
  method: 'POST',
  path: '/user/checkEmail',
  side: 'open',
  errors: [400, 404, 503],
  schemas: async () => ({ body: (await reset()).checkEmailBody, answer: (await envelope()).messageOnly }),
});

/** Checks the mailed code; a right one answers the token that sets the new password. */
export const verifyResetCode = endpoint({
  method: 'POST',
  path: '/user/verifyOtp',
  side: 'open',
  errors: [400, 429],
  schemas: async () => {
    const { verifyOtpBody, verifyOtpResponse } = await reset();
    return { body: verifyOtpBody, answer: verifyOtpResponse };
  },
});

/** The new password, with the token the verified code answered. */
export const setForgottenPassword = endpoint({
  method: 'POST',
  path: '/user/changeForgotPassword',
  side: 'open',
  errors: [400, 403, 429],
  schemas: async () => ({ body: (await reset()).changeForgotPasswordBody, answer: (await envelope()).messageOnly }),
});
