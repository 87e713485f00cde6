/**
 * Bare Fastify, the yardstick: a POST route (and, for the whole visit, any path) that parses a JSON body and answers a fixed JSON
 * body of the listing's size (`BENCH_BARE_BODY`, a real listing page taken from the server under
 * test), serialised on every request, no compression, no hooks, no logging. Each scenario's
 * throughput is reported as a fraction of this one's, measured on the same machine in the same run.
 */
import Fastify from 'fastify';
import { memoryMessage } from './memory-message.js';
import type { BenchMessage, ServerMessage } from './server-process.js';

function send(message: ServerMessage) {
  process.send?.(message);
}

async function main() {
  const body: unknown = JSON.parse(process.env.BENCH_BARE_BODY ?? '{"success":true}');
  const app = Fastify({ logger: false });
  app.post('/api/user/getProfile', async () => body);
  // The whole visit's yardstick (visit.ts): every other path and method, the same answer.
  app.route({ method: ['GET', 'POST'], url: '/*', handler: async () => body });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const stop = () =>
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on('message', (message: BenchMessage) => {
    if (message.type === 'memory') {
      send(memoryMessage());
    } else if (message.type === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
