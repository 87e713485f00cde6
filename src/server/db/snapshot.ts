import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.js';
import * as schema from './schema.js';

export interface ExportedSnapshot {
  /** What pg_dump's --snapshot takes. */
  id: string;
  /** Reads in the snapshot: what they see is what pg_dump dumps. */
  db: Db;
  close(): Promise<void>;
}

/**
 * A read-only transaction of its own on PostgreSQL, its snapshot exported: pg_dump given its id
 * dumps exactly the database `db` reads, whatever is written meanwhile. It stays open until closed.
 */
export async function exportSnapshot(url: string): Promise<ExportedSnapshot> {
  const client = new pg.Client({ connectionString: url });
  // A connection the server ends would otherwise crash the process; the next read fails instead.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    return {
      id: rows[0]!.id,
      db: drizzle(client, { schema }) as unknown as Db,
      async close() {
        await client.query('COMMIT').catch(() => {});
        await client.end();
      },
    };
  } catch (error) {
    await client.end();
    throw error;
  }
}
