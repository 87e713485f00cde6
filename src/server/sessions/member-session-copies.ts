import type { MemberChange } from '../db/change-feed.js';
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
  /** The feed's epoch when the row was read. */
  epoch: number;
  until: number;
}

/** A read of a session from the database under way, and the feed as it stood when it began. */
interface Reading<Context> {
  row: Promise<SessionRow<Context> | undefined>;
  epoch: number;
  changes: number;
}

/** One database's copies, by token hash, and which tokens each member's copies are under. */
interface Copies<Context> {
  byToken: Map<string, Copy<Context>>;
  byMember: Map<string, Set<string>>;
  /** Reads under way, by token hash: calls that come while one is read share it (`live`). */
  reading: Map<string, Reading<Context>>;
  /** Moves on with every change the feed delivers: a read that saw it move may have missed the write. */
  changes: number;
}

/** A member's session with their row and a context read with it, kept in this process (below). */
/**
 * How `db`'s member sessions were found, for /metrics: from a copy (hit), by a read of the
 * database (read), or by a read another call had under way (shared).
 */
export interface SessionCopyCounts {
  hits: number;
  reads: number;
  shared: number;
}

const countsByDb = new WeakMap<DbOrTx, SessionCopyCounts>();

/** The counts of `db`'s session copies; every app on that database counts into the same. */
export function sessionCopyCounts(db: DbOrTx): SessionCopyCounts {
  let counts = countsByDb.get(db);
  if (!counts) {
    counts = { hits: 0, reads: 0, shared: 0 };
    countsByDb.set(db, counts);
  }
  return counts;
}

export interface MemberSessions<Context> {
  live(db: DbOrTx, tokenHash: string, now: Date): Promise<SessionRow<Context> | undefined>;
  /** The session was marked used at `now` and renewed until `expiresAt`. */
  touched(db: DbOrTx, tokenHash: string, now: Date, expiresAt?: Date): void;
}

function forget<Context>(copies: Copies<Context>, tokenHash: string) {
  const copy = copies.byToken.get(tokenHash);
  if (!copy) return;
  copies.byToken.delete(tokenHash);
  const userId = copy.row.userId;
  const tokens = userId ? copies.byMember.get(userId) : undefined;
  tokens?.delete(tokenHash);
  if (userId && tokens?.size === 0) copies.byMember.delete(userId);
}

/**
 * A member's live session with their row and `read`'s context, as `liveMemberSessionRead` reads
 * it, from a copy in this process until the database announces a write that changes it: to what
 * of their row a session is found with (`MemberChange.sessions`), a block or an interest of
 * theirs (unless `read.keptThrough` says the context read with it holds through that write), or
 * the end of one of their sessions (db/change-feed.ts;
 * docs/decisions/0024-hot-path-copies.md, 0048-copies-that-survive-writes.md,
 * 0055-session-copies-kept-through-own-edits.md). Another member's write, or one of their own
 * to the rest of their profile, leaves the copy alone. Without a live feed every call reads the
 * database, as before. Made once per app (`sessionLookup`), with its copies per database.
 *
 * Calls that come while the same session is being read, with nothing announced since that read
 * began, wait for it instead of reading again: a page's render asks for three or four things at
 * once, each with the session. They get what a copy made at that moment would have given them, so
 * the rule that keeps copies true keeps these too (docs/decisions/0065-shared-session-reads.md).
 */
export function memberSessionCopies<Context>(read: MemberContextRead<Context>): MemberSessions<Context> {
  const find = liveMemberSessionRead(read);
  const copiesByDb = new WeakMap<DbOrTx, Copies<Context>>();
  const copiesOf = (db: DbOrTx, subscribe: (listener: (change: MemberChange) => void) => void) => {
    let copies = copiesByDb.get(db);
    if (!copies) {
      const made: Copies<Context> = { byToken: new Map(), byMember: new Map(), reading: new Map(), changes: 0 };
      subscribe((change) => {
        made.changes += 1;
        for (const member of change.sessions) {
          for (const tokenHash of [...(made.byMember.get(member) ?? [])]) {
            const context = made.byToken.get(tokenHash)?.row.context;
            if (context !== undefined && read.keptThrough?.(change.table, context)) continue;
            forget(made, tokenHash);
          }
        }
      });
      copiesByDb.set(db, (copies = made));
    }
    return copies;
  };
  return {
    async live(db, tokenHash, now) {
      const feed = changeFeedOf(db);
      if (!feed?.live) return find(db, tokenHash, now);
      const copies = copiesOf(db, (listener) => feed.subscribe(listener));
      const counts = sessionCopyCounts(db);
      const epoch = feed.epoch();
      const copy = copies.byToken.get(tokenHash);
      if (copy && copy.epoch === epoch && copy.until > now.getTime()) {
        counts.hits += 1;
        // Most recently used last: a Map keeps insertion order.
        copies.byToken.delete(tokenHash);
        copies.byToken.set(tokenHash, copy);
        return copy.row.expiresAt > now ? copy.row : undefined;
      }
      if (copy) forget(copies, tokenHash);
      const changes = copies.changes;
      const under = copies.reading.get(tokenHash);
      if (under && under.epoch === epoch && under.changes === changes) {
        counts.shared += 1;
        const row = await under.row;
        return row && row.expiresAt > now ? row : undefined;
      }
      counts.reads += 1;
      const reading: Reading<Context> = { row: find(db, tokenHash, now), epoch, changes };
      copies.reading.set(tokenHash, reading);
      let row: SessionRow<Context> | undefined;
      try {
        row = await reading.row;
      } finally {
        if (copies.reading.get(tokenHash) === reading) copies.reading.delete(tokenHash);
      }
      // Kept only if nothing was announced while it was read: the read may have missed that write.
      if (!row || !feed.live || feed.epoch() !== epoch || copies.changes !== changes) return row;
      copies.byToken.set(tokenHash, { row, epoch, until: now.getTime() + COPY_MS });
      if (row.userId) {
        const tokens = copies.byMember.get(row.userId) ?? new Set<string>();
        tokens.add(tokenHash);
        copies.byMember.set(row.userId, tokens);
      }
      if (copies.byToken.size > MAX_COPIES) forget(copies, copies.byToken.keys().next().value!);
      return row;
    },
    touched(db, tokenHash, now, expiresAt) {
      const copy = copiesByDb.get(db)?.byToken.get(tokenHash);
      if (copy) copy.row = { ...copy.row, lastSeenAt: now, ...(expiresAt ? { expiresAt } : {}) };
    },
  };
}
