import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';

/**
 * Runs a command's work on the configured database (PGlite under DATA_DIR, or DATABASE_URL),
 * migrated first. PGlite allows one process: a running server makes this fail with a clear
 * DataDirBusyError instead of corrupting the files.
 */
export async function withCliDatabase<T>(
  purpose: string,
  env: Record<string, string | undefined>,
  work: (database: Database, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR, purpose);
  try {
    const database = await openDatabase({
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
    });
    try {
      await database.migrate();
      return await work(database, config);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}
