import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, DbOrTx } from '../db/client.js';
import { BACKUP_LOCK, heldKeys, releaseHeldKeys } from '../db/held-deletions.js';
import { claimJobLock, extendJobLock, releaseJobLock, stillHoldsJobLock } from '../db/job-locks.js';
import { exportSnapshot } from '../db/snapshot.js';
import type { RemovedUpload } from '../db/upload-files.js';
import { faultSummary } from '../http/error-handler.js';
import type { Metrics } from '../metrics/metrics.js';
import type { FileStore } from '../storage/file-store.js';
import { keysOf } from '../uploads/service.js';
import { backupName, DATABASE_PART, eachAtOnce, FILES_FOLDER, MANIFEST, newManifest, putPart, readableOf, type Part } from './manifest.js';
import { pgDump } from './pg-tools.js';
import { referencedUploads } from './repository.js';
import type { BackupStore } from './store.js';

/** What a backup reads: the database and the stored files. */
export interface BackupDeps {
  database: Database;
  files: FileStore;
  log: FastifyBaseLogger;
}

export interface BackupResult {
  /** The backup's name in its store: restore it with `--from <location>/<name>`. */
  name: string;
  location: string;
  /** Every part and the manifest. */
  bytes: number;
  databaseBytes: number;
  files: number;
  /** Files the database names that the store did not have (a loss from before the backup). */
  missing: string[];
  seconds: number;
}

/** Another backup holds the lock; nothing was written. */
export class BackupBusyError extends Error {}

/**
 * The backup lock's time, renewed a third of the way through while the backup runs: a process
 * that stopped lets it run out, and deletions it held go at the next sweep.
 */
const LOCK_MS = 10 * 60_000;
/** Files copied at once: reads and writes overlap, and a remote store is not asked one file at a time. */
const COPY_WIDTH = 4;
/** Held deletions are done in batches of this many. */
const DRAIN_BATCH = 500;

export interface BackupLock {
  /** Throws once the lock was lost (its time ran out and someone else took it). */
  check(): void;
  /**
   * Deletes the files held back meanwhile and lets the lock go, in one transaction: a deletion
   * held while it drains waits for it and is then done at once, none is left behind. Answers how
   * many went; none when the lock was lost.
   */
  finish(deps: { files: FileStore; log: FastifyBaseLogger }): Promise<number>;
  /** Lets the lock go; deletions still held go at the next sweep. */
  release(): Promise<void>;
}

/** Takes the backup lock and keeps it until released; null when another backup holds it. */
export async function takeBackupLock(db: Db): Promise<BackupLock | null> {
  const holder = randomUUID();
  if (!(await claimJobLock(db, BACKUP_LOCK, holder, new Date(Date.now() + LOCK_MS)))) return null;
  let lost = false;
  const renewal = setInterval(() => {
    extendJobLock(db, BACKUP_LOCK, holder, new Date(Date.now() + LOCK_MS)).then(
      (kept) => (lost ||= !kept),
      () => {},
    );
  }, LOCK_MS / 3);
  renewal.unref();
  return {
    check() {
      if (lost) throw new Error('the backup lost its lock (it ran out while the backup was stalled); this backup is incomplete');
    },
    async finish({ files, log }) {
      clearInterval(renewal);
      return db.transaction(async (tx) => {
        if (!(await stillHoldsJobLock(tx, BACKUP_LOCK, holder))) return 0;
        const deleted = await deleteHeldFiles({ db: tx, files, log });
        await releaseJobLock(tx, BACKUP_LOCK, holder);
        return deleted;
      });
    },
    async release() {
      clearInterval(renewal);
      await releaseJobLock(db, BACKUP_LOCK, holder);
    },
  };
}

/** The database written as the backup's first part, with the uploads it names, read from the same moment. */
interface DatabaseSnapshot {
  part: Part;
  uploads: RemovedUpload[];
}

/**
 * PGlite's own dump of its data directory, and the uploads it names read just before, with
 * nothing else running on the database between or during the two.
 */
async function pgliteSnapshot(database: Database, store: BackupStore, name: string): Promise<DatabaseSnapshot> {
  const { uploads, image } = await database.alone!(async (db, dump) => ({ uploads: await referencedUploads(db), image: await dump() }));
  const part = await putPart(store, name, DATABASE_PART.pglite, readableOf(Buffer.from(await image.arrayBuffer())));
  return { part, uploads };
}

/**
 * pg_dump of a snapshot exported by a transaction of our own, in which the uploads are read:
 * both see the same database, whatever is written meanwhile.
 */
async function postgresSnapshot(database: Database, store: BackupStore, name: string): Promise<DatabaseSnapshot> {
  const snapshot = await exportSnapshot(database.url!);
  try {
    const uploads = await referencedUploads(snapshot.db);
    let part: Part | undefined;
    await pgDump(database.url!, snapshot.id, async (dump) => {
      part = await putPart(store, name, DATABASE_PART.postgres, dump);
    });
    return { part: part!, uploads };
  } finally {
    await snapshot.close();
  }
}

/** Removes what a backup that failed had written, so no half backup is left to be mistaken for one. */
async function removeBackup(store: BackupStore, name: string): Promise<void> {
  const written = await store.list(`${name}/`);
  await eachAtOnce(written, COPY_WIDTH, (object) => store.delete(object));
}

/**
 * Deletes the files held back while backups were taken. Only while holding the backup lock: a
 * file held during a backup in progress may be one its database names.
 */
async function deleteHeldFiles({ db, files, log }: { db: DbOrTx; files: FileStore; log: FastifyBaseLogger }): Promise<number> {
  let deleted = 0;
  for (;;) {
    const keys = await heldKeys(db, DRAIN_BATCH);
    if (keys.length === 0) return deleted;
    await Promise.all(
      keys.map((key) =>
        files.delete(key).catch((error: unknown) => log.warn({ ...faultSummary(error), key }, 'could not remove a held file')),
      ),
    );
    await releaseHeldKeys(db, keys);
    deleted += keys.length;
  }
}

/**
 * The sweep's step: files held back by a backup that stopped before deleting them (its lock ran
 * out). Nothing while a backup is being taken; answers how many went.
 */
export async function deleteLeftoverHeldFiles(deps: { db: Db; files: FileStore; log: FastifyBaseLogger }): Promise<number> {
  if ((await heldKeys(deps.db, 1)).length === 0) return 0;
  const lock = await takeBackupLock(deps.db);
  if (!lock) return 0;
  try {
    return await lock.finish(deps);
  } finally {
    await lock.release();
  }
}

/** For tests: work done once the database is read and before its files are copied. */
export interface BackupOptions {
  afterSnapshot?: () => Promise<void>;
}

/**
 * Writes one backup to `store` while the caller holds the backup lock: the database, then every
 * file it names, then the manifest, last. Deletions are held back meanwhile (uploads' removeFiles),
 * so the files named are all still there; they are done at the end.
 */
export async function backUpHolding(
  deps: BackupDeps,
  store: BackupStore,
  lock: BackupLock,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const started = performance.now();
  const createdAt = new Date();
  const name = backupName(createdAt);
  const kind = deps.database.kind;
  try {
    const snapshot = await (kind === 'pglite' ? pgliteSnapshot : postgresSnapshot)(deps.database, store, name);
    await options.afterSnapshot?.();
    const required = new Set(snapshot.uploads.flatMap((row) => [row.fileKey, row.thumbKey, row.blurKey]).filter((key) => key !== null));
    const parts: Part[] = [snapshot.part];
    const missing: string[] = [];
    await eachAtOnce(keysOf(snapshot.uploads), COPY_WIDTH, async (key) => {
      lock.check();
      const file = await deps.files.get(key);
      if (file) parts.push(await putPart(store, name, `${FILES_FOLDER}${key}`, file.stream));
      // A thumbnail's smaller copies are made when first asked for: one not made yet is not missing.
      else if (required.has(key)) missing.push(key);
    });
    lock.check();
    if (missing.length > 0) deps.log.warn({ missing: missing.slice(0, 20), count: missing.length }, 'files the database names are missing');
    const files = parts.slice(1).sort((a, b) => a.name.localeCompare(b.name));
    const manifest = Buffer.from(JSON.stringify(newManifest(kind, createdAt, [snapshot.part, ...files], missing.sort()), null, 1));
    await store.put(`${name}/${MANIFEST}`, readableOf(manifest));
    const databaseBytes = snapshot.part.size;
    const bytes = parts.reduce((sum, part) => sum + part.size, manifest.length);
    return {
      name,
      location: store.location,
      bytes,
      databaseBytes,
      files: files.length,
      missing,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await removeBackup(store, name).catch((cleanup: unknown) => deps.log.warn(faultSummary(cleanup), 'could not remove a failed backup'));
    throw error;
  } finally {
    // The held deletions, done while the lock is still this backup's, and the lock let go.
    await lock.finish(deps).catch((error: unknown) => deps.log.warn(faultSummary(error), 'held files were left for the sweep'));
  }
}

/**
 * Takes one backup now, unless another is being taken (BackupBusyError); counted in `metrics`
 * when given (a server's, for a backup `npm run backup` asked it for).
 */
export async function takeBackup(
  deps: BackupDeps & { metrics?: Pick<Metrics, 'backup'> },
  store: BackupStore,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const started = performance.now();
  const lock = await takeBackupLock(deps.database.db);
  if (!lock) throw new BackupBusyError('another backup is being taken; try again when it is done');
  try {
    const result = await backUpHolding(deps, store, lock, options);
    deps.metrics?.backup('done', result.seconds, result.bytes);
    return result;
  } catch (error) {
    deps.metrics?.backup('failed', (performance.now() - started) / 1000);
    throw error;
  } finally {
    await lock.release();
  }
}
