import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { copyIn } from './copy-in.js';
import { COPY_COLUMNS, CopyBatch, MATCH_COPY_COLUMNS } from './copy-rows.js';
import type { MatchColumns } from '../../users/match-columns.js';
import type { SeedProfile } from './profile.js';

/** PostgreSQL's code for a row that clashes with a unique index. */
const UNIQUE_VIOLATION = '23505';

/** The lowest number in the block above every number already taken in it. */
export async function firstFreeMobile(db: DbOrTx, lowest: number, highest: number): Promise<number> {
  const result = await db.execute(
    sql`SELECT max(mobile_number) AS "highest" FROM users
        WHERE mobile_number >= ${String(lowest)} AND mobile_number <= ${String(highest)}`,
  );
  const taken = rowsOf<{ highest: string | null }>(result)[0]?.highest;
  return taken ? Number(taken) + 1 : lowest;
}

/** Whether the users table holds fewer than `rows` rows; counts no further than that. */
export async function fewerUsersThan(db: DbOrTx, rows: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT count(*) AS "count" FROM (SELECT 1 FROM users LIMIT ${rows}) AS counted`);
  return Number(rowsOf<{ count: string }>(result)[0]?.count ?? 0) < rows;
}

/**
 * A batch of demo members on its way to the users table: members are added as they are made, then
 * written in one transaction. A clash with an existing email or mobile number skips that member
 * instead of failing the batch; `write` answers how many went in. Demo members have verified their
 * email (their example addresses receive nothing), so pending ones can be approved in a
 * demonstration.
 */
export interface SeedBatch {
  add(profile: SeedProfile): void;
  write(): Promise<number>;
}

/**
 * On PostgreSQL the batch goes in with COPY in binary, so the server parses only each profile's
 * JSON and stores the other values as they come: a third of the work per row of an INSERT that
 * takes the batch apart from one JSON document (docs/decisions/0025-seed-copy.md). PGlite reads
 * COPY data from a file of its own, slower there than that INSERT, so it keeps the INSERT.
 */
export function newBatch(database: Database, passwordHash: string, size: number): SeedBatch {
  if (database.kind === 'postgres') {
    const rows = new CopyBatch(passwordHash, size);
    return {
      add: (profile) => rows.add(profile),
      async write() {
        try {
          return await copyBatch(poolOf(database), rows.data());
        } finally {
          rows.release();
        }
      },
    };
  }
  const profiles: SeedProfile[] = [];
  return { add: (profile) => profiles.push(profile), write: () => insertBatch(database, passwordHash, profiles) };
}

/**
 * One multi-row INSERT whose rows arrive as a single JSON document: a batch costs one parameter
 * however many rows it has, and the database parses it far faster than a driver escapes arrays.
 */
async function insertBatch(database: Database, passwordHash: string, batch: SeedProfile[]): Promise<number> {
  // The match columns flattened beside the rest, under their column names.
  const rows = batch.map(({ matchColumns, ...profile }) => ({ ...profile, ...matchValues(matchColumns) }));
  const statement = sql`
    WITH inserted AS (
      INSERT INTO users (email, mobile_number, password_hash, status, gender, full_name, date_of_birth,
                         income, city, caste, sub_caste, moon_sign, user_details, ${sql.raw(MATCH_COPY_COLUMNS.join(', '))},
                         created_at, updated_at, email_verified_at)
      SELECT r."email", r."mobileNumber", ${passwordHash}, r."status", r."gender", r."fullName", r."dateOfBirth",
             r."income", r."city", r."caste", r."subCaste", r."moonSign", r."userDetails", ${sql.raw(MATCH_COPY_COLUMNS.map((column) => `r."${column}"`).join(', '))},
             r."createdAt", r."createdAt", r."createdAt"
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(
        "email" text, "mobileNumber" text, "status" text, "gender" text, "fullName" text, "dateOfBirth" date,
        "income" bigint, "city" text, "caste" text, "subCaste" text, "moonSign" smallint, "userDetails" jsonb,
        ${sql.raw(MATCH_COPY_COLUMNS.map((column) => `"${column}" ${MATCH_COLUMN_TYPES[column]}`).join(', '))}, "createdAt" timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS "count" FROM inserted`;
  return database.db.transaction(async (tx) => {
    return Number(rowsOf<{ count: number }>(await tx.execute(statement))[0]?.count ?? 0);
  });
}

const COLUMNS = COPY_COLUMNS.join(', ');

/** The SQL type of each match column, for json_to_recordset. */
const MATCH_COLUMN_TYPES: Record<(typeof MATCH_COPY_COLUMNS)[number], string> = {
  height_rank: 'smallint',
  marriage_code: 'smallint',
  education_rank: 'smallint',
  caste_code: 'smallint',
  sub_caste_code: 'smallint',
  district_code: 'smallint',
  city_key: 'text',
  diet_code: 'smallint',
  manglik_code: 'smallint',
  wish_set: 'integer',
  wish_must: 'integer',
  wish_age_min: 'smallint',
  wish_age_max: 'smallint',
  wish_height_min: 'smallint',
  wish_height_max: 'smallint',
  wish_education: 'smallint',
  wish_income: 'bigint',
  wish_marriage: 'integer',
  wish_caste: 'integer',
  wish_sub_caste: 'bigint',
  wish_districts: 'bigint',
  wish_diet: 'integer',
  wish_manglik: 'smallint',
};

/** The match columns by column name (camelCase in MatchColumns). */
function matchValues(columns: MatchColumns): Record<string, unknown> {
  return Object.fromEntries(
    MATCH_COPY_COLUMNS.map((column) => [
      column,
      columns[column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as keyof MatchColumns],
    ]),
  );
}

/**
 * COPY cannot skip a row that clashes, so a batch that meets a clash (the COPY fails whole) is
 * copied again into a temporary table and moved from there with the INSERT's ON CONFLICT DO
 * NOTHING: the same rows go in as through `insertBatch`.
 */
async function copyBatch(pool: pg.Pool, data: Buffer): Promise<number> {
  const client = await pool.connect();
  try {
    try {
      const copied = await copyInto(client, 'users', data);
      client.release();
      return copied;
    } catch (error) {
      if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
    }
    await client.query('BEGIN');
    await client.query(`CREATE TEMPORARY TABLE seed_batch ON COMMIT DROP AS SELECT ${COLUMNS} FROM users WITH NO DATA`);
    await copyInto(client, 'seed_batch', data);
    const result = await client.query(`INSERT INTO users (${COLUMNS}) SELECT ${COLUMNS} FROM seed_batch ON CONFLICT DO NOTHING`);
    await client.query('COMMIT');
    client.release();
    return result.rowCount ?? 0;
  } catch (error) {
    // A connection left inside a failed COPY or transaction is closed, not put back.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** COPY's binary `data` into `table`; answers the rows written. */
function copyInto(client: pg.PoolClient, table: 'users' | 'seed_batch', data: Buffer): Promise<number> {
  return copyIn(client, `COPY ${table} (${COLUMNS}) FROM STDIN (FORMAT binary)`, data);
}

/** The PostgreSQL connection pool behind the query builder (drizzle keeps it as `$client`). */
function poolOf(database: Database): pg.Pool {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('No PostgreSQL connection pool behind this database.');
  return client;
}

/**
 * Fresh statistics let the planner pick the listing indexes at once. The vacuum marks the new rows'
 * pages all-visible, so the listing's covering indexes answer without reading the table, and moves
 * new name-search entries from the trigram index's pending list into the index; on the embedded
 * database nothing else would until the server's upkeep (db/embedded-upkeep.ts) caught up.
 */
export async function analyzeUsers(database: Database): Promise<void> {
  await database.db.execute(sql`VACUUM (ANALYZE) users`);
}
