/**
 * The real server in a process of its own, so its memory is measured alone and the load
 * generator does not share its event loop. Configured by the environment, like `npm start`;
 * talks to the bench over the IPC channel.
 */
import { listingCacheCounts } from '../src/server/profiles/listing-cache.js';
import { loadConfig } from '../src/server/config.js';
import { rateLimits } from '../src/server/http/rate-limits.js';
import { startServer } from '../src/server/start.js';
import { watchEventLoop, type EventLoopFigures } from './event-loop.js';
import { memoryMessage } from './memory-message.js';

export type ServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number; heapTotal: number; arrayBuffers: number; cpuMs: number }
  | { type: 'feed'; listed: number; changes: number; epoch: number; pages: { hits: number; misses: number; bypasses: number } }
  | { type: 'loop'; loop: EventLoopFigures }
  | { type: 'failed'; message: string };

export type BenchMessage = { type: 'memory' } | { type: 'feed' } | { type: 'loop' } | { type: 'stop' };

function send(message: ServerMessage) {
  process.send?.(message);
}

/**
 * `BENCH_RATE_LIMITS=production`: every limit as in production but the listing's own, which a few
 * hundred viewers sending thousands of pages a second would use up at once (in production the
 * same traffic comes from far more members). Otherwise no limit at all.
 */
function productionLimits(): boolean {
  if (process.env.BENCH_RATE_LIMITS !== 'production') return false;
  rateLimits.listing.max = Number.MAX_SAFE_INTEGER;
  return true;
}

async function main() {
  const running = await startServer(loadConfig(), { rateLimits: productionLimits() ? undefined : false });
  const loop = watchEventLoop();
  // What the feed delivered: each change drops the session copies of the members it names, each
  // listed member the shared pages it can alter, and each move of the epoch every copy.
  const delivered = { listed: 0, changes: 0 };
  running.database.changes.subscribe((change) => {
    delivered.changes += 1;
    delivered.listed += change.listed.length;
  });
  process.on('message', (message: BenchMessage) => {
    if (message.type === 'feed') {
      send({ type: 'feed', ...delivered, epoch: running.database.changes.epoch(), pages: { ...listingCacheCounts(running.database.db) } });
    } else if (message.type === 'memory') {
      send(memoryMessage());
    } else if (message.type === 'loop') {
      send({ type: 'loop', loop: loop.take() });
    } else if (message.type === 'stop') {
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }
  });
  // If the bench dies, do not linger holding a port and a database.
  process.on('disconnect', () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  send({ type: 'ready', port: Number(new URL(running.url).port) });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
