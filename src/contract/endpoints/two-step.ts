import { endpoint } from '../endpoint.js';

const fields = () => import('../fields.js');
const twoStep = () => import('../two-step.js');

/** The statuses every call of the second step fails with. */
const errors = [400, 401, 403, 409, 429];

/** First sign-in: a new authenticator secret. Opened by the password-only session. */
export const startEnrolment = endpoint({
  method: 'POST',
  path: '/admin/twoStep/enrol',
  side: 'admin',
  errors,
  schemas: async () => ({ body: (await fields()).noBody, answer: (await twoStep()).enrolmentResponse }),
});

/** The authenticator app's first code: enrolment done, signed in, recovery codes answered once. */
export const confirmEnrolment = endpoint({
  method: 'POST',
  path: '/admin/twoStep/confirm',
  side: 'admin',
  errors,
  schemas: async () => {
    const { secondStepBody, secondStepDoneResponse } = await twoStep();
    return { body: secondStepBody, answer: secondStepDoneResponse };
  },
});

/** Later sign-ins: the authenticator app's code or a recovery code. */
export const verifySecondStep = endpoint({
  method: 'POST',
  path: '/admin/twoStep/verify',
  side: 'admin',
  errors,
  schemas: async () => {
    const { secondStepBody, secondStepDoneResponse } = await twoStep();
    return { body: secondStepBody, answer: secondStepDoneResponse };
  },
});
