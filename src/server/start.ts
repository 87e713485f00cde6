import type { FastifyInstance } from 'fastify';
import { ensureBootstrapAdmin } from './admin/bootstrap.js';
import { buildApp } from './app.js';
import { startBackupControl } from './backup/control.js';
import { scheduleBackups } from './backup/schedule.js';
import { backupStoreFor } from './backup/store-for.js';
import { takeBackup } from './backup/take-backup.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { consoleLogStream, createLogger } from './http/log.js';
import { configuredMailer, countedMailer, type Mailer } from './mail/mailer.js';
import { createMetrics } from './metrics/metrics.js';
import { fromRoot } from './paths.js';
import { fileStoreFor } from './storage/file-store-for.js';
import { scheduleSweeps } from './sweep/sweep.js';
import { scheduleEmbeddedUpkeep } from './sweep/upkeep-schedule.js';

export const DEFAULT_WEB_ROOT = fromRoot('dist/web');

export interface Running {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite under DATA_DIR unless DATABASE_URL is set), applies migrations,
 * creates the configured admin, builds the app and listens. `close` undoes all of it in order.
 * `database`: one already open on that configuration (the browser tests start theirs from a
 * migrated image); the server closes it with the rest.
 */
export async function startServer(
  config: Config,
  options: { webRoot?: string; rateLimits?: boolean; sweeps?: boolean; database?: Database } = {},
): Promise<Running> {
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR, 'server');
  let database: Database | undefined;
  let mailer: Mailer | undefined;
  try {
    database =
      options.database ??
      (await openDatabase({
        dataDir: config.DATA_DIR,
        databaseUrl: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
      }));
    await database.migrate();
    // Readable lines on a developer's terminal, JSON when piped or in production (http/log.ts).
    const logStream = consoleLogStream();
    const bootLog = createLogger(config.LOG_LEVEL, logStream);
    // One set of counters for the app and the sweeps beside it, the mail of both counted alike.
    const metrics = createMetrics();
    mailer = countedMailer(configuredMailer(config, bootLog), (outcome) => metrics.mail(outcome));
    await ensureBootstrapAdmin(database.db, config, bootLog);
    if (!config.RATE_LIMITS) bootLog.warn('RATE_LIMITS is off: nothing limits guessing, flooding or scraping (for load tests only)');
    const files = fileStoreFor(config, bootLog);
    // A destination this version cannot write to stops the start, not the first backup at night.
    const backupStore = config.BACKUP_SCHEDULE ? backupStoreFor(config.BACKUP_TO!, config) : undefined;
    const app = await buildApp({
      config,
      database,
      mailer,
      files,
      webRoot: options.webRoot ?? DEFAULT_WEB_ROOT,
      rateLimits: options.rateLimits,
      logStream,
      metrics,
    });
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const backups = { database, files, log: app.log, metrics };
    // The embedded database is this process's alone: `npm run backup` asks the server for one (backup/control.ts).
    const stopBackupControl = config.DATABASE_URL
      ? async () => {}
      : await startBackupControl(config.DATA_DIR, (to) => takeBackup(backups, backupStoreFor(to, config))).catch(async (error: unknown) => {
          await app.close();
          throw error;
        });
    const stopSweeps =
      options.sweeps === false ? async () => {} : scheduleSweeps({ db: database.db, files, log: app.log, mailer, config, metrics });
    const stopUpkeep = scheduleEmbeddedUpkeep(database, app.log, metrics);
    const stopBackups = backupStore
      ? scheduleBackups(backups, { times: config.BACKUP_SCHEDULE!, store: backupStore, keep: config.BACKUP_KEEP })
      : async () => {};
    const port = new URL(address).port;
    const openDb = database;
    const openMailer = mailer;
    return {
      app,
      database: openDb,
      url: `http://localhost:${port}`,
      async close() {
        await stopBackupControl();
        await stopBackups();
        await stopSweeps();
        await stopUpkeep();
        await app.close();
        await openMailer.close();
        await openDb.close();
        unlock();
      },
    };
  } catch (error) {
    await mailer?.close();
    await database?.close().catch(() => {});
    unlock();
    throw error;
  }
}
