import type { AnyColumn, SQL } from 'drizzle-orm';
import { todayInIndia } from '../../contract/dates.js';
import type { ProfileListing } from '../../contract/listing.js';
import type { ListingPosition } from '../../contract/listing-cursor.js';
import type { ChangeFeed, ListedChange } from '../db/change-feed.js';
import { changeFeedOf, type DbOrTx } from '../db/client.js';
import { listedRow, listingContextColumns, listProfiles, rowsInOrder, type ListingQuery, type ListingRows } from './repository.js';
import type { ListingViewer } from './viewer-access.js';

/**
 * What the listing needs to know about the viewer besides their row, read in the same statement
 * as their session (`listingContextRead`).
 */
export interface ListingContext {
  /** Every member with a block between them and the viewer, either way. */
  blockedWith: string[];
  /** Whether the viewer has any live interest: without one, no page needs the interests read. */
  hasInterests: boolean;
}

/** The viewer's session as a member's call finds it: their row and the context, when read. */
export interface ListingSession {
  member?: ListingViewer;
  context?: ListingContext;
}

/**
 * What the context tells how to present other members to the viewer: one whose session says they
 * have no live interest has none with anyone shown, so none is looked up (privacy/present-to-member.ts).
 */
export function knownFromContext(context: ListingContext | undefined): { noInterests: boolean } {
  return { noInterests: context?.hasInterests === false };
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
    /**
     * A write to interests can turn "no live interest" into one, so a copy that says none goes. One
     * that says some stays: the interests are then read with each page, and if the last of them
     * ended meanwhile, that read finds none, as the context would have said. Blocks change
     * `blockedWith`: a copy always goes.
     */
    keptThrough: (table: string, context: ListingContext) => table === 'interests' && context.hasInterests,
  };
}

/**
 * How long an entry may be served at most, whatever the feed says: a bound on what a lost
 * notification could cost, as for the session copies, not the rule that keeps pages true.
 */
const ENTRY_MS = 30_000;
/** Candidates read beyond the page, so a viewer who blocked a few of them still gets a full page. */
const SPARE = 10;
/** Pages kept per database; the least recently asked goes first. About 20 rows each. */
const MAX_ENTRIES = 256;

type ListedRow = ListingRows['rows'][number];

/**
 * A kept page as its requests get it: the rows read (the spare candidates included), and the
 * answers presented from them as every viewer without exceptions gets them (`SharedRows.answers`).
 * A page patched in place is a new one, with answers of its own.
 */
interface SharedPage extends ListingRows {
  answers: Map<string, ProfileListing>;
}

interface Entry {
  /** The feed's epoch when the page was read. */
  epoch: number;
  /** Where the page starts by number, and the rows it shows (the query's, without the spare). */
  offset: number;
  limit: number;
  /** The gender shown (undefined: every gender), and the order: what a member's change is checked against. */
  gender?: string;
  order?: 'complete';
  /** The letters of the changes (`ListedChange.what`) that can bring a member onto the page: P, and its filters'. */
  enters: string;
  /** Where the page starts: after this position (exclusive), or from the top. */
  after?: ListingPosition;
  /** Served until then (ms), the earlier of ENTRY_MS and the first subscription among them to end. */
  until: number;
  /** Shared by the requests that ask while it is being read; replaced by each patch (`patch`). */
  read: Promise<SharedPage>;
  /**
   * The query the page was read with (every viewer's, with the spare): what `judge` asks again of
   * one member, and what a patch whose read failed reads again.
   */
  query: ListingQuery;
  /** The positions read, once the read is done (the spare candidates included), as patched since. */
  positions?: ListingPosition[];
  /** While the read runs: the listed changes announced meanwhile, by their number (`Pages.seq`), judged once it lands. */
  pending?: { seq: number; change: ListedChange }[];
  /**
   * Set once the read has landed if a change announced while it ran can alter it: the first such
   * change's number. A request that joined the read after that change reads its own page.
   */
  touchedAt?: number;
  /** Fewer than asked were found: there is nothing after them. */
  complete?: boolean;
}

/**
 * A page as `cachedListing` answers it; `answers` when it is the shared page itself (the viewer
 * has no exceptions): answers presented from it may be kept there for the next viewer who gets
 * the same, and go when the page goes.
 */
export interface SharedRows extends ListingRows {
  answers?: Map<string, ProfileListing>;
}

/** One database's kept pages, and how many changes its feed has delivered (each change's number). */
interface Pages {
  entries: Map<string, Entry>;
  seq: number;
}

const pagesByDb = new WeakMap<DbOrTx, Pages>();

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
  /** Kept pages patched in place by a change instead of dropped (`effectOn`). */
  patches: number;
}

const countsByDb = new WeakMap<DbOrTx, ListingCacheCounts>();
/** Databases whose pages are never kept (LISTING_CACHE set to off). */
const switchedOff = new WeakSet<DbOrTx>();

/** Keeps `db`'s shared pages, or with `on` false reads every page for its viewer. */
export function switchListingCache(db: DbOrTx, on: boolean) {
  if (on) switchedOff.delete(db);
  else switchedOff.add(db);
}

/** The counts of `db`'s listing cache; every app on that database shares its pages and its counts. */
export function listingCacheCounts(db: DbOrTx): ListingCacheCounts {
  let counts = countsByDb.get(db);
  if (!counts) {
    counts = { hits: 0, misses: 0, bypasses: 0, patches: 0 };
    countsByDb.set(db, counts);
  }
  return counts;
}

/** Whether `a` comes after `b` in the listing's order (newest first, then the id, descending). */
const isAfter = (a: ListingPosition, b: ListingPosition) => a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);

/**
 * Whether a change to the member `change` names can alter the page `entry` read (`positions`): it
 * can enter or leave the page, or its row on it can change. Pages of the other gender cannot. A
 * member on the page always may. One not on it may enter only by a change of where they stand
 * (P) or of a column the page filters on (`entry.enters`), and then, newest first, only between
 * the page's start and its last position (anywhere after its start, on the last page); a page
 * ordered by completeness anywhere.
 */
function touches(entry: Entry, positions: ListingPosition[], change: ListedChange): boolean {
  if (entry.gender !== undefined && !change.genders.includes(entry.gender)) return false;
  if (positions.some((position) => position.id === change.id)) return true;
  if (![...change.what].some((letter) => entry.enters.includes(letter))) return false;
  if (entry.order === 'complete') return true;
  if (entry.after && !isAfter(change, entry.after)) return false;
  const last = positions.at(-1);
  return entry.complete || !last || !isAfter(change, last);
}

/**
 * What a change does to a landed page (docs/decisions/0059-pages-patched-in-place.md):
 * - `leave`: the member is on the page and listed nowhere after the write (`X`). A page from the
 *   top or after a cursor is the same page without them: the next candidate moves up.
 * - `row`: the member is on the page and only what their card shows changed (`S` alone): their
 *   place and whether they are listed stand, so only their row is read again.
 * - `judge`: any other change that `touches` a page read newest first from the top or after a
 *   cursor: the database says whether the page's conditions now let the member through, and the
 *   page takes them in at their place, keeps their new row, or takes them out.
 * - `none`: nothing the page shows can change; a member listed nowhere after the write who is
 *   not on a page from the top or after a cursor was on none of its places.
 * - `drop`: the rest; the page is read again when next asked. A page by number past the first
 *   (a member entering or leaving a page before it moves its first place), a page ordered by
 *   completeness (the change does not say where the member now stands in it), and a member whose
 *   registration moment moved (`moved`: named at two places).
 */
type Effect = 'none' | 'leave' | 'row' | 'judge' | 'drop';

function effectOn(entry: Entry, positions: ListingPosition[], change: ListedChange, moved: boolean): Effect {
  if (entry.gender !== undefined && !change.genders.includes(entry.gender)) return 'none';
  const onPage = positions.some((position) => position.id === change.id);
  if (change.what.includes('X') && entry.offset === 0) return onPage ? 'leave' : 'none';
  if (onPage && change.what === 'S') return 'row';
  if (!touches(entry, positions, change)) return 'none';
  return entry.offset === 0 && entry.order === undefined && !moved ? 'judge' : 'drop';
}

/** The letters of the changes that can bring a member onto a page of `query` (`touches`). */
const entersOf = (query: ListingQuery) =>
  `P${query.name ? 'N' : ''}${query.age ? 'A' : ''}${query.income ? 'I' : ''}${query.moonSigns ? 'M' : ''}${query.verifiedOnly ? 'V' : ''}`;

/**
 * `db`'s pages, dropped as the feed announces changes that touch them. A page still being read
 * keeps the changes of its gender announced meanwhile, judged when it lands (`readShared`):
 * dropping it at once would send every request after it to read the page again, and under a
 * steady stream of writes to other pages no read would ever be kept.
 */
function pagesOf(db: DbOrTx, feed: ChangeFeed): Pages {
  let pages = pagesByDb.get(db);
  if (!pages) {
    const made: Pages = { entries: new Map(), seq: 0 };
    const counts = listingCacheCounts(db);
    feed.subscribe(({ listed }) => {
      made.seq += 1;
      // One read of a member's row for every page that shows them, whatever the number of pages.
      const freshRows = new Map<string, Promise<ListedRow | undefined>>();
      const freshRow = (id: string) => {
        let row = freshRows.get(id);
        if (!row) {
          row = rowsInOrder(db, [id]).then((rows) => rows[0]);
          // Its pages await it, maybe only after a version before it lands: a failure is theirs to meet.
          row.catch(() => undefined);
          freshRows.set(id, row);
        }
        return row;
      };
      const named = new Set<string>();
      const moved = new Set<string>();
      for (const { id } of listed) (named.has(id) ? moved : named).add(id);
      for (const [key, entry] of made.entries) {
        for (const change of listed) {
          if (entry.positions) {
            const effect = effectOn(entry, entry.positions, change, moved.has(change.id));
            if (effect === 'drop' || (effect !== 'none' && !patch(db, made.entries, key, entry, change, effect, freshRow, counts))) {
              made.entries.delete(key);
              break;
            }
          } else if (entry.gender === undefined || change.genders.includes(entry.gender)) {
            (entry.pending ??= []).push({ seq: made.seq, change });
          }
        }
      }
    });
    pagesByDb.set(db, (pages = made));
  }
  return pages;
}

/**
 * With an annual fee, a page shows only members whose subscription runs: it is served no longer
 * than the first of `rows`' subscriptions ends (a row without one, no longer than `now`), whether
 * the rows were read with the page or judged onto it later.
 */
function servedWhileSubscribed(entry: Entry, rows: ListedRow[], now: number) {
  if (entry.query.terms.annualFeeInr === 0) return;
  for (const row of rows) entry.until = Math.min(entry.until, row.subscriptionUntil?.getTime() ?? now);
}

/** `positions` with `at` at its place in the order; left out past the last when more may follow. */
function placed(positions: ListingPosition[], at: ListingPosition, complete: boolean | undefined): ListingPosition[] {
  const index = positions.findIndex((position) => isAfter(position, at));
  if (index >= 0) return [...positions.slice(0, index), at, ...positions.slice(index)];
  return complete ? [...positions, at] : positions;
}

/**
 * Patches a landed page in place (`effectOn`). Its next version, for the requests that ask from
 * now on, is made from the last one once that has landed: the member taken out (`leave`), their
 * row read again (`row`; a row found gone takes them out), or the database's answer for this page
 * (`judge`): their row at their place if the page's conditions let them through, with the last
 * spare candidate let go past the page's capacity, or else taken out.
 *
 * The positions kept for judging later changes (`entry.positions`) are updated at once: without
 * a member who left, and, while a judgement runs, with the member at their place, so that a
 * change of theirs meanwhile judges the page again rather than pass it by.
 *
 * False when the page must be dropped at once: taken out, it would show fewer than a page while
 * more may follow. A version left that short, or whose read fails, drops the page: the requests
 * waiting for it get the page read afresh, and the next one a new entry.
 */
function patch(
  db: DbOrTx,
  entries: Map<string, Entry>,
  key: string,
  entry: Entry,
  change: ListedChange,
  effect: 'leave' | 'row' | 'judge',
  freshRow: (id: string) => Promise<ListedRow | undefined>,
  counts: ListingCacheCounts,
): boolean {
  const { id } = change;
  const without = (positions: ListingPosition[]) => positions.filter((position) => position.id !== id);
  const takenOut = (shared: ListingRows): ListingRows => ({
    positions: without(shared.positions),
    rows: shared.rows.filter((kept) => kept.id !== id),
  });
  let next: (shared: ListingRows) => Promise<ListingRows>;
  if (effect === 'leave') {
    const remaining = without(entry.positions!);
    if (!entry.complete && remaining.length < entry.limit) return false;
    entry.positions = remaining;
    next = (shared) => Promise.resolve(takenOut(shared));
  } else if (effect === 'row') {
    const fresh = freshRow(id);
    next = async (shared) => {
      const row = await fresh;
      return row ? { positions: shared.positions, rows: shared.rows.map((kept) => (kept.id === id ? row : kept)) } : takenOut(shared);
    };
  } else {
    const at: ListingPosition = { id, createdAt: change.createdAt };
    entry.positions = placed(without(entry.positions!), at, entry.complete);
    const found = listedRow(db, { ...entry.query, terms: { ...entry.query.terms, now: new Date() } }, id);
    found.catch(() => undefined);
    next = async (shared) => {
      const row = await found;
      if (!row) return takenOut(shared);
      servedWhileSubscribed(entry, [row], Date.now());
      const positions = placed(without(shared.positions), at, entry.complete);
      if (positions.length > entry.limit + SPARE) {
        positions.pop();
        entry.complete = false;
      }
      const rows = new Map(shared.rows.map((kept) => [kept.id, kept]));
      rows.set(id, row);
      return { positions, rows: positions.flatMap((position) => rows.get(position.id) ?? []) };
    };
  }
  const patched = entry.read.then(async (shared): Promise<SharedPage> => {
    const page = await next(shared);
    if (!entry.complete && page.positions.length < entry.limit) throw new Error('a patched page left short');
    return { ...page, answers: new Map() };
  });
  // The requests already waiting for this version get the page read afresh; later ones, a new entry.
  entry.read = patched.catch(async () => {
    if (entries.get(key) === entry) entries.delete(key);
    return { ...(await listProfiles(db, entry.query)), answers: new Map() };
  });
  // A failure again reaches the requests that wait for this version, and nothing else.
  entry.read.catch(() => undefined);
  counts.patches += 1;
  return true;
}

/** Everything the page depends on except the viewer and the moment (but the day, for ages). */
function keyOf(query: ListingQuery): string {
  const { viewerId: _viewer, terms, after, ...rest } = query;
  return JSON.stringify([terms.annualFeeInr > 0, query.age ? todayInIndia() : '', after?.createdAt, after?.id, rest]);
}

/**
 * One page of the listing for one viewer, from pages shared by every viewer of the same gender
 * with the same filters (docs/decisions/0022-listing-cache.md, 0048-copies-that-survive-writes.md).
 * A page is read for everyone (`shownToMembers`), with SPARE more candidates, and kept until the
 * database announces a change it can show (`touches`: a member on it, or one who may enter it),
 * and for ENTRY_MS at most; then the viewer's own exceptions are taken out: the members a block
 * stands between, and the viewer themself when every gender is shown. Whatever the shared page
 * cannot answer exactly is read for the viewer alone: a page by number past the first for a viewer
 * with exceptions (the exceptions before it would move it), and a page the exceptions left short.
 * While the change feed is not live, or with LISTING_CACHE set to off, nothing is kept: every page is read.
 */
export async function cachedListing(db: DbOrTx, query: ListingQuery & { viewerId: string }, context: ListingContext): Promise<SharedRows> {
  const excluded = new Set(context.blockedWith);
  if (!query.gender) excluded.add(query.viewerId);
  const counts = listingCacheCounts(db);
  const feed = changeFeedOf(db);
  if (!feed?.live || switchedOff.has(db) || excluded.size > SPARE || (excluded.size > 0 && query.offset > 0)) {
    counts.bypasses += 1;
    return listProfiles(db, query);
  }

  const pages = pagesOf(db, feed);
  const { entries } = pages;
  const joined = pages.seq;
  const key = keyOf(query);
  const now = query.terms.now.getTime();
  let entry = entries.get(key);
  if (entry && (entry.epoch !== feed.epoch() || entry.until <= now)) entry = undefined;
  if (entry) {
    counts.hits += 1;
    // Least recently asked first: a Map keeps insertion order.
    entries.delete(key);
    entries.set(key, entry);
  } else {
    counts.misses += 1;
    entry = readShared(db, entries, key, query, feed.epoch(), now);
  }
  const shared = await entry.read;
  // A change that can alter the page was announced while it was read, before this request joined.
  if (entry.touchedAt !== undefined && entry.touchedAt <= joined) {
    counts.bypasses += 1;
    return listProfiles(db, query);
  }
  const positions = shared.positions.filter((position) => !excluded.has(position.id));
  if (positions.length < query.limit && !entry.complete) return listProfiles(db, query);
  const page = positions.slice(0, query.limit);
  const ids = new Set(page.map((position) => position.id));
  return {
    positions: page,
    rows: shared.rows.filter((row) => ids.has(row.id)),
    ...(excluded.size === 0 ? { answers: shared.answers } : {}),
  };
}

function readShared(db: DbOrTx, entries: Map<string, Entry>, key: string, query: ListingQuery, epoch: number, now: number): Entry {
  const limit = query.limit + SPARE;
  const everyone = { ...query, viewerId: undefined, limit };
  const entry: Entry = {
    epoch,
    ...(query.gender ? { gender: query.gender } : {}),
    ...(query.order ? { order: query.order } : {}),
    enters: entersOf(query),
    ...(query.after ? { after: query.after } : {}),
    until: now + ENTRY_MS,
    offset: query.offset,
    limit: query.limit,
    query: everyone,
    read: listProfiles(db, everyone).then((shared): SharedPage => {
      entry.complete = shared.positions.length < limit;
      entry.positions = shared.positions;
      entry.touchedAt = entry.pending?.find(({ change }) => touches(entry, shared.positions, change))?.seq;
      entry.pending = undefined;
      if (entry.touchedAt !== undefined && entries.get(key) === entry) entries.delete(key);
      servedWhileSubscribed(entry, shared.rows, now);
      return { ...shared, answers: new Map() };
    }),
  };
  entry.read.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return entry;
}
