import { readdir, readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { isFileKey, localFileStore, type FileStore } from './file-store.js';

export interface MigrationReport {
  /** Files written to the target and found there afterwards at their full size. */
  copied: number;
  /** Files the target already held at the same size: not written again. */
  alreadyThere: number;
  /** Local copies removed (only when asked, and only once the target held the file at its full size). */
  removedLocal: number;
  /** Files in the folder that are not uploads (an unfinished write's `.partial`, anything else): left alone. */
  leftAlone: number;
  /** Files written but not found at their full size afterwards: kept locally, tried again by the next run. */
  unverified: string[];
  /** Why the run stopped before the end (the store failed, or it was asked to stop); undefined when it finished. */
  stoppedBy?: string;
}

/** How many files are copied at once: enough to hide a remote store's round trips, few enough for a small machine. */
const AT_ONCE = 4;

/** Every upload key under the local folder (`photos/<name>`, ...), in a stable order, and how many other files it holds. */
async function localKeys(root: string): Promise<{ keys: string[]; others: number }> {
  let names: string[];
  try {
    names = await readdir(root, { recursive: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return { keys: [], others: 0 };
    throw error;
  }
  const keys: string[] = [];
  let others = 0;
  for (const name of names.sort()) {
    if (!(await stat(join(root, name))).isFile()) continue;
    const key = name.split(sep).join('/');
    if (isFileKey(key) && !key.endsWith('.partial')) keys.push(key);
    else others += 1;
  }
  return { keys, others };
}

/**
 * Copies the uploads folder on this machine (DATA_DIR/uploads) into another store, file by file:
 * a file the target already holds at the same size is skipped (a name never changes its bytes),
 * any other is written and then looked up again, and counts as copied only when the target
 * answers its full size. With `deleteLocal`, each local copy goes once the target holds it so.
 *
 * It can be stopped at any point (`signal`, or the process killed) and run again: a write is
 * whole or absent in the target, the local file stays until its copy is confirmed, and the next
 * run skips what is done. The first failure of the target stops the run.
 */
export async function migrateUploads(
  root: string,
  target: FileStore,
  options: { deleteLocal: boolean; signal?: AbortSignal; onFile?: (key: string, outcome: 'copied' | 'alreadyThere') => void },
): Promise<MigrationReport> {
  const local = localFileStore(root);
  const { keys, others } = await localKeys(root);
  const report: MigrationReport = { copied: 0, alreadyThere: 0, removedLocal: 0, leftAlone: others, unverified: [] };
  let next = 0;

  async function moveOne(key: string): Promise<void> {
    const bytes = await readFile(join(root, key));
    let outcome: 'copied' | 'alreadyThere' = 'alreadyThere';
    if ((await target.size(key)) !== bytes.length) {
      await target.put(key, bytes);
      if ((await target.size(key)) !== bytes.length) {
        report.unverified.push(key);
        return;
      }
      outcome = 'copied';
    }
    report[outcome] += 1;
    if (options.deleteLocal) {
      await local.delete(key);
      report.removedLocal += 1;
    }
    options.onFile?.(key, outcome);
  }

  async function worker(): Promise<void> {
    while (next < keys.length && report.stoppedBy === undefined) {
      if (options.signal?.aborted) {
        report.stoppedBy = 'asked to stop';
        return;
      }
      const key = keys[next]!;
      next += 1;
      try {
        await moveOne(key);
      } catch (error) {
        report.stoppedBy ??= `${key}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
  }

  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  report.unverified.sort();
  return report;
}
