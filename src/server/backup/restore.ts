import { createHash } from 'node:crypto';
import { readdir, rename, rm } from 'node:fs/promises';
import { openPglite, openPostgres, pgliteDir } from '../db/client.js';
import type { FileStore } from '../storage/file-store.js';
import {
  BackupRefused,
  bytesOf,
  DATABASE_PART,
  eachAtOnce,
  FILES_FOLDER,
  readManifest,
  verifyParts,
  type Manifest,
  type Part,
} from './manifest.js';
import { pgRestore } from './pg-tools.js';
import { clearJobLocks, dropEverything, holdsNothing } from './repository.js';
import type { BackupStore } from './store.js';

/** Where a backup is restored to: the embedded database's DATA_DIR, or a PostgreSQL database. */
export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface RestoreResult {
  name: string;
  database: Manifest['database'];
  /** When the backup began. */
  createdAt: string;
  files: number;
  bytes: number;
  seconds: number;
}

const KIND_NAMES = {
  pglite: 'the embedded database (PGlite): restore it with DATABASE_URL unset, into DATA_DIR',
  postgres: 'PostgreSQL (pg_dump): restore it with DATABASE_URL set to an empty database',
} as const;

/** The database's name and server, never its password. */
function described(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname.slice(1) || 'postgres'} on ${parsed.host}`;
}

async function isEmptyDirectory(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Refuses a target that already holds a database. */
async function refuseUnlessEmpty(target: RestoreTarget): Promise<void> {
  if (target.kind === 'pglite') {
    const dir = pgliteDir(target.dataDir);
    if (!(await isEmptyDirectory(dir))) {
      throw new BackupRefused(`${dir} already holds a database: restore into an empty DATA_DIR, or add --force to replace it`);
    }
    return;
  }
  const database = await openPostgres(target.url, 1);
  try {
    if (!(await holdsNothing(database.db))) {
      throw new BackupRefused(
        `the database ${described(target.url)} is not empty: restore into an empty database, or add --force to replace everything in it`,
      );
    }
  } finally {
    await database.close();
  }
}

/** A file part's bytes, checked again as they are read: the backup may not change under a restore. */
async function fileBytes(store: BackupStore, backup: string, part: Part): Promise<Buffer> {
  const stream = await store.get(`${backup}/${part.name}`);
  const bytes = stream ? await bytesOf(stream) : null;
  if (!bytes || bytes.length !== part.size || createHash('sha256').update(bytes).digest('hex') !== part.sha256) {
    throw new Error(`${part.name} changed in the backup while it was being restored`);
  }
  return bytes;
}

/**
 * Loads PGlite's dump into a folder beside DATA_DIR/db, opens it (the dump is sound), clears the
 * locks it was dumped with, then puts it in place of the old one (--force) or of none.
 */
async function restorePglite(dataDir: string, image: Buffer): Promise<void> {
  const dir = pgliteDir(dataDir);
  const staging = `${dir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  try {
    const restored = await openPglite(staging, new Blob([new Uint8Array(image)]));
    try {
      await clearJobLocks(restored.db);
    } finally {
      await restored.close();
    }
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** pg_restore into the database, emptied first with --force; all of it or nothing. */
async function restorePostgres(url: string, store: BackupStore, backup: string, part: Part, force: boolean): Promise<void> {
  const database = await openPostgres(url, 1);
  try {
    if (force) await dropEverything(database.db);
    const dump = await store.get(`${backup}/${part.name}`);
    if (!dump) throw new Error(`${part.name} went from the backup while it was being restored`);
    await pgRestore(url, dump);
    await clearJobLocks(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Restores the backup `name` of `store` into `target` and `files`. First the manifest, the
 * target (empty, unless `force`) and every part's size and SHA-256 are checked, and any of them
 * wrong refuses the restore (BackupRefused) before anything is written. Then the files, then the
 * database, so a restore cut short leaves the target's database as it was, to be tried again.
 */
export async function restoreBackup(
  source: { store: BackupStore; name: string },
  target: RestoreTarget,
  files: FileStore,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const started = performance.now();
  const { store, name } = source;
  const manifest = await readManifest(store, name);
  if (manifest.database !== target.kind)
    throw new BackupRefused(`${store.location}/${name} is a backup of ${KIND_NAMES[manifest.database]}`);
  const [database, ...fileParts] = manifest.parts;
  if (database!.name !== DATABASE_PART[manifest.database] || fileParts.some((part) => !part.name.startsWith(FILES_FOLDER))) {
    throw new BackupRefused(`${store.location}/${name}/manifest.json lists parts this version does not know`);
  }
  if (!options.force) await refuseUnlessEmpty(target);
  await verifyParts(store, name, manifest);

  await eachAtOnce(fileParts, 4, async (part) => {
    await files.put(part.name.slice(FILES_FOLDER.length), await fileBytes(store, name, part));
  });
  if (target.kind === 'pglite') await restorePglite(target.dataDir, await fileBytes(store, name, database!));
  else await restorePostgres(target.url, store, name, database!, options.force === true);
  return {
    name,
    database: manifest.database,
    createdAt: manifest.createdAt,
    files: fileParts.length,
    bytes: manifest.parts.reduce((sum, part) => sum + part.size, 0),
    seconds: (performance.now() - started) / 1000,
  };
}
