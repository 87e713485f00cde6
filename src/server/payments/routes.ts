import { failure } from '../../contract/envelope.js';
import {
  makePaymentBody,
  paymentResponse,
  paymentReturnBody,
  paymentReturnResponse,
  publicConfigResponse,
} from '../../contract/payments.js';
import type { AppDeps } from '../app.js';
import { memberOf } from '../http/auth.js';
import { memberScope, security } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { redeemReturnCode } from './return-codes.js';
import { makePayment } from './service.js';

export async function paymentRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/config',
    {
      schema: {
        tags: ['public'],
        summary: 'Settings the web app shows, such as the annual fee',
        response: { 200: publicConfigResponse },
      },
    },
    async () => ({
      success: true as const,
      data: { annualFeeInr: deps.config.ANNUAL_FEE_INR, idDocumentRetentionDays: deps.config.ID_DOCUMENT_RETENTION_DAYS },
    }),
  );

  await memberScope(app, deps, (member) => {
    member.post(
      '/user/makePayment',
      {
        schema: {
          tags: ['member'],
          summary: 'Pay the annual fee: with a fee of 0 it completes at once and adds a year of subscription',
          security,
          body: makePaymentBody,
          response: { 200: paymentResponse, 400: failure, 401: failure },
        },
      },
      async (request) => ({
        success: true as const,
        data: await makePayment(db, deps.config.ANNUAL_FEE_INR, memberOf(request).subjectId),
      }),
    );
  });

  app.post(
    '/user/paymentReturn',
    {
      schema: {
        tags: ['public'],
        summary:
          'Exchange the one-time code a payment provider returned the payer with (10 minutes, once) for a session of the paying member',
        body: paymentReturnBody,
        response: { 200: paymentReturnResponse, 400: failure },
      },
    },
    async (request) => ({ success: true as const, data: { token: await redeemReturnCode(db, request.body.code) } }),
  );
}
