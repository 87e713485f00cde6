import { endpoint } from '../endpoint.js';

const fields = () => import('../fields.js');
const verification = () => import('../verification.js');

/** The statuses every signed-in verification call fails with. */
const errors = [400, 401, 409, 429, 503];

/** The mailed one-click link's key: verifies the address once, without signing in. */
export const confirmEmailLink = endpoint({
  method: 'POST',
  path: '/user/confirmEmail',
  side: 'open',
  errors: [400],
  schemas: async () => {
    const { confirmEmailLinkBody, verifiedResponse } = await verification();
    return { body: confirmEmailLinkBody, answer: verifiedResponse };
  },
});

const sendCode = async () => ({ body: (await fields()).noBody, answer: (await verification()).codeSentResponse });

const verifyCode = async () => {
  const { verifyCodeBody, verifiedResponse } = await verification();
  return { body: verifyCodeBody, answer: verifiedResponse };
};

/** A new 6-digit code (and one-click link) to the member's email address; answers where it went, masked. */
export const sendEmailCode = endpoint({ method: 'POST', path: '/user/sendEmailCode', side: 'member', errors, schemas: sendCode });

/** The code sent to the member's email address, proving it is the member's. */
export const verifyEmail = endpoint({ method: 'POST', path: '/user/verifyEmail', side: 'member', errors, schemas: verifyCode });

/** A new address, confirmed with the password; verification starts again for it. */
export const changeEmail = endpoint({
  method: 'POST',
  path: '/user/changeEmail',
  side: 'member',
  errors,
  schemas: async () => {
    const { changeEmailBody, emailChangedResponse } = await verification();
    return { body: changeEmailBody, answer: emailChangedResponse };
  },
});

/** A new 6-digit code to the member's mobile number by SMS; answers where it went, masked. */
export const sendMobileCode = endpoint({ method: 'POST', path: '/user/sendMobileCode', side: 'member', errors, schemas: sendCode });

/** The code sent to the member's mobile number, proving it is the member's. */
export const verifyMobile = endpoint({ method: 'POST', path: '/user/verifyMobile', side: 'member', errors, schemas: verifyCode });
