import { changeFeedOf, type DbOrTx } from '../db/client.js';
import { liveMemberSessionRead, type MemberContextRead, type SessionRow } from './repository.js';

/**
 * Copies kept at most this long, whatever the feed says: a bound on what a lost notification
 * could cost, not the rule that keeps copies true (the feed is).
 */
const COPY_MS = 30_000;
/** Sessions kept per database; the least recently used goes first. A few hundred bytes each. */
const MAX_COPIES = 20_000;

interface Copy<Context> {
  row: SessionRow<Context>;
  /** The feed's `any` version when the row was read. */
  version: number;
  until: number;
}

/** A member's session with their row and a context read with it, kept in this process (below). */
export interface MemberSessions<Context> {
  live(db: DbOrTx, tokenHash: string, now: Date): Promise<SessionRow<Context> | undefined>;
  /** The session was marked used at `now` and renewed until `expiresAt`. */
  touched(db: DbOrTx, tokenHash: string, now: Date, expiresAt?: Date): void;
}

/**
 * A member's live session with their row and `read`'s context, as `liveMemberSessionRead` reads
 * it, from a copy in this process while the database has announced no write since to members,
 * blocks, interests or ended sessions (db/change-feed.ts; docs/decisions/0024-hot-path-copies.md).
 * A copy keeps the context as `read.copied` says: the listing's generation becomes the feed's,
 * so its shared pages are kept by the same announcements and a listing served from copies reads
 * nothing. Without a live feed every call reads the database, as before. Made once per app
 * (`sessionLookup`), with its copies per database.
 */
export function memberSessionCopies<Context>(read: MemberContextRead<Context>): MemberSessions<Context> {
  const find = liveMemberSessionRead(read);
  const copiesByDb = new WeakMap<DbOrTx, Map<string, Copy<Context>>>();
  const copiesOf = (db: DbOrTx) => {
    let copies = copiesByDb.get(db);
    if (!copies) {
      copies = new Map();
      copiesByDb.set(db, copies);
    }
    return copies;
  };
  return {
    async live(db, tokenHash, now) {
      const feed = changeFeedOf(db);
      if (!feed?.live) return find(db, tokenHash, now);
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
      const row = await find(db, tokenHash, now);
      // Kept only if nothing was announced while it was read: the read may have missed that write.
      if (!row || !feed.live || feed.version('any') !== version) return row;
      const kept = row.context !== undefined && read.copied ? { ...row, context: read.copied(row.context, feed) } : row;
      copies.set(tokenHash, { row: kept, version, until: now.getTime() + COPY_MS });
      if (copies.size > MAX_COPIES) copies.delete(copies.keys().next().value!);
      return kept;
    },
    touched(db, tokenHash, now, expiresAt) {
      const copy = copiesByDb.get(db)?.get(tokenHash);
      if (copy) copy.row = { ...copy.row, lastSeenAt: now, ...(expiresAt ? { expiresAt } : {}) };
    },
  };
}
