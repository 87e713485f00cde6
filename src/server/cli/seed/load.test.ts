import { asc, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-database.js';
import { todayInIndia } from '../../../contract/dates.js';
import { verifyPassword } from '../../credentials/passwords.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { users } from '../../db/schema.js';
import { seedProfiles } from './load.js';
import { makeProfile, type SeedProfile } from './profile.js';
import { Random } from './random.js';

/** A fixed moment for the members' ages and join dates, so the expected members can be made again. */
const NOW = Date.parse('2026-06-15T10:30:00.123Z');
const TODAY = todayInIndia(new Date(NOW));
const CLOCK = { now: NOW, today: TODAY, startOfToday: Date.parse(`${TODAY}T00:00:00+05:30`) };

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The members the seed makes for `seedValue`, numbered from `firstMobile`. */
function expectedMembers(seedValue: number, firstMobile: number, count: number): SeedProfile[] {
  const random = new Random(seedValue);
  return Array.from({ length: count }, (_, i) => makeProfile(random, String(firstMobile + i), CLOCK));
}

/** The next demo mobile number the seed will take. */
async function nextDemoMobile(): Promise<number> {
  const rows = rowsOf<{ highest: string | null }>(
    await database.db.execute(sql`SELECT max(mobile_number) AS "highest" FROM users WHERE mobile_number LIKE '7%'`),
  );
  return rows[0]?.highest ? Number(rows[0].highest) + 1 : 7_000_000_000;
}

/** Every stored value the seed writes, as the members were made. */
function asStored(member: SeedProfile) {
  return {
    email: member.email,
    mobileNumber: member.mobileNumber,
    status: member.status,
    gender: member.gender,
    fullName: member.fullName,
    dateOfBirth: member.dateOfBirth,
    income: member.income,
    city: member.city,
    caste: member.caste,
    subCaste: member.subCaste,
    userDetails: member.userDetails,
    ...member.matchColumns,
    createdAt: member.createdAt,
    updatedAt: member.createdAt,
    emailVerifiedAt: member.createdAt,
  };
}

async function demoRowsFrom(firstMobile: number) {
  const rows = await database.db.select().from(users).where(like(users.mobileNumber, '7%')).orderBy(asc(users.mobileNumber));
  return rows.filter((row) => Number(row.mobileNumber) >= firstMobile);
}

/** The demo members' three moments to the microsecond, which a JavaScript Date would round to the millisecond. */
async function momentsFrom(firstMobile: number) {
  const format = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';
  return rowsOf<{ created: string; updated: string; verified: string }>(
    await database.db.execute(sql`
      SELECT to_char(created_at AT TIME ZONE 'UTC', ${format}) AS "created",
             to_char(updated_at AT TIME ZONE 'UTC', ${format}) AS "updated",
             to_char(email_verified_at AT TIME ZONE 'UTC', ${format}) AS "verified"
      FROM users WHERE mobile_number LIKE '7%' AND mobile_number >= ${String(firstMobile)} ORDER BY mobile_number`),
  );
}

describe('seedProfiles', () => {
  it('stores every member exactly as made, batch after batch, all with the one password', async () => {
    const first = await nextDemoMobile();
    const result = await seedProfiles(database, {
      profiles: 230,
      seedValue: 11,
      batchSize: 100,
      password: 'Other#Mali5678',
      now: () => NOW,
    });
    expect(result).toMatchObject({ inserted: 230, firstMobile: String(first), lastMobile: String(first + 229) });

    const rows = await demoRowsFrom(first);
    expect(rows).toEqual(expectedMembers(11, first, 230).map((member) => expect.objectContaining(asStored(member))));
    const moments = expectedMembers(11, first, 230).map((member) => member.createdAt.toISOString().replace(/Z$/, '000Z'));
    expect(await momentsFrom(first)).toEqual(moments.map((moment) => ({ created: moment, updated: moment, verified: moment })));
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
    await expect(verifyPassword(rows[0]!.passwordHash, 'Other#Mali5678')).resolves.toBe(true);
    expect(rows.every((row) => row.photoDetails === null && row.language === 'en' && row.suspendedAt === null)).toBe(true);
  });

  it('skips a member whose email is taken, keeps the rest of that batch, and makes up the count', async () => {
    const first = await nextDemoMobile();
    const made = expectedMembers(12, first, 3_001);
    // Taken by someone outside the demo numbers: the seed's first batch meets it at its second row.
    await database.db.insert(users).values({ email: made[1]!.email, mobileNumber: '6000000001', passwordHash: 'x' });

    const result = await seedProfiles(database, { profiles: 3_000, seedValue: 12, now: () => NOW });
    expect(result).toMatchObject({ inserted: 3_000, firstMobile: String(first), lastMobile: String(first + 3_000) });

    const rows = await demoRowsFrom(first);
    const kept = made.filter((_, i) => i !== 1);
    expect(rows).toHaveLength(3_000);
    expect(rows).toEqual(kept.map((member) => expect.objectContaining(asStored(member))));
  });
});
