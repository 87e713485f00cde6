import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { faultSummary } from '../http/error-handler.js';
import type { Mailer } from '../mail/mailer.js';
import type { Metrics } from '../metrics/metrics.js';
import { repeatEvery } from '../repeating.js';
import type { FileStore } from '../storage/file-store.js';
import { takeJobLock } from './job-lock.js';
import { SWEEP_TASKS } from './tasks.js';

/** Longer than a sweep takes; a crashed instance's lock frees itself after this. */
const LOCK_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

export type SweepResult = { ran: false } | { ran: true; removed: Record<string, number> };

/** What the sweep's tasks work with: the database and files they tidy, and the mail some of them send. */
interface SweepDeps {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  mailer: Mailer;
  config: Config;
  /** Where each run and task is counted (/metrics); the command-line sweep, which ends at once, has none. */
  metrics?: Pick<Metrics, 'sweep' | 'sweepTask'>;
}

const secondsSince = (start: number) => (performance.now() - start) / 1000;

/**
 * Removes what has outlived its use and sends what is due (see tasks.ts), unless another
 * instance is sweeping. One
 * task failing does not stop the others; it is logged and tried again next time.
 */
export async function runSweep(deps: SweepDeps): Promise<SweepResult> {
  const started = performance.now();
  try {
    const result = await sweepOnce(deps);
    deps.metrics?.sweep(result.ran ? 'done' : 'skipped', secondsSince(started));
    return result;
  } catch (error) {
    deps.metrics?.sweep('failed', secondsSince(started));
    throw error;
  }
}

async function sweepOnce(deps: SweepDeps): Promise<SweepResult> {
  const release = await takeJobLock(deps.db, 'sweep', LOCK_MS);
  if (!release) return { ran: false };
  const removed: Record<string, number> = {};
  try {
    for (const task of SWEEP_TASKS) {
      const started = performance.now();
      try {
        const handled = await task.run({ ...deps, now: new Date() });
        removed[task.name] = handled;
        deps.metrics?.sweepTask(task.name, handled, secondsSince(started));
      } catch (error) {
        deps.metrics?.sweepTask(task.name, undefined, secondsSince(started));
        deps.log.error({ ...faultSummary(error), task: task.name }, 'a sweep task failed');
      }
    }
  } finally {
    await release();
  }
  return { ran: true, removed };
}

/**
 * Sweeps now and every hour until stopped (`repeatEvery`: the timer never keeps the process alive,
 * and stopping waits for a sweep in progress, so the database is not closed under it).
 */
export function scheduleSweeps(deps: SweepDeps): () => Promise<void> {
  const sweep = async () => {
    const result = await runSweep(deps);
    if (result.ran) deps.log.info({ removed: result.removed }, 'sweep done');
  };
  return repeatEvery(SWEEP_EVERY_MS, sweep, { now: true, failed: (error) => deps.log.error(faultSummary(error), 'sweep failed') });
}
