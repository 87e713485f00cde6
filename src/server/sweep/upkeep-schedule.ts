import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { runEmbeddedUpkeep } from '../db/embedded-upkeep.js';
import { faultSummary } from '../http/error-handler.js';
import type { Metrics } from '../metrics/metrics.js';
import { repeatEvery } from '../repeating.js';

/** As often as PostgreSQL's autovacuum looks (`autovacuum_naptime`). */
const CHECK_EVERY_MS = 60_000;

/**
 * On the embedded database, checks every minute what needs vacuuming or analysing and does it
 * (db/embedded-upkeep.ts); PostgreSQL does this itself, so there it does nothing. The first check
 * comes a minute (`everyMs`) after the start, not during it; a check still running when the next
 * is due lets it pass (`repeatEvery`).
 */
export function scheduleEmbeddedUpkeep(
  database: Pick<Database, 'db' | 'kind'>,
  log: FastifyBaseLogger,
  metrics?: Pick<Metrics, 'upkeep'>,
  everyMs = CHECK_EVERY_MS,
): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => {};
  const check = () =>
    runEmbeddedUpkeep(database.db, (work, seconds) => {
      metrics?.upkeep(work.action, seconds);
      log.info({ table: work.table, action: work.action, ms: Math.round(seconds * 1000) }, 'database upkeep');
    });
  return repeatEvery(everyMs, check, { failed: (error) => log.error(faultSummary(error), 'database upkeep failed') });
}
