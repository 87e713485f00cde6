import { z } from 'zod';
import {
  adminPaymentsBody,
  adminPaymentsQuery,
  adminPaymentsResponse,
  recordPaymentBody,
  recordPaymentResponse,
} from '../../contract/admin-payments.js';
import { todayInIndia } from '../../contract/dates.js';
import { failure } from '../../contract/envelope.js';
import type { AppDeps } from '../deps.js';
import { actorOf } from '../audit/record.js';
import { adminScope, security } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { paymentsForExport, paymentsPage } from './admin-payments.js';
import { recordOfficePayment } from './office-payments.js';
import { paymentsCsv } from './payments-csv.js';
import { notifyDeps } from '../notifications/notify.js';

const tags = ['admin'];

export async function adminPaymentRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await adminScope(app, deps, (signedIn) => {
    signedIn.post(
      '/admin/payments',
      {
        schema: {
          tags,
          summary: 'Payments, newest first, 10 a page from page 0; filter by status and by days in India (from, to: YYYY-MM-DD)',
          description: "A payment's date is when it completed, or when it was started if it has not. Amounts in paise.",
          security,
          body: adminPaymentsBody,
          response: { 200: adminPaymentsResponse, 400: failure, 401: failure },
        },
      },
      async (request) => ({ success: true as const, data: await paymentsPage(db, request.body) }),
    );

    signedIn.get(
      '/admin/payments/export',
      {
        schema: {
          tags,
          summary: 'The payments the same filter shows, as a CSV file (amounts in rupees, times in India)',
          security,
          querystring: adminPaymentsQuery,
          response: { 200: z.string().describe('text/csv'), 400: failure, 401: failure },
        },
      },
      async (request, reply) => {
        const csv = paymentsCsv(await paymentsForExport(db, request.query));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="payments-${todayInIndia()}.csv"`)
          .send(csv);
      },
    );

    signedIn.post(
      '/admin/payments/record',
      {
        schema: {
          tags,
          summary:
            "Record money received at the office (cash or UPI) against a member by mobile number: it completes the member's payment, gives a year and a receipt, and mails it",
          description:
            '`amountInr` is rupees as typed, with at most two decimals; a method and reference already recorded are refused (409).',
          security,
          body: recordPaymentBody,
          response: { 200: recordPaymentResponse, 400: failure, 401: failure, 404: failure, 409: failure },
        },
      },
      async (request) => ({
        success: true as const,
        data: await recordOfficePayment({ ...notifyDeps(deps, request.log), db }, actorOf(request), request.body),
      }),
    );
  });
}
