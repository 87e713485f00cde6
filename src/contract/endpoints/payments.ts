import { endpoint } from '../endpoint.js';

const payments = () => import('../payments.js');

/** What the web app shows before anyone signs in: the fee and how it is paid, the policy version, the operator and the contacts. */
export const readPublicConfig = endpoint({
  method: 'GET',
  path: '/config',
  side: 'open',
  errors: [],
  // The configuration is read at the server's start; a change of settings is a restart.
  fixed: true,
  schemas: async () => ({ answer: (await payments()).publicConfigResponse }),
});

/** The annual fee's payment for the signed-in member: done at once, a Checkout order, or waiting for the office. */
export const makePayment = endpoint({
  method: 'POST',
  path: '/user/makePayment',
  side: 'member',
  errors: [400, 401, 429, 503],
  schemas: async () => {
    const { makePaymentBody, paymentResponse } = await payments();
    return { body: makePaymentBody, answer: paymentResponse };
  },
});

/** Razorpay Checkout's signed answer, which completes the payment. */
export const verifyPayment = endpoint({
  method: 'POST',
  path: '/user/paymentVerify',
  side: 'member',
  errors: [400, 401, 404, 429],
  schemas: async () => {
    const { paymentVerifyBody, paymentVerifyResponse } = await payments();
    return { body: paymentVerifyBody, answer: paymentVerifyResponse };
  },
});

/** The member's receipts, newest first. */
export const listReceipts = endpoint({
  method: 'GET',
  path: '/user/receipts',
  side: 'member',
  errors: [401],
  schemas: async () => ({ answer: (await payments()).receiptsResponse }),
});

/** A payment provider's one-time return code, exchanged for a session of the payer. */
export const redeemPaymentReturn = endpoint({
  method: 'POST',
  path: '/user/paymentReturn',
  side: 'open',
  errors: [400],
  schemas: async () => {
    const { paymentReturnBody, paymentReturnResponse } = await payments();
    return { body: paymentReturnBody, answer: paymentReturnResponse };
  },
});

/** Razorpay's webhook: an event about a payment, signed over its raw body. */
export const receiveRazorpayEvent = endpoint({
  method: 'POST',
  path: '/payments/razorpay/webhook',
  side: 'open',
  errors: [400, 404],
  schemas: async () => {
    const { razorpayWebhookEvent, webhookResponse } = await payments();
    return { body: razorpayWebhookEvent, answer: webhookResponse };
  },
});
