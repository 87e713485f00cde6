import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import { seedProfiles } from '../cli/seed/load.js';
import type { Database } from './client.js';
import { buildDeferredIndexes, deferIndexes } from './deferred-indexes.js';
import { rowsOf } from './rows.js';

let database: Database;
/** The users table's indexes as the migrations made them, name by name. */
let migrated: Record<string, string>;

async function userIndexes(): Promise<Record<string, string>> {
  const rows = rowsOf<{ name: string; definition: string }>(
    await database.db.execute(
      sql`SELECT indexname AS "name", indexdef AS "definition" FROM pg_indexes WHERE tablename = 'users' ORDER BY indexname`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.definition]));
}

async function stillDeferred(): Promise<string[]> {
  return rowsOf<{ name: string }>(await database.db.execute(sql`SELECT name FROM deferred_indexes ORDER BY name`)).map((row) => row.name);
}

/** Seeds, and answers the users table's index names as they were while the first batch went in. */
async function seedWatchingIndexes(profiles: number, rule: { deferIndexesFrom: number }): Promise<string[]> {
  let duringLoad: Promise<Record<string, string>> | undefined;
  await seedProfiles(database, {
    profiles,
    seedValue: profiles,
    batchSize: 100,
    ...rule,
    onProgress() {
      duringLoad ??= userIndexes();
    },
  });
  return Object.keys(await duringLoad!);
}

const KEYS = ['users_email_key', 'users_mobile_number_key', 'users_pkey'];

beforeAll(async () => {
  database = await openTestDatabase();
  migrated = await userIndexes();
});
afterAll(() => database.close());

describe('indexes deferred for a bulk load', () => {
  it('starts from the migrations’ indexes, listing, name search and keys among them', () => {
    expect(Object.keys(migrated)).toEqual(expect.arrayContaining([...KEYS, 'users_listing_idx', 'users_listed_female_name_idx']));
    expect(migrated['users_listing_idx']).toMatch(/INCLUDE .* WHERE/);
  });

  it('loads a large seed into an empty table with only the keys, then builds every index as it was', async () => {
    expect(await seedWatchingIndexes(300, { deferIndexesFrom: 200 })).toEqual(KEYS);
    expect(await userIndexes()).toEqual(migrated);
    expect(await stillDeferred()).toEqual([]);
    const count = rowsOf<{ count: string }>(await database.db.execute(sql`SELECT count(*) AS "count" FROM users`))[0]!.count;
    expect(Number(count)).toBe(300);
  });

  it('keeps the indexes up for a load below the threshold, or smaller than the table already is', async () => {
    expect(await seedWatchingIndexes(50, { deferIndexesFrom: 200 })).toEqual(Object.keys(migrated));
    expect(await seedWatchingIndexes(250, { deferIndexesFrom: 200 })).toEqual(Object.keys(migrated));
    expect(await stillDeferred()).toEqual([]);
  });

  it('loses no index when a load stops half way: the next migration, as at the server’s start, builds them', async () => {
    const deferred = await deferIndexes(database, 'users');
    expect(deferred).toBe(Object.keys(migrated).length - KEYS.length);
    expect(Object.keys(await userIndexes())).toEqual(KEYS);
    expect(await stillDeferred()).toHaveLength(deferred);

    await database.migrate();
    expect(await userIndexes()).toEqual(migrated);
    expect(await stillDeferred()).toEqual([]);
    // Nothing left to do the next time.
    expect(await buildDeferredIndexes(database)).toBe(0);
  });

  it('builds each index once when two callers build at the same time', async () => {
    const deferred = await deferIndexes(database, 'users');
    const built = await Promise.all([buildDeferredIndexes(database), buildDeferredIndexes(database)]);
    expect(built[0] + built[1]).toBe(deferred);
    expect(await userIndexes()).toEqual(migrated);
    expect(await stillDeferred()).toEqual([]);
  });
});
