import { and, count, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DuplicateReason } from '../../contract/fraud.js';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { duplicateHits, duplicateKeys, users } from '../db/schema.js';

/** The keys a check computes; the address and registration time are written once, at registration. */
export interface ComputedKeys {
  photoHash: bigint | null;
  documentHash: string | null;
  nameBirth: string | null;
  parentMobiles: string[] | null;
}

/** The registration's keyed address and time; the row is due for its first check. */
export async function insertRegistrationKeys(db: DbOrTx, userId: string, registrationAddress: string, registeredAt: Date) {
  await db
    .insert(duplicateKeys)
    .values({ userId, registrationAddress, registeredAt, checkedAt: null, updatedAt: registeredAt })
    .onConflictDoUpdate({
      target: duplicateKeys.userId,
      set: { registrationAddress, registeredAt, checkedAt: null, updatedAt: sql`now()` },
    });
}

/** The member's keys, with `version`: the row's updated_at as PostgreSQL writes it (to the microsecond). */
export async function findKeys(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      photoHash: duplicateKeys.photoHash,
      documentHash: duplicateKeys.documentHash,
      registrationAddress: duplicateKeys.registrationAddress,
      registeredAt: duplicateKeys.registeredAt,
      checkedAt: duplicateKeys.checkedAt,
      version: sql<string>`${duplicateKeys.updatedAt}::text`,
    })
    .from(duplicateKeys)
    .where(eq(duplicateKeys.userId, userId));
  return row;
}

/** Writes the keys a check computed, before it looks: a check of another member meanwhile finds them. */
export async function writeKeys(db: DbOrTx, userId: string, keys: ComputedKeys): Promise<void> {
  await db.update(duplicateKeys).set(keys).where(eq(duplicateKeys.userId, userId));
}

/**
 * The check is done, unless something marked the row due again since the check read it
 * (`version`, its updated_at then): then it stays due and runs again.
 */
export async function finishCheck(db: DbOrTx, userId: string, version: string): Promise<void> {
  await db
    .update(duplicateKeys)
    .set({ checkedAt: sql`now()` })
    .where(and(eq(duplicateKeys.userId, userId), sql`${duplicateKeys.updatedAt} = ${version}::timestamptz`));
}

/**
 * Members with a profile and no keys yet (registered before the check existed), up to `limit`:
 * each gets a row due a minute ago, which the sweep's check then runs. Answers how many.
 */
export async function markMissingDue(db: DbOrTx, limit: number): Promise<number> {
  const result = await db.execute(sql`
    insert into duplicate_keys (user_id, checked_at, updated_at)
    select u.id, null, now() - interval '2 minutes' from users u
    where u.user_details is not null and not exists (select 1 from duplicate_keys k where k.user_id = u.id)
    limit ${limit}
    on conflict (user_id) do nothing
    returning user_id`);
  return rowsOf<{ user_id: string }>(result).length;
}

/** Members whose check is due, the oldest first, for the sweep. */
export async function findDue(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: duplicateKeys.userId })
    .from(duplicateKeys)
    .where(and(isNull(duplicateKeys.checkedAt), lte(duplicateKeys.updatedAt, before)))
    .orderBy(duplicateKeys.updatedAt)
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** The 16-bit quarter of the photo hash that each of the four indexes holds (migration 0026). */
const quarterOf = (shift: number) => sql`((photo_hash >> ${sql.raw(String(shift))}) & 65535)`;
export const QUARTER_SHIFTS = [48, 32, 16, 0] as const;

/**
 * The lookups' matching rows first, in a MATERIALIZED step, and the cap after: with the LIMIT in
 * the same step the planner bets on a sequential scan stumbling on 20 rows early, which at a
 * million members reads them all when there are none (700 ms for the parents' numbers).
 */
async function capped<T>(db: DbOrTx, matching: SQL, columns: SQL, order: SQL, limit: number): Promise<T[]> {
  return rowsOf<T>(
    await db.execute(sql`with matching as materialized (${matching}) select ${columns} from matching order by ${order} limit ${limit}`),
  );
}

/**
 * Other members' photos within `maxDistance` bits of the hash: four index probes, each the
 * values of one quarter that `quarterValues` lists (the hash's own quarter and its near ones),
 * then the distance counted on those candidates alone. Nearest first.
 */
export async function findPhotoCandidates(
  db: DbOrTx,
  userId: string,
  hash: bigint,
  quarterValues: number[][],
  maxDistance: number,
  limit: number,
): Promise<{ userId: string; distance: number }[]> {
  const probes = QUARTER_SHIFTS.map((shift, index) => sql`${quarterOf(shift)} in ${quarterValues[index]!.map((value) => sql`${value}`)}`);
  const matching = sql`select user_id, bit_count((photo_hash # ${hash.toString()}::bigint)::bit(64))::int as distance
    from duplicate_keys where photo_hash is not null and (${sql.join(probes, sql` or `)}) and user_id <> ${userId}`;
  // The quarters' indexes are partial, and PostgreSQL keeps no statistics of a partial index's
  // expression: it guesses 17 values match 85,000 rows where about 260 do, and plans parallel
  // workers, whose start costs more than the whole lookup (at a million, p50 25 ms with them, 5.7 ms without).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return capped<{ user_id: string; distance: number }>(
      tx,
      sql`select * from (${matching}) near where distance <= ${maxDistance}`,
      sql`user_id, distance`,
      sql`distance, user_id`,
      limit,
    );
  });
  return rows.map((row) => ({ userId: row.user_id, distance: Number(row.distance) }));
}

/** Other members whose key meets `condition` (one index each, migration 0026). */
async function sameKey(db: DbOrTx, userId: string, condition: SQL, limit: number): Promise<string[]> {
  const rows = await capped<{ user_id: string }>(
    db,
    sql`select user_id from duplicate_keys where ${condition} and user_id <> ${userId}`,
    sql`user_id`,
    sql`user_id`,
    limit,
  );
  return rows.map((row) => row.user_id);
}

export function findSameDocument(db: DbOrTx, userId: string, documentHash: string, limit: number): Promise<string[]> {
  return sameKey(db, userId, sql`document_hash = ${documentHash}`, limit);
}

export function findSameNameBirth(db: DbOrTx, userId: string, nameBirth: string, limit: number): Promise<string[]> {
  return sameKey(db, userId, sql`name_birth = ${nameBirth}`, limit);
}

/** Any of the numbers in either's list: the GIN index on the array answers `&&`. */
export function findSameParentMobile(db: DbOrTx, userId: string, mobiles: string[], limit: number): Promise<string[]> {
  const list = sql.join(
    mobiles.map((mobile) => sql`${mobile}`),
    sql`, `,
  );
  return sameKey(db, userId, sql`parent_mobiles && array[${list}]::text[]`, limit);
}

/** Others registered from the same keyed address between two times, the nearest in time first. */
export async function findRegisteredFrom(
  db: DbOrTx,
  userId: string,
  registrationAddress: string,
  between: { from: Date; to: Date },
  limit: number,
): Promise<{ userId: string; registeredAt: Date }[]> {
  const middle = new Date((between.from.getTime() + between.to.getTime()) / 2).toISOString();
  const rows = await capped<{ user_id: string; registered_at: string | Date }>(
    db,
    sql`select user_id, registered_at from duplicate_keys where registration_address = ${registrationAddress}
      and registered_at >= ${between.from.toISOString()}::timestamptz and registered_at <= ${between.to.toISOString()}::timestamptz
      and user_id <> ${userId}`,
    sql`user_id, registered_at`,
    sql`abs(extract(epoch from registered_at - ${middle}::timestamptz)), user_id`,
    limit,
  );
  return rows.map((row) => ({ userId: row.user_id, registeredAt: new Date(row.registered_at) }));
}

export interface FoundHit {
  otherUserId: string;
  /** The pair's other side when it is not the member checked (registrations in one burst, between themselves). */
  userId?: string;
  reason: DuplicateReason;
  distance: number | null;
}

/**
 * Records hits, each pair once with the smaller id first. A hit already there, dismissed or
 * not, is left as it is: a dismissed one stays dismissed.
 */
export async function insertHits(db: DbOrTx, userId: string, hits: FoundHit[]): Promise<void> {
  if (hits.length === 0) return;
  await db
    .insert(duplicateHits)
    .values(
      hits.map((hit) => {
        const one = hit.userId ?? userId;
        const [first, second] = one < hit.otherUserId ? [one, hit.otherUserId] : [hit.otherUserId, one];
        return { userId: first, otherUserId: second, reason: hit.reason, distance: hit.distance };
      }),
    )
    .onConflictDoNothing();
}

/** Every hit naming the member, either side, the open ones first, newest first. */
export async function findHitsOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(duplicateHits)
    .where(or(eq(duplicateHits.userId, userId), eq(duplicateHits.otherUserId, userId)))
    .orderBy(sql`${duplicateHits.dismissedAt} is not null`, desc(duplicateHits.createdAt));
}

/** Dismisses the open hits between two members; answers their reasons. */
export async function dismissHits(db: DbOrTx, a: string, b: string, adminId: string): Promise<DuplicateReason[]> {
  const [first, second] = a < b ? [a, b] : [b, a];
  const rows = await db
    .update(duplicateHits)
    .set({ dismissedAt: sql`now()`, dismissedBy: adminId })
    .where(and(eq(duplicateHits.userId, first), eq(duplicateHits.otherUserId, second), isNull(duplicateHits.dismissedAt)))
    .returning({ reason: duplicateHits.reason });
  return rows.map((row) => row.reason);
}

export async function countHitsBetween(db: DbOrTx, a: string, b: string): Promise<number> {
  const [first, second] = a < b ? [a, b] : [b, a];
  const [row] = await db
    .select({ n: count() })
    .from(duplicateHits)
    .where(and(eq(duplicateHits.userId, first), eq(duplicateHits.otherUserId, second)));
  return row?.n ?? 0;
}

/** Profiles waiting for review (PENDING) with at least one open hit, either side. */
export async function countPendingWithOpenHits(db: DbOrTx): Promise<number> {
  const sides = sql`(select ${duplicateHits.userId} as id from ${duplicateHits} where ${duplicateHits.dismissedAt} is null
    union select ${duplicateHits.otherUserId} from ${duplicateHits} where ${duplicateHits.dismissedAt} is null)`;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'PENDING'), sql`${users.id} in ${sides}`));
  return row?.n ?? 0;
}
