import type { FastifyBaseLogger } from 'fastify';
import type { DuplicateReason } from '../../contract/fraud.js';
import type { DuplicateMatch } from '../../contract/duplicates.js';
import { recordAdminAction, type AdminActor } from '../audit/record.js';
import type { Db, DbOrTx } from '../db/client.js';
import { isUuid } from '../db/uuid.js';
import { faultSummary } from '../http/error-handler.js';
import { notFound } from '../http/errors.js';
import { presentForAdmin } from '../privacy/present-for-admin.js';
import { addressHashKey } from '../security/app-secret.js';
import { readWhole, type FileStore } from '../storage/file-store.js';
import { keyOfUrl } from '../uploads/file-names.js';
import { withImageSlot } from '../uploads/image-queue.js';
import { pendingPhotoOf } from '../users/pending-photo.js';
import { findUserById, findUsersByIds, type UserRow } from '../users/repository.js';
import { addressHash, nameBirthKey, parentMobilesKey, sha256Hex } from './keys.js';
import { photoHashOf } from './photo-hash.js';
import {
  countHitsBetween,
  countPendingWithOpenHits,
  dismissHits,
  findDue,
  findHitsOf,
  findKeys,
  findPhotoCandidates,
  findRegisteredFrom,
  findSameDocument,
  findSameNameBirth,
  findSameParentMobile,
  finishCheck,
  insertHits,
  insertRegistrationKeys,
  markMissingDue,
  QUARTER_SHIFTS,
  writeKeys,
  type ComputedKeys,
  type FoundHit,
} from './repository.js';

/**
 * The most bits two photos' hashes may differ in and still be called the same photo: the same
 * photo re-encoded or resized differed in at most 6 of 64, different photos in at least 20
 * (docs/decisions/0045-possible-duplicates.md).
 */
export const PHOTO_DISTANCE_MAX = 7;
/** Registrations from one address within BURST_WINDOW_MS that make a burst. */
const BURST_REGISTRATIONS = 3;
const BURST_WINDOW_MS = 24 * 60 * 60_000;
/** Hits one lookup records at most: past a few, more of the same say nothing new to an administrator. */
export const CANDIDATES_MAX = 20;

/** What a check works with: the database, the files it hashes, where it reports a failure. */
export interface DuplicateCheckDeps {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
}

/**
 * A registration's address, kept as a keyed hash with its time; the new account's keys are due
 * for their first check. Called in the registration's transaction.
 */
export async function recordRegistration(db: DbOrTx, userId: string, address: string, at = new Date()): Promise<void> {
  await insertRegistrationKeys(db, userId, addressHash(await addressHashKey(db), address), at);
}

/** Each quarter's own value and the 16 values one bit away: a quarter within 1 bit is found by equality. */
export function quarterProbes(hash: bigint): number[][] {
  return QUARTER_SHIFTS.map((shift) => {
    const quarter = Number((BigInt.asUintN(64, hash) >> BigInt(shift)) & 0xffffn);
    return [quarter, ...Array.from({ length: 16 }, (_, bit) => quarter ^ (1 << bit))];
  });
}

/** The stored file a URL of ours names, or null once it is gone. */
async function fileOf(files: FileStore, url: string | undefined): Promise<Buffer | null> {
  const key = url ? keyOfUrl(url) : null;
  return key ? readWhole(files, key) : null;
}

/**
 * The keys of the profile as it stands. The photo is the one waiting for review when there is
 * one, else the one shown. A document whose file is gone keeps the hash taken while it was there.
 * What they are made of is also what marks them due when it changes (the trigger of migration
 * 0028): a key made of something new needs that column in the trigger too.
 */
async function keysOf(
  files: FileStore,
  user: UserRow,
  stored: { photoHash: bigint | null; documentHash: string | null },
): Promise<ComputedKeys> {
  const photoUrl = pendingPhotoOf(user)?.profilePhoto ?? user.photoDetails?.profilePhoto;
  const photo = await fileOf(files, photoUrl);
  const photoHash = photo ? await withImageSlot(() => photoHashOf(photo)) : photoUrl ? stored.photoHash : null;
  const document = await fileOf(files, user.photoDetails?.adharCard);
  const family = (user.userDetails as { familyDetails?: unknown } | null)?.familyDetails;
  return {
    photoHash,
    documentHash: document ? sha256Hex(document) : stored.documentHash,
    nameBirth: nameBirthKey(user.fullName, user.dateOfBirth),
    parentMobiles: parentMobilesKey(family),
  };
}

/**
 * Registrations from the same address within a day of this one, when with this one they are
 * BURST_REGISTRATIONS or more within some BURST_WINDOW_MS: every 24-hour window holding this
 * registration is tried, each starting at a registration.
 */
export async function burstAround(db: DbOrTx, userId: string, address: string, at: Date): Promise<string[]> {
  const near = await findRegisteredFrom(
    db,
    userId,
    address,
    { from: new Date(at.getTime() - BURST_WINDOW_MS), to: new Date(at.getTime() + BURST_WINDOW_MS) },
    CANDIDATES_MAX * 2,
  );
  const times = [...near.map((row) => ({ id: row.userId, at: row.registeredAt.getTime() })), { id: userId, at: at.getTime() }];
  const inBurst = new Set<string>();
  for (const start of times) {
    if (start.at > at.getTime()) continue;
    const window = times.filter((row) => row.at >= start.at && row.at <= start.at + BURST_WINDOW_MS);
    if (window.length >= BURST_REGISTRATIONS && window.some((row) => row.id === userId))
      for (const row of window) if (row.id !== userId) inBurst.add(row.id);
  }
  return [...inBurst].slice(0, CANDIDATES_MAX);
}

/** Every other member the keys point to, with the reason (and for a photo the distance): the check's lookups (bench/duplicates.ts times them). */
export async function duplicateLookups(
  db: DbOrTx,
  userId: string,
  keys: ComputedKeys,
  registration: { address: string | null; at: Date | null },
): Promise<FoundHit[]> {
  const hits: FoundHit[] = [];
  const add = (reason: DuplicateReason, ids: string[]) => ids.forEach((id) => hits.push({ otherUserId: id, reason, distance: null }));
  if (keys.photoHash !== null) {
    const photos = await findPhotoCandidates(db, userId, keys.photoHash, quarterProbes(keys.photoHash), PHOTO_DISTANCE_MAX, CANDIDATES_MAX);
    for (const photo of photos) hits.push({ otherUserId: photo.userId, reason: 'PHOTO', distance: photo.distance });
  }
  if (keys.documentHash) add('DOCUMENT', await findSameDocument(db, userId, keys.documentHash, CANDIDATES_MAX));
  if (keys.nameBirth) add('NAME_BIRTH', await findSameNameBirth(db, userId, keys.nameBirth, CANDIDATES_MAX));
  if (keys.parentMobiles) add('PARENT_MOBILE', await findSameParentMobile(db, userId, keys.parentMobiles, CANDIDATES_MAX));
  if (registration.address && registration.at) {
    // A burst is a hit between every two of its registrations, the earlier ones too: their own
    // checks ran before the burst was one.
    const burst = await burstAround(db, userId, registration.address, registration.at);
    add('REGISTRATION_BURST', burst);
    burst.forEach((one, index) =>
      burst
        .slice(index + 1)
        .forEach((other) => hits.push({ userId: one, otherUserId: other, reason: 'REGISTRATION_BURST', distance: null })),
    );
  }
  return hits;
}

/**
 * Checks one member whose keys are due: computes the profile's keys, writes them (so a check of
 * another member running meanwhile finds them), looks up every other member they point to and
 * records each hit. Never writes the member's row. Answers how many hits it found (new or known).
 */
async function checkDuplicates(deps: DuplicateCheckDeps, userId: string): Promise<number> {
  const { db, files } = deps;
  // The keys first: every profile save queues a check, and most saves leave nothing due.
  const stored = await findKeys(db, userId);
  if (!stored || stored.checkedAt) return 0;
  const user = await findUserById(db, userId);
  if (!user) return 0;
  const keys = await keysOf(files, user, stored);
  await writeKeys(db, userId, keys);
  const hits = await duplicateLookups(db, userId, keys, { address: stored.registrationAddress, at: stored.registeredAt });
  await db.transaction(async (tx) => {
    await insertHits(tx, userId, hits);
    await finishCheck(tx, userId, stored.version);
  });
  return hits.length;
}

/**
 * Checks left due since before `before` (a process stopped before its queue ran), a batch at a
 * time, after marking due up to `limit` members who have no keys yet (registered before the
 * check existed); answers how many ran.
 */
export async function finishDueChecks(deps: DuplicateCheckDeps, before: Date, limit: number): Promise<number> {
  await markMissingDue(deps.db, limit);
  let done = 0;
  for (const userId of await findDue(deps.db, before, limit)) {
    try {
      await checkDuplicates(deps, userId);
      done += 1;
    } catch (error) {
      deps.log.warn({ ...faultSummary(error), userId }, 'a duplicate check failed');
    }
  }
  return done;
}

// The queue: checks run one at a time, after the answer, in this process. A check that fails or
// never runs (the queue full, the process stopped) leaves its row due, and the sweep runs it.
const QUEUE_MAX = 1000;
const queued = new Map<string, DuplicateCheckDeps>();
let draining: Promise<void> | null = null;

async function drain(): Promise<void> {
  for (let next = queued.entries().next(); !next.done; next = queued.entries().next()) {
    const [userId, deps] = next.value;
    queued.delete(userId);
    try {
      await checkDuplicates(deps, userId);
    } catch (error) {
      deps.log.warn({ ...faultSummary(error), userId }, 'a duplicate check failed; the sweep runs it again');
    }
  }
  draining = null;
}

/** Queues the member's check, after the answer; a member already waiting is checked once. */
export function queueDuplicateCheck(deps: DuplicateCheckDeps, userId: string): void {
  if (queued.size >= QUEUE_MAX && !queued.has(userId)) return;
  queued.set(userId, deps);
  draining ??= drain();
}

/** Resolves once no check is queued or running (before the database closes, and in tests). */
export async function duplicateChecksSettled(): Promise<void> {
  while (draining) await draining;
}

/** The member's possible duplicates for the admin's page: one entry per other member, the open ones first. */
export async function duplicatesOf(db: DbOrTx, adminId: string, userId: string): Promise<DuplicateMatch[]> {
  if (!isUuid(userId)) throw notFound('USER_NOT_FOUND');
  const member = await findUserById(db, userId);
  if (!member) throw notFound('USER_NOT_FOUND');
  const hits = await findHitsOf(db, userId);
  const byOther = new Map<string, typeof hits>();
  for (const hit of hits) {
    const other = hit.userId === userId ? hit.otherUserId : hit.userId;
    byOther.set(other, [...(byOther.get(other) ?? []), hit]);
  }
  const others = await findUsersByIds(db, [...byOther.keys()]);
  const profiles = new Map((await presentForAdmin(db, adminId, others)).map((record) => [record.id, record]));
  const rows = new Map(others.map((row) => [row.id, row]));
  const matches = [...byOther].flatMap(([otherId, pairHits]) => {
    const row = rows.get(otherId);
    const profile = profiles.get(otherId);
    if (!row || !profile) return [];
    return [
      {
        userId: otherId,
        label: row.fullName ?? row.mobileNumber,
        profile,
        open: pairHits.some((hit) => hit.dismissedAt === null),
        reasons: pairHits.map((hit) => ({
          reason: hit.reason,
          distance: hit.distance,
          foundAt: hit.createdAt.toISOString(),
          dismissedAt: hit.dismissedAt?.toISOString() ?? null,
        })),
      },
    ];
  });
  return matches.sort((a, b) => Number(b.open) - Number(a.open));
}

/**
 * "Not a duplicate": the open hits between the two members are dismissed, recorded in the audit
 * log. They stay dismissed whatever later checks find again; a reason found afresh shows anew.
 * Dismissing what is already dismissed changes nothing; two members without a hit are 404.
 */
export async function dismissDuplicate(db: Db, actor: AdminActor, input: { userId: string; otherUserId: string }): Promise<void> {
  if (!isUuid(input.userId) || !isUuid(input.otherUserId)) throw notFound('DUPLICATE_NOT_FOUND');
  await db.transaction(async (tx) => {
    const dismissed = await dismissHits(tx, input.userId, input.otherUserId, actor.adminId);
    if (dismissed.length === 0) {
      if ((await countHitsBetween(tx, input.userId, input.otherUserId)) === 0) throw notFound('DUPLICATE_NOT_FOUND');
      return;
    }
    const [member] = await findUsersByIds(tx, [input.userId]);
    await recordAdminAction(tx, actor, {
      action: 'DISMISS_DUPLICATE',
      target: { id: input.userId, label: member ? (member.fullName ?? member.mobileNumber) : null },
      detail: { otherUserId: input.otherUserId, reasons: dismissed },
    });
  });
}

/** Profiles waiting for review with a possible duplicate not dismissed, for the admin's home. */
export function pendingWithDuplicates(db: DbOrTx): Promise<number> {
  return countPendingWithOpenHits(db);
}
