import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { rowsOf } from './rows.js';

/**
 * Loading many rows into a table is several times faster when its secondary indexes are built
 * once afterwards instead of kept up row by row; a GIN trigram index most of all. Seeding a
 * million profiles into PostgreSQL took 220 s with the users table's indexes kept up, 128 s with
 * them built at the end (docs/benchmarks.md).
 *
 * `deferIndexes` writes each index's definition into `deferred_indexes` and drops the index, in
 * one transaction; `buildDeferredIndexes` builds every index still listed. Migrating a database
 * calls the latter, so a load stopped half way (even killed) loses no index: the next server start
 * or command builds them. Keys and unique indexes stay, since they decide which rows go in.
 */

/** Drops `table`'s secondary indexes, keeping their definitions; answers how many. */
export async function deferIndexes(database: Database, table: 'users'): Promise<number> {
  return database.db.transaction(async (tx) => {
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(sql`
        SELECT i.relname AS "name", pg_get_indexdef(i.oid) AS "definition"
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE x.indrelid = to_regclass(${table}) AND NOT x.indisprimary AND NOT x.indisunique`),
    );
    for (const index of indexes) {
      await tx.execute(sql`INSERT INTO deferred_indexes (name, definition) VALUES (${index.name}, ${index.definition})`);
      await tx.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
    }
    return indexes.length;
  });
}

/**
 * Builds every deferred index, two at a time on PostgreSQL (a GIN build uses one core); answers
 * how many it built. Each is built and struck off in one transaction, and one another process is
 * already building is skipped, so two callers never build the same index.
 */
export async function buildDeferredIndexes(database: Database): Promise<number> {
  const listed = rowsOf<{ name: string }>(await database.db.execute(sql`SELECT name FROM deferred_indexes ORDER BY name`));
  if (listed.length === 0) return 0;
  let built = 0;
  const queue = listed.map((row) => row.name);
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      if (await buildOne(database, name)) built += 1;
    }
  };
  await Promise.all(Array.from({ length: database.kind === 'postgres' ? 2 : 1 }, worker));
  return built;
}

async function buildOne(database: Database, name: string): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const claimed = rowsOf<{ definition: string; present: boolean }>(
      await tx.execute(sql`
        SELECT definition, to_regclass(name) IS NOT NULL AS "present"
        FROM deferred_indexes WHERE name = ${name} FOR UPDATE SKIP LOCKED`),
    )[0];
    if (!claimed) return false;
    if (database.kind === 'postgres') await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    if (!claimed.present) await tx.execute(sql.raw(claimed.definition));
    await tx.execute(sql`DELETE FROM deferred_indexes WHERE name = ${name}`);
    return !claimed.present;
  });
}
