import { indiaDateAndTime, DAY_MS } from '../../contract/dates.js';
import { faultSummary } from '../http/error-handler.js';
import { repeatEvery } from '../repeating.js';
import type { Metrics } from '../metrics/metrics.js';
import { eachAtOnce, isBackupName, MANIFEST } from './manifest.js';
import { takeSlot } from './repository.js';
import type { BackupStore } from './store.js';
import { backUpHolding, takeBackupLock, type BackupDeps } from './take-backup.js';

/** How often an instance looks whether a slot fell due. */
const CHECK_EVERY_MS = 60_000;

/**
 * The latest scheduled moment at or before `now`, as its slot (`2026-05-01T02:00+05:30`): today's
 * last time already past in India, else yesterday's last. `times` are `HH:MM`, in order.
 */
export function dueSlot(times: string[], now: Date): string {
  const { date, time } = indiaDateAndTime(now);
  const today = times.filter((at) => at <= time).at(-1);
  if (today) return `${date}T${today}+05:30`;
  return `${indiaDateAndTime(new Date(now.getTime() - DAY_MS)).date}T${times.at(-1)!}+05:30`;
}

/**
 * Deletes the backups in `store` older than the newest `keep` complete ones, each manifest
 * first, so a deletion cut short leaves an incomplete backup, never one that looks whole. Backups
 * newer than those kept but incomplete are left alone. Answers the names deleted.
 */
async function pruneBackups(store: BackupStore, keep: number): Promise<string[]> {
  const objects = await store.list('mali-vivah-');
  const byBackup = new Map<string, string[]>();
  for (const object of objects) {
    const backup = object.slice(0, object.indexOf('/'));
    if (isBackupName(backup)) byBackup.set(backup, [...(byBackup.get(backup) ?? []), object]);
  }
  const complete = [...byBackup.keys()].filter((backup) => byBackup.get(backup)!.includes(`${backup}/${MANIFEST}`)).sort();
  const kept = complete.slice(-keep);
  if (kept.length < keep) return [];
  const doomed = [...byBackup.keys()].filter((backup) => backup < kept[0]!).sort();
  for (const backup of doomed) {
    const parts = byBackup.get(backup)!;
    const manifest = `${backup}/${MANIFEST}`;
    if (parts.includes(manifest)) await store.delete(manifest);
    await eachAtOnce(
      parts.filter((part) => part !== manifest),
      8,
      (part) => store.delete(part),
    );
  }
  return doomed;
}

export interface BackupPlan {
  /** `HH:MM` in India, in order (BACKUP_SCHEDULE). */
  times: string[];
  store: BackupStore;
  /** Backups kept in the store (BACKUP_KEEP); older ones go after each new one. */
  keep: number;
}

type ScheduleDeps = BackupDeps & { metrics?: Pick<Metrics, 'backup'> };

/**
 * What one look at the schedule did: took the due slot's backup (done, or failed), found another
 * instance had taken it (taken), found a backup being taken (busy: it looks again next time), or
 * had already seen this slot taken (seen).
 */
type Look = 'done' | 'failed' | 'taken' | 'busy' | 'seen';

/**
 * One instance's look at the schedule, as often as it is called. Of the instances that find a
 * slot due, the one that holds the backup lock and writes the slot's row takes it; every other,
 * and any started later, finds the row and leaves it. A slot missed while no instance ran is taken
 * at the next look, once.
 */
export function backupScheduler(deps: ScheduleDeps, plan: BackupPlan): (now?: Date) => Promise<Look> {
  let seen = '';
  return async (now = new Date()) => {
    const slot = dueSlot(plan.times, now);
    if (slot <= seen) return 'seen';
    const started = performance.now();
    const lock = await takeBackupLock(deps.database.db);
    if (!lock) return 'busy';
    try {
      if (!(await takeSlot(deps.database.db, slot))) {
        seen = slot;
        deps.metrics?.backup('skipped', (performance.now() - started) / 1000);
        return 'taken';
      }
      seen = slot;
      try {
        const result = await backUpHolding(deps, plan.store, lock);
        deps.metrics?.backup('done', result.seconds, result.bytes);
        const pruned = await pruneBackups(plan.store, plan.keep).catch((error: unknown) => {
          deps.log.warn(faultSummary(error), 'could not delete old backups');
          return [];
        });
        const { name, location, bytes, files, seconds } = result;
        deps.log.info({ slot, name, location, bytes, files, seconds, pruned }, 'backup done');
        return 'done';
      } catch (error) {
        deps.metrics?.backup('failed', (performance.now() - started) / 1000);
        deps.log.error({ ...faultSummary(error), slot }, 'backup failed');
        return 'failed';
      }
    } finally {
      await lock.release();
    }
  };
}

/**
 * Looks at the schedule now and every minute until stopped (`repeatEvery`: the timer never keeps
 * the process alive, and stopping waits for a backup in progress, so the database is not closed
 * under it).
 */
export function scheduleBackups(deps: ScheduleDeps, plan: BackupPlan): () => Promise<void> {
  return repeatEvery(CHECK_EVERY_MS, backupScheduler(deps, plan), {
    now: true,
    failed: (error) => deps.log.error(faultSummary(error), 'could not look at the backup schedule'),
  });
}
