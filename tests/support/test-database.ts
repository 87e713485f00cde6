import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client.js';
import { TEMPLATE_DB } from './postgres-context.js';

/** A test's database; on PostgreSQL with its address, so a second server can open it too. */
export type TestDatabase = Database & { url?: string };

/**
 * A fresh, migrated database for one test file: PGlite in memory, started from the run's migrated
 * image, or (TEST_DB=postgres) a new database cloned from the migrated template on the run's
 * throwaway cluster.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const base = inject('postgresUrl');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    const url = `${base}/${name}`;
    const database = await openPostgres(url);
    return {
      ...database,
      url,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: `${base}/postgres` });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  return openPglite('memory://', await pgliteImage());
}

/**
 * Puts the run's migrated embedded database into a data directory (`DATA_DIR/db`), for a command or
 * a server that opens it from disk: its start then skips creating and migrating a database, the
 * slowest part of opening an empty directory.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const database = await openPglite(join(dataDir, 'db'), await pgliteImage());
  await database.close();
}

/** A new database on the run's PostgreSQL cluster with nothing in it (a restore's target), and how to drop it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = inject('postgresUrl');
  const name = `r_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  return {
    url: `${base}/${name}`,
    async drop() {
      const cleanup = new pg.Client({ connectionString: `${base}/postgres` });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

let image: Blob | undefined;

/** The run's migrated embedded database, read once per worker (server test files share modules). */
async function pgliteImage(): Promise<Blob> {
  image ??= new Blob([await readFile(inject('pgliteImage'))]);
  return image;
}
