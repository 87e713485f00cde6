import { changeFeedOf, type DbOrTx } from '../db/client.js';
import { findLiveSession, type MemberContextRead, type SessionRow } from './repository.js';

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

/** By the context read with the sessions (one in the product), then by database. */
const copiesByRead = new WeakMap<object, WeakMap<DbOrTx, Map<string, Copy>>>();

function copiesOf(db: DbOrTx, read: object): Map<string, Copy> {
  let byDb = copiesByRead.get(read);
  if (!byDb) {
    byDb = new WeakMap();
    copiesByRead.set(read, byDb);
  }
  let copies = byDb.get(db);
  if (!copies) {
    copies = new Map();
    byDb.set(db, copies);
  }
  return copies;
}

/**
 * A member's live session with their row and `read`'s context, as `findLiveSession` reads it
 * (`withMember`), from a copy in this process while the database has announced no write since to
 * members, blocks, interests or ended sessions (db/change-feed.ts; docs/decisions/0024-hot-path-copies.md).
 * A copy keeps the context as `read.copied` says: the listing's generation becomes the feed's,
 * so its shared pages are kept by the same announcements and a listing served from copies reads
 * nothing. Without a live feed every call reads the database, as before.
 */
export async function liveMemberSession<Context>(
  db: DbOrTx,
  read: MemberContextRead<Context>,
  tokenHash: string,
  now: Date,
): Promise<SessionRow<Context> | undefined> {
  const feed = changeFeedOf(db);
  if (!feed?.live) return findLiveSession(db, 'user', tokenHash, now, read);
  const copies = copiesOf(db, read);
  const version = feed.version('any');
  const copy = copies.get(tokenHash);
  if (copy && copy.version === version && copy.until > now.getTime()) {
    // Most recently used last: a Map keeps insertion order.
    copies.delete(tokenHash);
    copies.set(tokenHash, copy);
    return copy.row.expiresAt > now ? (copy.row as SessionRow<Context>) : undefined;
  }
  if (copy) copies.delete(tokenHash);
  const row = await findLiveSession(db, 'user', tokenHash, now, read);
  // Kept only if nothing was announced while it was read: the read may have missed that write.
  if (!row || !feed.live || feed.version('any') !== version) return row;
  const kept: SessionRow<Context> = row.context !== undefined && read.copied ? { ...row, context: read.copied(row.context, feed) } : row;
  copies.set(tokenHash, { row: kept, version, until: now.getTime() + COPY_MS });
  if (copies.size > MAX_COPIES) copies.delete(copies.keys().next().value!);
  return kept;
}

/** The session was marked used at `now` and, for a member's, renewed until `expiresAt`. */
export function memberSessionTouched(db: DbOrTx, read: object, tokenHash: string, now: Date, expiresAt?: Date): void {
  const copy = copiesByRead.get(read)?.get(db)?.get(tokenHash);
  if (copy) copy.row = { ...copy.row, lastSeenAt: now, ...(expiresAt ? { expiresAt } : {}) };
}
