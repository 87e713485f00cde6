import pg from 'pg';
import { startCluster } from '../tests/support/postgres-cluster.js';

/** A throwaway PostgreSQL cluster with an empty `bench` database, for `run`; stopped after it. `settings` as `startCluster`'s. */
export async function withPostgres<T>(run: (databaseUrl: string, version: string) => Promise<T>, settings: string[] = []): Promise<T> {
  const cluster = await startCluster(settings);
  try {
    const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    await admin.end();
    return await run(`${cluster.url}/bench`, version);
  } finally {
    await cluster.stop();
  }
}
