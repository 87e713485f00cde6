import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { askServerForBackup } from '../backup/control.js';
import { restoreBackup, type RestoreTarget } from '../backup/restore.js';
import { backupSourceFor, backupStoreFor } from '../backup/store-for.js';
import { takeBackup, type BackupDeps, type BackupResult } from '../backup/take-backup.js';
import { resolveDestination, type Config } from '../config.js';
import { openPglite, openPostgres, pgliteDir } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { createLogger } from '../http/log.js';
import { fileStoreFor } from '../storage/file-store-for.js';
import { readOptions, UsageError } from './cli-run.js';

export const BACKUP_USAGE = 'Usage: npm run backup -- --to <directory or s3://bucket/prefix> (or set BACKUP_TO)';
export const RESTORE_USAGE = 'Usage: npm run restore -- --from <one backup: its directory or s3://bucket/prefix/name> [--force]';

/** 1234567 → "1.2 MB". */
function sizeOf(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** Takes the backup in this process: on PostgreSQL beside running servers, on PGlite with none running. */
async function backUpHere(config: Config, destination: string): Promise<BackupResult> {
  const store = backupStoreFor(destination, config);
  const log = createLogger('warn');
  const files = fileStoreFor(config);
  if (config.DATABASE_URL) {
    const database = await openPostgres(config.DATABASE_URL, 2);
    try {
      return await takeBackup({ database, files, log }, store);
    } finally {
      await database.close();
    }
  }
  const dir = pgliteDir(config.DATA_DIR);
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new Error(`there is no database in ${dir} to back up`);
  const unlock = lockDataDir(config.DATA_DIR, 'backup');
  try {
    const database = await openPglite(dir);
    const deps: BackupDeps = { database, files, log };
    try {
      return await takeBackup(deps, store);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

/**
 * `npm run backup`: one backup to `--to` (or BACKUP_TO). With the embedded database and the
 * server running, the server takes it (backup/control.ts); otherwise this process does.
 */
export async function backupCommand(argv: string[], config: Config): Promise<string> {
  const values = readOptions(argv, { to: { type: 'string' } });
  const to = values.to ?? config.BACKUP_TO;
  if (!to) throw new UsageError('--to is required');
  const destination = resolveDestination(to);
  // A destination this version cannot write to is refused before anything is asked of anyone.
  backupStoreFor(destination, config);
  const byServer = config.DATABASE_URL ? null : await askServerForBackup(config.DATA_DIR, destination);
  const result = byServer ?? (await backUpHere(config, destination));
  const lines = [
    `Backup written${byServer ? ' by the running server' : ''}: ${result.location}/${result.name}`,
    `${sizeOf(result.bytes)} (the database ${sizeOf(result.databaseBytes)}, ${result.files} files) in ${result.seconds.toFixed(1)} s.`,
  ];
  if (result.missing.length > 0) {
    lines.push(
      `Warning: ${result.missing.length} files the database names were already missing from the store: ${result.missing.slice(0, 5).join(', ')}`,
    );
  }
  return lines.join('\n');
}

/**
 * `npm run restore`: the backup `--from` names into this configuration's empty DATA_DIR or empty
 * database (DATABASE_URL), and its files into the file store; `--force` replaces what is there.
 */
export async function restoreCommand(argv: string[], config: Config): Promise<string> {
  const values = readOptions(argv, { from: { type: 'string' }, force: { type: 'boolean' } });
  if (!values.from) throw new UsageError('--from is required');
  const source = backupSourceFor(values.from, config);
  const target: RestoreTarget = config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR };
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR, 'restore');
  try {
    const result = await restoreBackup(source, target, fileStoreFor(config), { force: values.force === true });
    const into = config.DATABASE_URL ? 'the database at DATABASE_URL' : config.DATA_DIR;
    return (
      `Restored ${result.name} (taken ${result.createdAt}) into ${into}: the database and ${result.files} files, ` +
      `${sizeOf(result.bytes)}, in ${result.seconds.toFixed(1)} s.`
    );
  } finally {
    unlock();
  }
}
