import type { AnyColumn, SQL } from 'drizzle-orm';
import { todayInIndia } from '../../contract/dates.js';
import type { ProfileListing } from '../../contract/listing.js';
import type { ChangeFeed } from '../db/change-feed.js';
import type { DbOrTx } from '../db/client.js';
import { listingContextColumns, listProfiles, type ListingQuery, type ListingRows } from './repository.js';
import type { ListingViewer } from './viewer-access.js';

/**
 * What the listing needs to know about the viewer besides their row, read in the same statement
 * as their session (`listingContextRead`).
 */
export interface ListingContext {
  /** The `listing_generation` sequence at that moment, as text. */
  generation: string;
  /** Every member with a block between them and the viewer, either way. */
  blockedWith: string[];
  /** Whether the viewer has any live interest: without one, no page needs the interests read. */
  hasInterests: boolean;
}

/** The viewer's session as the listing's route finds it (`memberRow`): their row and the context, when read. */
export interface ListingSession {
  member?: ListingViewer;
  context?: ListingContext;
}

/**
 * The listing's context as a member's session reads it, in the session's statement
 * (sessions/repository.ts `MemberContextRead`): app.ts hands it to the session lookup, with
 * interests' `hasInterests` predicate (interests/service.ts), so signing in knows nothing of
 * listings and the listing still needs no statement of its own for them.
 */
export function listingContextRead(hasInterests: (memberId: AnyColumn) => SQL<boolean>) {
  return {
    columns: (memberId: AnyColumn) => listingContextColumns(memberId, hasInterests),
    // A copy's generation is the change feed's, not the sequence's: the shared pages are then
    // kept by the same announcements as the copies, and a listing served from copies reads nothing.
    copied: (context: ListingContext, feed: ChangeFeed): ListingContext => ({ ...context, generation: `feed:${feed.version('users')}` }),
  };
}

/**
 * How long an entry may be served at most, whatever the sequence says. On PostgreSQL a reader can
 * see the sequence's new position a moment before the writing transaction commits, read the page
 * as it was and keep it under the new position; this bounds how long such a page lives. PGlite
 * runs one transaction at a time, so there it cannot happen.
 */
const ENTRY_MS = 10_000;
/** Candidates read beyond the page, so a viewer who blocked a few of them still gets a full page. */
const SPARE = 10;
/** Pages kept per database; the least recently asked goes first. About 20 rows each. */
const MAX_ENTRIES = 256;

interface Entry {
  generation: string;
  /** Served until then (ms), the earlier of ENTRY_MS and the first subscription among them to end. */
  until: number;
  /** Shared by the requests that ask while it is being read. */
  read: Promise<ListingRows>;
  /** Fewer than asked were found: there is nothing after them. */
  complete?: boolean;
  /** Answers made from this page as every viewer without exceptions gets it (`SharedRows.answers`). */
  answers: Map<string, ProfileListing>;
}

/**
 * A page as `cachedListing` answers it; `answers` when it is the shared page itself (the viewer
 * has no exceptions): answers presented from it may be kept there for the next viewer who gets
 * the same, and go when the page goes.
 */
export interface SharedRows extends ListingRows {
  answers?: Map<string, ProfileListing>;
}

const entriesByDb = new WeakMap<DbOrTx, Map<string, Entry>>();

/**
 * How the listings of one database were answered since it opened (/metrics): from a kept shared
 * page (`hits`), by reading a shared page (`misses`), or read for the viewer alone without the
 * shared pages (`bypasses`: more exceptions than the spare rows cover, or a later page by number
 * for a viewer with exceptions). Kept beside the pages, which are per database too.
 */
export interface ListingCacheCounts {
  hits: number;
  misses: number;
  bypasses: number;
}

const countsByDb = new WeakMap<DbOrTx, ListingCacheCounts>();

/** The counts of `db`'s listing cache; every app on that database shares its pages and its counts. */
export function listingCacheCounts(db: DbOrTx): ListingCacheCounts {
  let counts = countsByDb.get(db);
  if (!counts) {
    counts = { hits: 0, misses: 0, bypasses: 0 };
    countsByDb.set(db, counts);
  }
  return counts;
}

function entriesOf(db: DbOrTx): Map<string, Entry> {
  let entries = entriesByDb.get(db);
  if (!entries) {
    entries = new Map();
    entriesByDb.set(db, entries);
  }
  return entries;
}

/** Everything the page depends on except the viewer and the moment (but the day, for ages). */
function keyOf(query: ListingQuery): string {
  const { viewerId: _viewer, terms, after, ...rest } = query;
  return JSON.stringify([terms.annualFeeInr > 0, query.age ? todayInIndia() : '', after?.createdAt, after?.id, rest]);
}

/**
 * One page of the listing for one viewer, from pages shared by every viewer of the same gender
 * with the same filters (docs/decisions/0022-listing-cache.md). A page is read for everyone
 * (`shownToMembers`), with SPARE more candidates, and kept while no statement has written
 * `users` since (`context.generation`) and for ENTRY_MS at most; then the viewer's own exceptions
 * are taken out: the members a block stands between, and the viewer themself when every gender
 * is shown. Whatever the shared page cannot answer exactly is read for the viewer alone: a page
 * by number past the first for a viewer with exceptions (the exceptions before it would move it),
 * and a page the exceptions left short.
 */
export async function cachedListing(db: DbOrTx, query: ListingQuery & { viewerId: string }, context: ListingContext): Promise<SharedRows> {
  const excluded = new Set(context.blockedWith);
  if (!query.gender) excluded.add(query.viewerId);
  const counts = listingCacheCounts(db);
  if (excluded.size > SPARE || (excluded.size > 0 && query.offset > 0)) {
    counts.bypasses += 1;
    return listProfiles(db, query);
  }

  const entries = entriesOf(db);
  const key = keyOf(query);
  const now = query.terms.now.getTime();
  let entry = entries.get(key);
  if (entry && (entry.generation !== context.generation || entry.until <= now)) entry = undefined;
  if (entry) {
    counts.hits += 1;
    // Least recently asked first: a Map keeps insertion order.
    entries.delete(key);
    entries.set(key, entry);
  } else {
    counts.misses += 1;
    entry = readShared(db, entries, key, query, context.generation, now);
  }
  const shared = await entry.read;
  const positions = shared.positions.filter((position) => !excluded.has(position.id));
  if (positions.length < query.limit && !entry.complete) return listProfiles(db, query);
  const page = positions.slice(0, query.limit);
  const ids = new Set(page.map((position) => position.id));
  return {
    positions: page,
    rows: shared.rows.filter((row) => ids.has(row.id)),
    ...(excluded.size === 0 ? { answers: entry.answers } : {}),
  };
}

function readShared(db: DbOrTx, entries: Map<string, Entry>, key: string, query: ListingQuery, generation: string, now: number): Entry {
  const limit = query.limit + SPARE;
  const entry: Entry = {
    generation,
    until: now + ENTRY_MS,
    answers: new Map(),
    read: listProfiles(db, { ...query, viewerId: undefined, limit }).then((shared) => {
      entry.complete = shared.positions.length < limit;
      if (query.terms.annualFeeInr > 0) {
        for (const row of shared.rows) entry.until = Math.min(entry.until, row.subscriptionUntil?.getTime() ?? now);
      }
      return shared;
    }),
  };
  entry.read.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return entry;
}
