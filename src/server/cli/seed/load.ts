import { todayInIndia } from '../../../contract/dates.js';
import { hashPassword } from '../../credentials/passwords.js';
import type { Database } from '../../db/client.js';
import { buildDeferredIndexes, deferIndexes } from '../../db/deferred-indexes.js';
import { makeProfile, type SeedClock } from './profile.js';
import { Random } from './random.js';
import { analyzeUsers, fewerUsersThan, firstFreeMobile, newBatch, type SeedBatch } from './repository.js';

/** Demo members get mobile numbers from this block, above any number already taken in it. */
const SEED_MOBILE_FIRST = 7_000_000_000;
const SEED_MOBILE_LAST = 7_999_999_999;
export const DEFAULT_SEED_PASSWORD = 'Demo#Mali2026';
export const DEFAULT_BATCH_SIZE = 5_000;
/**
 * From this many profiles, loaded into a table holding fewer than that, the users table's
 * secondary indexes are dropped for the load and built after it (src/server/db/deferred-indexes.ts):
 * building them once costs less than keeping them up row by row.
 */
const DEFER_INDEXES_FROM = 20_000;

export interface SeedOptions {
  profiles: number;
  password?: string;
  seedValue: number;
  batchSize?: number;
  /** Overrides DEFER_INDEXES_FROM (tests). */
  deferIndexesFrom?: number;
  /** The moment members' ages and join dates are reckoned from, in milliseconds (tests); the clock's by default. */
  now?: () => number;
  onProgress?: (progress: SeedProgress) => void;
}

interface SeedProgress {
  inserted: number;
  total: number;
  elapsedMs: number;
}

export interface SeedResult {
  inserted: number;
  firstMobile: string;
  lastMobile: string;
  elapsedMs: number;
  /** Where the time went: writing the rows, building deferred indexes, vacuum and statistics. */
  phasesMs: { write: number; indexes: number; analyze: number };
}

function clockNow(now: number): SeedClock {
  const today = todayInIndia(new Date(now));
  return { now, today, startOfToday: Date.parse(`${today}T00:00:00+05:30`) };
}

/**
 * Loads `profiles` demo members, all with one password. On PostgreSQL two batches are written at
 * once on two connections while the next is generated, so the database's cores and the generator
 * work side by side; PGlite runs in this thread, so there one at a time is all that helps.
 */
export async function seedProfiles(database: Database, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const parallel = database.kind === 'postgres' ? 2 : 1;
  // One hash for everyone: argon2 is slow on purpose, and a million of them would take hours.
  const passwordHash = await hashPassword(options.password ?? DEFAULT_SEED_PASSWORD);
  const random = new Random(options.seedValue);
  const firstMobile = await firstFreeMobile(database.db, SEED_MOBILE_FIRST, SEED_MOBILE_LAST);
  let nextMobile = firstMobile;
  let inserted = 0;
  let pending = 0;
  const inFlight = new Set<Promise<void>>();
  let written = started;
  const deferFrom = options.deferIndexesFrom ?? DEFER_INDEXES_FROM;
  const deferred =
    options.profiles >= deferFrom && (await fewerUsersThan(database.db, options.profiles)) ? await deferIndexes(database, 'users') : 0;

  const send = (batch: SeedBatch, size: number) => {
    pending += size;
    const task: Promise<void> = batch.write().then((count) => {
      inFlight.delete(task);
      pending -= size;
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
        const clock = clockNow(now());
        const batch = newBatch(database, passwordHash, wanted);
        for (let i = 0; i < wanted; i += 1) batch.add(makeProfile(random, String(nextMobile++), clock));
        send(batch, wanted);
      } else {
        await Promise.race(inFlight);
      }
    }
  } finally {
    // Never leave a write running behind a failure: its error would go unheard.
    await Promise.allSettled(inFlight);
    written = Date.now();
    // Even after a failure: the rows that went in are listed, so they need their indexes.
    if (deferred > 0) await buildDeferredIndexes(database);
  }

  const indexed = Date.now();
  await analyzeUsers(database);
  const finished = Date.now();
  return {
    inserted,
    firstMobile: String(firstMobile),
    lastMobile: String(nextMobile - 1),
    elapsedMs: finished - started,
    phasesMs: { write: written - started, indexes: indexed - written, analyze: finished - indexed },
  };
}
