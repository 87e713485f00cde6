import { changeFeedOf, type DbOrTx } from '../db/client.js';
import { findLiveSession, type SessionRow } from './repository.js';

/**
 * Copies kept at most this long, whatever the feed says: a bound on what a lost notification
 * could cost, not the rule that keeps copies true (the feed is).
 */
const COPY_MS = 30_000;
/** Sessions kept per database; the least recently used goes first. A few hundred bytes each. */
const MAX_COPIES = 20_000;

interface Copy {
  row: SessionRow;
  /** The feed's `any` version when the row was read. */
  version: number;
  until: number;
}

const copiesByDb = new WeakMap<DbOrTx, Map<string, Copy>>();

function copiesOf(db: DbOrTx): Map<string, Copy> {
  let copies = copiesByDb.get(db);
  if (!copies) {
    copies = new Map();
    copiesByDb.set(db, copies);
  }
  return copies;
}

/**
 * A member's live session with what the listing needs of the member, as `findLiveSession` reads it
 * (`withMember`), from a copy in this process while the database has announced no write since to
 * members, blocks, interests or ended sessions (db/change-feed.ts; docs/decisions/0024-hot-path-copies.md).
 * A copy's listing generation is the feed's, not the database's sequence: the listing's shared
 * pages are then kept by the same announcements, and a listing served from copies reads nothing.
 * Without a live feed every call reads the database, as before.
 */
export async function liveMemberSession(db: DbOrTx, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const feed = changeFeedOf(db);
  if (!feed?.live) return findLiveSession(db, 'user', tokenHash, now, true);
  const copies = copiesOf(db);
  const version = feed.version('any');
  const copy = copies.get(tokenHash);
  if (copy && copy.version === version && copy.until > now.getTime()) {
    // Most recently used last: a Map keeps insertion order.
    copies.delete(tokenHash);
    copies.set(tokenHash, copy);
    return copy.row.expiresAt > now ? copy.row : undefined;
  }
  if (copy) copies.delete(tokenHash);
  const users = feed.version('users');
  const row = await findLiveSession(db, 'user', tokenHash, now, true);
  // Kept only if nothing was announced while it was read: the read may have missed that write.
  if (!row || !feed.live || feed.version('any') !== version) return row;
  const kept: SessionRow = row.listing ? { ...row, listing: { ...row.listing, generation: `feed:${users}` } } : row;
  copies.set(tokenHash, { row: kept, version, until: now.getTime() + COPY_MS });
  if (copies.size > MAX_COPIES) copies.delete(copies.keys().next().value!);
  return kept;
}

/** The session was marked used at `now` and, for a member's, renewed until `expiresAt`. */
export function memberSessionTouched(db: DbOrTx, tokenHash: string, now: Date, expiresAt?: Date): void {
  const copy = copiesByDb.get(db)?.get(tokenHash);
  if (copy) copy.row = { ...copy.row, lastSeenAt: now, ...(expiresAt ? { expiresAt } : {}) };
}
