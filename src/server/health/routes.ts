import * as endpoints from '../../contract/endpoints/health.js';
import type { Db } from '../db/client.js';
import { pingDatabase } from '../db/ping.js';
import type { AppDeps } from '../deps.js';
import { unavailable } from '../http/errors.js';
import { route } from '../http/route.js';
import type { ZodApp } from '../http/types.js';
import type { Lifecycle } from '../lifecycle.js';

/** A database that does not answer `select 1` this fast is as good as down for a probe. */
const DATABASE_TIMEOUT_MS = 2000;

async function checkDatabase(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
  } catch {
    throw unavailable('DATABASE_UNAVAILABLE');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/health`: the process answers and its database does (liveness and monitoring).
 * `/health/ready`: the same, and the process is not shutting down (load balancers).
 */
export async function healthRoutes(app: ZodApp, deps: AppDeps, lifecycle: Lifecycle) {
  const { db } = deps.database;
  const schema = (summary: string) => ({ tags: ['public'], summary });

  await route(
    app,
    endpoints.checkHealth,
    { schema: schema('Health: 200 while the database answers, else 503 DATABASE_UNAVAILABLE') },
    async () => {
      await checkDatabase(db);
      return { status: 'ok' as const };
    },
  );

  await route(
    app,
    endpoints.checkReadiness,
    { schema: schema('Readiness: 503 SHUTTING_DOWN once shutdown has begun, else as /health') },
    async () => {
      if (lifecycle.stopping) throw unavailable('SHUTTING_DOWN');
      await checkDatabase(db);
      return { status: 'ok' as const };
    },
  );
}
