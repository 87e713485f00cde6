import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/**
 * The label of a request answered by no route: the web app's pages (rendered by the not-found
 * handler, web-app.ts) and addresses the site does not have. Never the address itself.
 */
const NO_ROUTE = '(none)';

/** Counts every answered request by its route's pattern (`/api/user/profiles/:id`) and status. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url ?? NO_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/**
 * `GET /metrics` in Prometheus' text format, for clients in `allow` (METRICS_ALLOW: addresses,
 * CIDR ranges, range names), judged by the client's address as TRUST_PROXY lets the server read
 * it: behind a proxy on this machine, a visitor it forwards is not this machine. Anyone else gets a
 * plain 404 that tells nothing (docs/decisions/0033-metrics.md). Not in the API's document, not
 * rate-limited (a scraper calls every few seconds), and its requests are not logged at `info`.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, allow: string[]): void {
  const allowed = proxyAddr.compile(allow);
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!allowed(request.ip, 0)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(metrics.contentType).send(await metrics.scrape());
  });
}
