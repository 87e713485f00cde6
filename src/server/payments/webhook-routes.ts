import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { receiveRazorpayEvent } from '../../contract/endpoints/payments.js';
import type { AppDeps } from '../deps.js';
import { badRequest } from '../http/errors.js';
import { route } from '../http/route.js';
import type { ZodApp } from '../http/types.js';
import { handleWebhook } from './razorpay-payments.js';
import { notifyDeps } from '../notifications/notify.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as they came, for checking a signature made over them. */
    rawBody?: Buffer;
  }
}

/**
 * Razorpay's webhook. Its signature covers the exact bytes sent, so this scope keeps them beside
 * the parsed body (the app's own JSON parser, which refuses some characters members never type,
 * does not apply to a provider's events).
 */
export async function webhookRoutes(app: ZodApp, deps: AppDeps) {
  await app.register(async (plain) => {
    plain.removeContentTypeParser('application/json');
    plain.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(badRequest('INVALID_JSON'), undefined);
      }
    });
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await route(
      scope,
      receiveRazorpayEvent,
      {
        schema: {
          tags: ['public'],
          summary: 'Razorpay webhook: payment.captured (or order.paid) completes the order payment once; other events are acknowledged',
          description:
            'The X-Razorpay-Signature header must be the HMAC-SHA256 of the raw body with the webhook secret, else 400. A replayed event changes nothing.',
        },
      },
      async (request) => {
        const signature = request.headers['x-razorpay-signature'];
        const data = await handleWebhook(
          { ...notifyDeps(deps, request.log), db: deps.database.db, config: deps.config },
          request.rawBody ?? Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
          request.body,
        );
        return { success: true as const, data };
      },
    );
  });
}
