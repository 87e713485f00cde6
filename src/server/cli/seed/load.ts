import { sql } from 'drizzle-orm';
import { todayInIndia } from '../../../contract/dates.js';
import { hashPassword } from '../../credentials/passwords.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { makeProfile, type SeedClock, type SeedProfile } from './profile.js';
import { Random } from './random.js';

/** Demo members get mobile numbers from this block, above any number already taken in it. */
export const SEED_MOBILE_FIRST = 7_000_000_000;
export const SEED_MOBILE_LAST = 7_999_999_999;
export const DEFAULT_SEED_PASSWORD = 'Demo#Mali2026';
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
 * One multi-row INSERT whose rows arrive as a single JSON document: a batch costs one parameter
 * however many rows it has, and the database parses it far faster than a driver escapes arrays.
 * A clash with an existing email or mobile skips that row instead of failing the batch; the count
 * says how many went in. Demo members have verified their email (their example addresses receive
 * nothing), so pending ones can be approved in a demonstration.
 */
async function insertBatch(database: Database, passwordHash: string, batch: SeedProfile[]): Promise<number> {
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
    const result = (await tx.execute(statement)) as unknown as { rows: { count: number }[] };
    return Number(result.rows[0]?.count ?? 0);
  });
}

/**
 * Loads `profiles` demo members, all with one password. On PostgreSQL two batches are written at
 * once on two connections while the next is generated, so the database's cores and the generator
 * work side by side; PGlite runs in this thread, so there one at a time is all that helps.
 */
export async function seedProfiles(database: Database, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const parallel = database.kind === 'postgres' ? 2 : 1;
  // One hash for everyone: argon2 is slow on purpose, and a million of them would take hours.
  const passwordHash = await hashPassword(options.password ?? DEFAULT_SEED_PASSWORD);
  const random = new Random(options.seedValue);
  const firstMobile = await firstFreeMobile(database.db);
  let nextMobile = firstMobile;
  let inserted = 0;
  let pending = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (batch: SeedProfile[]) => {
    pending += batch.length;
    const task: Promise<void> = insertBatch(database, passwordHash, batch).then((count) => {
      inFlight.delete(task);
      pending -= batch.length;
      inserted += count;
      options.onProgress?.({ inserted, total: options.profiles, elapsedMs: Date.now() - started });
    });
    inFlight.add(task);
  };

  try {
    // Rows skipped for a clash are made up with fresh numbers until the count is reached.
    while (inserted < options.profiles) {
      const wanted = Math.min(batchSize, options.profiles - inserted - pending);
      if (wanted > 0 && inFlight.size < parallel) {
        if (nextMobile + wanted - 1 > SEED_MOBILE_LAST) {
          throw new Error(`The demo mobile numbers (${SEED_MOBILE_FIRST} to ${SEED_MOBILE_LAST}) are used up.`);
        }
        const clock = clockNow();
        const batch: SeedProfile[] = [];
        for (let i = 0; i < wanted; i += 1) batch.push(makeProfile(random, String(nextMobile++), clock));
        send(batch);
      } else {
        await Promise.race(inFlight);
      }
    }
  } finally {
    // Never leave a write running behind a failure: its error would go unheard.
    await Promise.allSettled(inFlight);
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
