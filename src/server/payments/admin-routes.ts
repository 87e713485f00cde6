import { todayInIndia } from '../../contract/dates.js';
import * as endpoints from '../../contract/endpoints/admin-payments.js';
import type { AppDeps } from '../deps.js';
import { actorOf } from '../audit/record.js';
import { route } from '../http/route.js';
import { adminScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { paymentsForExport, paymentsPage } from './admin-payments.js';
import { recordOfficePayment } from './office-payments.js';
import { paymentsCsv } from './payments-csv.js';
import { notifyDeps } from '../notifications/notify.js';

const tags = ['admin'];

export async function adminPaymentRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await adminScope(app, deps, async (signedIn) => {
    await route(
      signedIn,
      endpoints.listPayments,
      {
        schema: {
          tags,
          summary: 'Payments, newest first, 10 a page from page 0; filter by status and by days in India (from, to: YYYY-MM-DD)',
          description: "A payment's date is when it completed, or when it was started if it has not. Amounts in paise.",
        },
      },
      async (request) => ({ success: true as const, data: await paymentsPage(db, request.body) }),
    );

    await route(
      signedIn,
      endpoints.exportPayments,
      { schema: { tags, summary: 'The payments the same filter shows, as a CSV file (amounts in rupees, times in India)' } },
      async (request, reply) => {
        const csv = paymentsCsv(await paymentsForExport(db, request.query));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="payments-${todayInIndia()}.csv"`)
          .send(csv);
      },
    );

    await route(
      signedIn,
      endpoints.recordPayment,
      {
        schema: {
          tags,
          summary:
            "Record money received at the office (cash or UPI) against a member by mobile number: it completes the member's payment, gives a year and a receipt, and mails it",
          description:
            '`amountInr` is rupees as typed, with at most two decimals; a method and reference already recorded are refused (409).',
        },
      },
      async (request) => ({
        success: true as const,
        data: await recordOfficePayment({ ...notifyDeps(deps, request.log), db }, actorOf(request), request.body),
      }),
    );
  });
}
