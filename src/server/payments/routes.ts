import { failure } from '../../contract/envelope.js';
import {
  makePaymentBody,
  paymentResponse,
  paymentReturnBody,
  paymentReturnResponse,
  paymentVerifyBody,
  paymentVerifyResponse,
  publicConfigResponse,
  receiptsResponse,
} from '../../contract/payments.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { clientOf } from '../http/client-info.js';
import { rateLimited } from '../http/rate-limits.js';
import { memberScope, security } from '../http/scopes.js';
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

  app.get(
    '/config',
    {
      schema: {
        tags: ['public'],
        summary:
          "Settings the web app shows: the annual fee, how it is paid, the office's payment instructions, the policy version, the operator, support and grievance officer contacts",
        response: { 200: publicConfigResponse },
      },
    },
    async () => ({ success: true as const, data: { ...siteInfoOf(deps.config), ...publicConfig(deps.config) } }),
  );

  await memberScope(app, deps, (member) => {
    member.post(
      '/user/makePayment',
      {
        ...rateLimited(app, deps, 'payment'),
        schema: {
          tags: ['member'],
          summary:
            'Pay the annual fee: with a fee of 0 it completes at once; with Razorpay it creates an order and answers what Checkout needs; otherwise it waits for the office',
          security,
          body: makePaymentBody,
          response: { 200: paymentResponse, 400: failure, 401: failure, 429: failure, 503: failure },
        },
      },
      async (request) => ({
        success: true as const,
        data: await makePayment({ ...notifyDeps(deps, request.log), db, config: deps.config }, memberOf(request).subjectId),
      }),
    );

    member.post(
      '/user/paymentVerify',
      {
        ...rateLimited(app, deps, 'payment'),
        schema: {
          tags: ['member'],
          summary:
            "Complete an online payment with Razorpay Checkout's answer; its signature (HMAC-SHA256 of order_id|payment_id with the key secret) must match",
          description:
            'Asking again, or after the webhook completed the payment, changes nothing. The answer carries the return address `/payment?type=1&token=<one-time code>`.',
          security,
          body: paymentVerifyBody,
          response: { 200: paymentVerifyResponse, 400: failure, 401: failure, 404: failure, 429: failure },
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

    member.get(
      '/user/receipts',
      {
        schema: {
          tags: ['member'],
          summary: "The member's receipts: completed payments with their receipt numbers, newest first; amounts in paise",
          security,
          response: { 200: receiptsResponse, 401: failure },
        },
      },
      async (request) => ({ success: true as const, data: { receipts: await receiptsOf(db, memberOf(request).subjectId) } }),
    );
  });

  app.post(
    '/user/paymentReturn',
    {
      schema: {
        tags: ['public'],
        summary:
          'Exchange the one-time code a payment provider returned the payer with (10 minutes, once) for a session of the paying member',
        description:
          'With the header `x-session-transport: cookie` the session goes into the httpOnly cookie and the answer carries no token.',
        body: paymentReturnBody,
        response: { 200: paymentReturnResponse, 400: failure },
      },
    },
    async (request, reply) => {
      const token = await redeemReturnCode(db, request.body.code, clientOf(request));
      return { success: true as const, data: await deliverSession(request, reply, db, 'user', token, sessionLifetimeMs('user')) };
    },
  );

  await webhookRoutes(app, deps);
}
