import * as endpoints from '../../contract/endpoints/payments.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { clientOf } from '../http/client-info.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import { deliverSession } from '../http/session-cookie.js';
import type { ZodApp } from '../http/types.js';
import { siteInfoOf } from '../legal/site-info.js';
import { verifyCheckout } from './razorpay-payments.js';
import { redeemReturnCode } from './return-codes.js';
import { makePayment, publicConfig, receiptsOf } from './service.js';
import { webhookRoutes } from './webhook-routes.js';
import { notifyDeps } from '../notifications/notify.js';
import { sessionLifetimeMs } from '../sessions/service.js';

export async function paymentRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await route(
    app,
    endpoints.readPublicConfig,
    {
      schema: {
        tags: ['public'],
        summary:
          "Settings the web app shows: the annual fee, how it is paid, the office's payment instructions, the policy version, the operator, support and grievance officer contacts",
      },
    },
    async () => ({ success: true as const, data: { ...siteInfoOf(deps.config), ...publicConfig(deps.config) } }),
  );

  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.makePayment,
      {
        ...rateLimited(app, deps, 'payment'),
        schema: {
          tags: ['member'],
          summary:
            'Pay the annual fee: with a fee of 0 it completes at once; with Razorpay it creates an order and answers what Checkout needs; otherwise it waits for the office',
        },
      },
      async (request) => ({
        success: true as const,
        data: await makePayment({ ...notifyDeps(deps, request.log), db, config: deps.config }, memberOf(request).subjectId),
      }),
    );

    await route(
      member,
      endpoints.verifyPayment,
      {
        ...rateLimited(app, deps, 'payment'),
        schema: {
          tags: ['member'],
          summary:
            "Complete an online payment with Razorpay Checkout's answer; its signature (HMAC-SHA256 of order_id|payment_id with the key secret) must match",
          description:
            'Asking again, or after the webhook completed the payment, changes nothing. The answer carries the return address `/payment?type=1&token=<one-time code>`.',
        },
      },
      async (request) => ({
        success: true as const,
        data: await verifyCheckout(
          { ...notifyDeps(deps, request.log), db, config: deps.config },
          memberOf(request).subjectId,
          request.body,
        ),
      }),
    );

    await route(
      member,
      endpoints.listReceipts,
      {
        schema: {
          tags: ['member'],
          summary: "The member's receipts: completed payments with their receipt numbers, newest first; amounts in paise",
        },
      },
      async (request) => ({ success: true as const, data: { receipts: await receiptsOf(db, memberOf(request).subjectId) } }),
    );
  });

  await route(
    app,
    endpoints.redeemPaymentReturn,
    {
      schema: {
        tags: ['public'],
        summary:
          'Exchange the one-time code a payment provider returned the payer with (10 minutes, once) for a session of the paying member',
        description:
          'With the header `x-session-transport: cookie` the session goes into the httpOnly cookie and the answer carries no token.',
      },
    },
    async (request, reply) => {
      const token = await redeemReturnCode(db, request.body.code, clientOf(request));
      return { success: true as const, data: await deliverSession(request, reply, db, 'user', token, sessionLifetimeMs('user')) };
    },
  );

  await webhookRoutes(app, deps);
}
