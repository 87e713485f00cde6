import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { SeedProfile } from './profile.js';

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
 * One multi-row INSERT whose rows arrive as a single JSON document: a batch costs one parameter
 * however many rows it has, and the database parses it far faster than a driver escapes arrays.
 * A clash with an existing email or mobile skips that row instead of failing the batch; the count
 * says how many went in. Demo members have verified their email (their example addresses receive
 * nothing), so pending ones can be approved in a demonstration.
 */
export async function insertBatch(database: Database, passwordHash: string, batch: SeedProfile[]): Promise<number> {
  const statement = sql`
    WITH inserted AS (
      INSERT INTO users (email, mobile_number, password_hash, status, gender, full_name, date_of_birth,
                         income, city, caste, sub_caste, user_details, created_at, updated_at, email_verified_at)
      SELECT r."email", r."mobileNumber", ${passwordHash}, r."status", r."gender", r."fullName", r."dateOfBirth",
             r."income", r."city", r."caste", r."subCaste", r."userDetails", r."createdAt", r."createdAt", r."createdAt"
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS r(
        "email" text, "mobileNumber" text, "status" text, "gender" text, "fullName" text, "dateOfBirth" date,
        "income" bigint, "city" text, "caste" text, "subCaste" text, "userDetails" jsonb, "createdAt" timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS "count" FROM inserted`;
  return database.db.transaction(async (tx) => {
    return Number(rowsOf<{ count: number }>(await tx.execute(statement))[0]?.count ?? 0);
  });
}

/**
 * Fresh statistics let the planner pick the listing indexes at once; on PostgreSQL the vacuum
 * also moves new name-search entries from the trigram index's pending list into the index.
 */
export async function analyzeUsers(database: Database): Promise<void> {
  await database.db.execute(database.kind === 'postgres' ? sql`VACUUM (ANALYZE) users` : sql`ANALYZE users`);
}
