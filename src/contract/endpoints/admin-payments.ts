import { endpoint } from '../endpoint.js';

const payments = () => import('../admin-payments.js');

/** One page of payments matching the filter. */
export const listPayments = endpoint({
  method: 'POST',
  path: '/admin/payments',
  side: 'admin',
  errors: [400, 401],
  schemas: async () => {
    const { adminPaymentsBody, adminPaymentsResponse } = await payments();
    return { body: adminPaymentsBody, answer: adminPaymentsResponse };
  },
});

/** The payments the same filter shows, as a CSV file: its bytes are no JSON answer. */
export const exportPayments = endpoint({
  method: 'GET',
  path: '/admin/payments/export',
  side: 'admin',
  errors: [400, 401],
  schemas: async () => {
    const { adminPaymentsQuery, paymentsCsvFile } = await payments();
    return { query: adminPaymentsQuery, otherAnswers: { 200: paymentsCsvFile } };
  },
});

/** Money received at the office, recorded against a member. */
export const recordPayment = endpoint({
  method: 'POST',
  path: '/admin/payments/record',
  side: 'admin',
  errors: [400, 401, 404, 409],
  schemas: async () => {
    const { recordPaymentBody, recordPaymentResponse } = await payments();
    return { body: recordPaymentBody, answer: recordPaymentResponse };
  },
});
