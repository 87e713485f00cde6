import { Redis } from 'ioredis';

/**
 * With REDIS_URL, rate-limit counters live in Redis so every instance counts the same calls.
 * Connected at boot, so a wrong address stops the server with a clear error; afterwards a
 * command never waits for a lost connection (no offline queue), and the limiter lets calls
 * through while Redis is away (see app.ts): the per-account limits kept in the database still
 * hold, and a Redis outage must not take sign-in down with it.
 */
export async function connectRateLimitStore(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  // Reconnection is ioredis's job; an unhandled 'error' event would crash the process.
  redis.on('error', () => {});
  await redis.connect();
  return redis;
}
