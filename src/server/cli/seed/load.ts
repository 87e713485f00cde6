import { sql } from 'drizzle-orm';
import { todayInIndia } from '../../../contract/dates.js';
import { hashPassword } from '../../accounts/passwords.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { makeProfile, type SeedClock, type SeedProfile } from './profile.js';
import { Random } from './random.js';

/** Demo members get mobile numbers from this block, above any number already taken in it. */
export const SEED_MOBILE_FIRST = 7_000_000_000;
export const SEED_MOBILE_LAST = 7_999_999_999;
export const DEFAULT_SEED_PASSWORD = 'Demo@1234';
export const DEFAULT_BATCH_SIZE = 5_000;

export interface SeedOptions {
  profiles: number;
  password?: string;
  seedValue: number;
  batchSize?: number;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedProgress {
  inserted: number;
  total: number;
  elapsedMs: number;
}

export interface SeedResult {
  inserted: number;
  firstMobile: string;
  lastMobile: string;
  elapsedMs: number;
}

function clockNow(): SeedClock {
  const now = Date.now();
  const today = todayInIndia(new Date(now));
  return { now, today, startOfToday: Date.parse(`${today}T00:00:00+05:30`) };
}

async function firstFreeMobile(db: DbOrTx): Promise<number> {
  const result = (await db.execute(
    sql`SELECT max(mobile_number) AS "highest" FROM users
        WHERE mobile_number >= ${String(SEED_MOBILE_FIRST)} AND mobile_number <= ${String(SEED_MOBILE_LAST)}`,
  )) as unknown as { rows: { highest: string | null }[] };
  const highest = result.rows[0]?.highest;
  return highest ? Number(highest) + 1 : SEED_MOBILE_FIRST;
}

/**
 * One multi-row INSERT whose columns arrive as arrays, so a batch costs a fixed number of
 * parameters however many rows it has. A clash with an existing email or mobile skips that row
 * instead of failing the batch; the count says how many went in.
 */
async function insertBatch(database: Database, passwordHash: string, batch: SeedProfile[]): Promise<number> {
  const column = <T>(pick: (row: SeedProfile) => T) => sql.param(batch.map(pick));
  const statement = sql`
    WITH inserted AS (
      INSERT INTO users (email, mobile_number, password_hash, status, gender, full_name, date_of_birth,
                         income, city, caste, sub_caste, user_details, created_at, updated_at)
      SELECT r.email, r.mobile_number, ${passwordHash}, r.status, r.gender, r.full_name, r.date_of_birth,
             r.income, r.city, r.caste, r.sub_caste, r.user_details::jsonb, r.created_at, r.created_at
      FROM unnest(
        ${column((r) => r.email)}::text[], ${column((r) => r.mobileNumber)}::text[],
        ${column((r) => r.status)}::text[], ${column((r) => r.gender)}::text[],
        ${column((r) => r.fullName)}::text[], ${column((r) => r.dateOfBirth)}::date[],
        ${column((r) => r.income)}::bigint[], ${column((r) => r.city)}::text[],
        ${column((r) => r.caste)}::text[], ${column((r) => r.subCaste)}::text[],
        ${column((r) => JSON.stringify(r.userDetails))}::text[], ${column((r) => r.createdAt.toISOString())}::timestamptz[]
      ) AS r(email, mobile_number, status, gender, full_name, date_of_birth, income, city, caste, sub_caste,
             user_details, created_at)
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS "count" FROM inserted`;
  return database.db.transaction(async (tx) => {
    const result = (await tx.execute(statement)) as unknown as { rows: { count: number }[] };
    return Number(result.rows[0]?.count ?? 0);
  });
}

/**
 * Loads `profiles` demo members, all with one password. Batches are generated while the previous
 * one is being written, so on PostgreSQL the database and the generator work side by side.
 */
export async function seedProfiles(database: Database, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  // One hash for everyone: argon2 is slow on purpose, and a million of them would take hours.
  const passwordHash = await hashPassword(options.password ?? DEFAULT_SEED_PASSWORD);
  const random = new Random(options.seedValue);
  const firstMobile = await firstFreeMobile(database.db);
  let nextMobile = firstMobile;
  let inserted = 0;
  let inFlight: { size: number; rows: Promise<number> } | undefined;

  for (;;) {
    const wanted = Math.min(batchSize, options.profiles - inserted - (inFlight?.size ?? 0));
    let batch: SeedProfile[] | undefined;
    if (wanted > 0) {
      if (nextMobile + wanted - 1 > SEED_MOBILE_LAST) {
        throw new Error(`The demo mobile numbers (${SEED_MOBILE_FIRST} to ${SEED_MOBILE_LAST}) are used up.`);
      }
      const clock = clockNow();
      batch = [];
      for (let i = 0; i < wanted; i += 1) batch.push(makeProfile(random, String(nextMobile++), clock));
    }
    if (inFlight) {
      inserted += await inFlight.rows;
      inFlight = undefined;
      options.onProgress?.({ inserted, total: options.profiles, elapsedMs: Date.now() - started });
    }
    if (batch) inFlight = { size: batch.length, rows: insertBatch(database, passwordHash, batch) };
    else if (inserted >= options.profiles) break;
  }

  // Fresh statistics let the planner pick the listing indexes at once; on PostgreSQL the vacuum
  // also moves new name-search entries from the trigram index's pending list into the index.
  await database.db.execute(database.kind === 'postgres' ? sql`VACUUM (ANALYZE) users` : sql`ANALYZE users`);
  return {
    inserted,
    firstMobile: String(firstMobile),
    lastMobile: String(nextMobile - 1),
    elapsedMs: Date.now() - started,
  };
}
