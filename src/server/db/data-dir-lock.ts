import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirBusyError extends Error {}

/** Whether a process of that id is running (one of another user's counts: it cannot be signalled, but it is there). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two processes on one data directory would corrupt it. The lock file
 * holds the owner's pid; a lock whose process is gone is taken over.
 */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n${purpose}\n`);
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText, owner] = readFileSync(path, 'utf8').split('\n');
      const pid = Number(pidText);
      if (Number.isInteger(pid) && pid > 0 && processAlive(pid) && pid !== process.pid) {
        throw new DataDirBusyError(
          `The data directory ${dataDir} is in use by process ${pid} (${owner || 'unknown'}). ` +
            'The embedded database allows one process at a time: stop it first, or use DATABASE_URL.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not lock the data directory ${dataDir}.`);
}
