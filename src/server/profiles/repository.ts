import { and, desc, eq, gt, gte, isNotNull, lte, or, sql, type AnyColumn, type SQL, type Subquery } from 'drizzle-orm';
import { birthDatesAged, todayInIndia } from '../../contract/dates.js';
import type { DbOrTx } from '../db/client.js';
import { containsNameBeyondAscii, containsPattern, containsPatternOf, nameKeyPatternOf, nameSearchOf } from '../db/like.js';
import { preparedStatement, slot } from '../db/prepared.js';
import { ONE_ROW } from '../db/rows.js';
import { users } from '../db/schema.js';
import type { SubscriptionTerms } from '../payments/subscription.js';
import { shownColumns, type ShownRow } from '../db/shown-columns.js';
import { memberColumns, type UserRow } from '../users/repository.js';
import type { ListingPosition } from '../../contract/listing-cursor.js';
import { blockedWithIds, listedFor, listedForSlots, listedForValues, shownTo, shownToMembers } from './visibility.js';

export interface ListingQuery {
  /**
   * Whose listing: their own profile and anyone with a block between the two are left out. Without
   * one, the page is what every viewer of that gender would see before their own exceptions (the
   * shared cache's read, listing-cache.ts).
   */
  viewerId?: string;
  /** The fee and the moment: who is shown depends on both (see shownTo). */
  terms: SubscriptionTerms;
  /** The gender to show; undefined shows every gender. */
  gender?: string;
  name?: string;
  age?: { min: number; max: number };
  income?: { min: number; max: number };
  /** Only members whose identity an administrator verified. */
  verifiedOnly?: boolean;
  /** Only profiles whose moon sign is one of these (the guna milan filter, moonSignCodesScoring). */
  moonSigns?: number[];
  /** Start after this profile (keyset paging); `offset` is then 0. */
  after?: ListingPosition;
  /** 'complete': most complete first, newest first among equals (paged by `offset`); else newest first. */
  order?: 'complete';
  offset: number;
  limit: number;
}

/** A registration moment as a cursor carries it: UTC, to the microsecond. */
const positionMoment = (column: AnyColumn | SQL.Aliased) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * How many of the listing's first entries, in its order, a page with a name, a range or moon signs
 * reads before it asks the filter's own index instead (`windowedPage`). A filter that lets one
 * profile in a hundred through fills a first page within them; a rarer one, or a page far down, is
 * read the second way, planned for its values. Bounded, because a name, a range or moon signs few
 * members have otherwise walked the whole listing index for a page it never filled (160 ms at a
 * million profiles), and the planner's guess of how many bear a name is often wrong by a hundred
 * times either way (docs/decisions/0063-rare-filters-and-deep-pages.md).
 */
const WINDOW = 2000;
/** The window of a name no index can narrow (`nameSearchOf`): the only place it is looked for. */
const WINDOW_ALONE = 20_000;

/** The filters a page may find rare, tested outside the window: a name, an age, an income, moon signs. */
const NARROWING = /[naim]/;

/**
 * The name, range and moon sign conditions of a shape, on these columns: the table's, or the
 * window's (`windowedPage`), which carries them from the listing index's entries. On the table, a
 * name read by the key of its letters outside ASCII (`x`) is written as that key's indexes serve.
 */
function narrowingConditions(
  shape: string,
  columns: { fullName: AnyColumn; dateOfBirth: AnyColumn; income: AnyColumn; moonSign: AnyColumn },
  on: 'table' | 'window',
): SQL | undefined {
  const has = (filter: string) => shape.includes(filter);
  const byKey = has('x') && on === 'table';
  const name = byKey
    ? containsNameBeyondAscii(columns.fullName, slot('nameKeyPattern'), slot('namePattern'))
    : containsPattern(columns.fullName, slot('namePattern'));
  return and(
    has('n') ? name : undefined,
    has('a') ? lte(columns.dateOfBirth, slot('bornBy')) : undefined,
    has('a') ? gt(columns.dateOfBirth, slot('bornAfter')) : undefined,
    has('i') ? gte(columns.income, slot('incomeMin')) : undefined,
    has('i') ? lte(columns.income, slot('incomeMax')) : undefined,
    has('m') ? sql`${columns.moonSign} = any(${slot('moonSigns')}::smallint[])` : undefined,
  );
}

/**
 * The listing's conditions for a shape (the letters say which filters are present); without the
 * name, the ranges and the moon signs when `narrowing` is false, for a window that tests them
 * outside.
 */
function listingConditions(shape: string, { narrowing }: { narrowing: boolean }): SQL | undefined {
  const has = (filter: string) => shape.includes(filter);
  return and(
    has('s')
      ? shownToMembers({ annualFeeInr: has('f') ? 1 : 0, now: slot('now') })
      : shownTo(slot('viewerId'), { annualFeeInr: has('f') ? 1 : 0, now: slot('now') }),
    has('g') ? eq(users.gender, slot('gender')) : undefined,
    narrowing ? narrowingConditions(shape, users, 'table') : undefined,
    has('v') ? isNotNull(users.identityVerifiedAt) : undefined,
    // The listing index's own order, so the page after a position is read from that position on.
    has('c') ? sql`(${users.createdAt}, ${users.id}) < (${slot('afterCreatedAt')}::timestamptz, ${slot('afterId')}::uuid)` : undefined,
    // Entered the listing within a window (saved searches' alerts, `listEnteredProfiles`).
    has('e') ? sql`${enteredListingAt} > ${slot('enteredAfter')}::timestamptz` : undefined,
    has('e') ? sql`${enteredListingAt} <= ${slot('enteredUntil')}::timestamptz` : undefined,
  );
}

/**
 * When a profile entered the listing: its first approval (set by the database, migration 0022),
 * or its registration for one approved before approvals were timed. Written as the index
 * `users_entered_listing_idx` has it.
 */
const enteredListingAt = sql`coalesce(${users.approvedAt}, ${users.createdAt})`;

/** The order of a page: most complete first when the shape says so, then newest first. */
function pageOrder(complete: boolean, columns: { completeness: AnyColumn | SQL.Aliased; createdAt: AnyColumn | SQL; id: AnyColumn }) {
  return [...(complete ? [desc(columns.completeness)] : []), desc(columns.createdAt), desc(columns.id)];
}

/**
 * The rows of a page as members are shown, in its order, with each one's place: `page` holds the
 * ids, registration moments and completeness, read from an index alone; the rows by their key.
 */
function shownRowsOf(
  db: DbOrTx,
  page: Subquery & { id: AnyColumn; createdAt: AnyColumn; completeness: AnyColumn | SQL.Aliased },
  complete: boolean,
) {
  return db
    .select({ ...shownColumns, position: positionMoment(page.createdAt) })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(...pageOrder(complete, page));
}

/**
 * One page: each profile's place in the order and its row as members are shown, one prepared
 * statement per combination of filters (the shape names which are present), the values given at
 * each run. The page's ids come first, from the covering listing index alone (a common name may
 * pass over thousands of index entries, never thousands of table rows); then only those rows are
 * read, by their key, in the same statement.
 *
 * With a name, a range or moon signs, `windowedPage` has already found them rare among the
 * listing's first entries: their bearers are read through the name's trigram index of the gender
 * shown, or by the birth date's, the income's or the moon sign's index, and sorted, unless the
 * planner, asked for these values, finds a walk of the listing index cheaper. A name's order is
 * written so no index can give it: left free, the planner took a name common in the other gender
 * for common here too, and walked the whole listing index for a page it never filled (450 ms at a
 * million profiles).
 *
 * Planned for its values on every run with a name, a range, moon signs or a fee: how many members
 * they let through decides the plan (for any moment, PostgreSQL guessed a third of the members
 * subscribed, and walked the listing index for none: 57 ms at a million). Without any, the plan is
 * the same for every value (the listing index read in its order, the rows by their key), and is
 * made once: planning it was three quarters of what the page cost the database (0.33 to 0.53 ms
 * against 0.1 at a million, docs/decisions/0062-kept-plans.md).
 */
const listingPage = preparedStatement(
  'listing_page',
  (db, shape: string, name) => {
    const complete = shape.includes('o');
    const byName = shape.includes('n');
    const page = db
      // Only what the covering index holds (the completeness only for its order): the rows
      // themselves are read for the page alone.
      .select({ id: users.id, createdAt: users.createdAt, completeness: complete ? users.completeness : sql<number>`0`.as('completeness') })
      .from(users)
      .where(listingConditions(shape, { narrowing: true }))
      .orderBy(
        ...pageOrder(complete, {
          completeness: users.completeness,
          createdAt: byName ? sql`${users.createdAt} + interval '0 s'` : users.createdAt,
          id: users.id,
        }),
      )
      .limit(slot('limit'))
      .offset(slot('offset'))
      .as('page');
    return shownRowsOf(db, page, complete).prepare(name);
  },
  (shape) => (NARROWING.test(shape) || shape.includes('f') ? 'eachRun' : 'anyValues'),
);

/**
 * A page with a name, a range or moon signs, looked for among the listing's first `window` entries
 * the other filters let through, in the listing index's order (index-only), the name, the ranges
 * and the moon signs tested on the way; then the page's rows by their key, in the same statement.
 * The limit on the inner read is what bounds the walk: their conditions stay outside it. A full
 * page found there is the page, as nothing before it in the order can be missing; a short one is
 * the listing's end or a rare filter, which `listingPage` then reads by the filter's own index.
 */
const windowedPage = preparedStatement(
  'listing_window',
  (db, shape: string, name) => {
    const complete = shape.includes('o');
    const first = db
      .select({
        id: users.id,
        createdAt: users.createdAt,
        completeness: complete ? users.completeness : sql<number>`0`.as('completeness'),
        fullName: users.fullName,
        dateOfBirth: users.dateOfBirth,
        income: users.income,
        moonSign: users.moonSign,
      })
      .from(users)
      .where(listingConditions(shape, { narrowing: false }))
      .orderBy(...pageOrder(complete, users))
      .limit(slot('window'))
      .as('first');
    const page = db
      .select({ id: first.id, createdAt: first.createdAt, completeness: first.completeness })
      .from(first)
      .where(narrowingConditions(shape, first, 'window'))
      .orderBy(...pageOrder(complete, first))
      .limit(slot('limit'))
      .offset(slot('offset'))
      .as('page');
    return shownRowsOf(db, page, complete).prepare(name);
  },
  // The walk is the same whatever the values, so planned once for any values, as the page without
  // a name or a range is; with a fee, planned for its values, as that page is.
  (shape) => (shape.includes('f') ? 'eachRun' : 'anyValues'),
);

const rowsByIds = preparedStatement('listing_rows', (db, _shape: '', name) =>
  db
    .select(shownColumns)
    .from(users)
    .where(sql`${users.id} = any(${slot('ids')}::uuid[])`)
    .prepare(name),
);

/** The member's row when `query`'s conditions let her through (its filters, and its cursor's start), wherever its order puts her. */
const listedRowStatement = preparedStatement('listing_member', (db, shape: string, name) =>
  db
    .select(shownColumns)
    .from(users)
    .where(and(eq(users.id, slot('memberId')), listingConditions(shape, { narrowing: true })))
    .prepare(name),
);

/**
 * The member's row if the listing `query` reads would show her, now: what a kept page asks of a
 * change that may bring her onto it or take her off (listing-cache.ts `judge`).
 */
export async function listedRow(db: DbOrTx, query: ListingQuery, memberId: string): Promise<ShownRow | undefined> {
  const [row] = await listedRowStatement(db, shapeOf(query)).execute({ ...valuesOf(query), memberId });
  return row;
}

export interface ListingRows {
  /** The rows, in the listing's order, as members are shown. */
  rows: ShownRow[];
  /** Where each of the page's profiles stands in that order (one whose row went between two reads included). */
  positions: ListingPosition[];
}

/**
 * One page of approved profiles, newest first. Age bounds become date-of-birth bounds: aged
 * `min`..`max` means born after the day `max + 1` years ago and on or before the day `min` years
 * ago. One statement (`listingPage`); with a name, a range or moon signs, first one among the
 * listing's first entries (`windowedPage`), and only when they are rare there one by their own
 * index: a name's in Devanagari, the index of its letters outside ASCII (decision 0064). A name
 * of one or two ASCII letters has no index to be read by: it is looked for among the first
 * WINDOW_ALONE entries alone (docs/decisions/0063-rare-filters-and-deep-pages.md). Prepared: the
 * listing is the hottest call there is.
 */
export async function listProfiles(db: DbOrTx, query: ListingQuery): Promise<ListingRows> {
  // No moon sign scores enough with the viewer's: nobody to look for.
  if (query.moonSigns?.length === 0) return { rows: [], positions: [] };
  const shape = shapeOf(query);
  const values = valuesOf(query);
  // A name no trigram index can narrow is looked for among the listing's first WINDOW_ALONE
  // entries only: past them, an index would hand back every entry (620–880 ms a page at a million).
  const windowOnly = query.name !== undefined && nameSearchOf(query.name) === 'none';
  const read = NARROWING.test(shape)
    ? await windowedPage(db, shape).execute({ ...values, window: windowOnly ? WINDOW_ALONE : WINDOW })
    : undefined;
  // A full page found among the first entries is the page: nothing before it can be missing.
  const page = read && (read.length === query.limit || windowOnly) ? read : await listingPage(db, shape).execute(values);
  return {
    rows: page.map(({ position: _position, ...row }) => row),
    positions: page.map((row) => ({ id: row.id, createdAt: row.position })),
  };
}

/** The rows of these ids, in this order; an id whose row is gone is left out. */
export async function rowsInOrder(db: DbOrTx, ids: string[]): Promise<ShownRow[]> {
  const rows = await rowsByIds(db, '').execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Which filters a query has, as the letters `listingConditions` reads: its statements' shape. */
function shapeOf(query: ListingQuery): string {
  return [
    query.viewerId ? '' : 's',
    query.terms.annualFeeInr > 0 ? 'f' : '',
    query.gender ? 'g' : '',
    query.name ? 'n' : '',
    query.name && nameSearchOf(query.name) === 'beyondAscii' ? 'x' : '',
    query.age ? 'a' : '',
    query.income ? 'i' : '',
    query.verifiedOnly ? 'v' : '',
    query.moonSigns ? 'm' : '',
    query.after ? 'c' : '',
    query.order ? 'o' : '',
  ].join('');
}

/** A query's values, for the slots of its statements. */
function valuesOf(query: ListingQuery) {
  const today = query.age ? todayInIndia() : '';
  return {
    viewerId: query.viewerId,
    now: query.terms.now,
    gender: query.gender,
    namePattern: query.name ? containsPatternOf(query.name) : undefined,
    nameKeyPattern: query.name && nameSearchOf(query.name) === 'beyondAscii' ? nameKeyPatternOf(query.name) : undefined,
    ...(query.age ? birthDatesAged(today, query.age) : {}),
    incomeMin: query.income?.min,
    incomeMax: query.income?.max,
    moonSigns: query.moonSigns,
    afterCreatedAt: query.after?.createdAt,
    afterId: query.after?.id,
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * The ids of the profiles a viewer's listing shows with these filters that entered it within a
 * window, newest entry first: the listing's own conditions (`listingConditions`) and the window.
 */
const enteredIds = preparedStatement(
  'listing_entered',
  (db, shape: string, name) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(listingConditions(shape, { narrowing: true }))
      .orderBy(desc(enteredListingAt), desc(users.id))
      .limit(slot('limit'))
      .prepare(name),
  'eachRun',
);

/**
 * The profiles this viewer's listing shows with the query's filters that entered the listing after
 * `window.after` and up to `window.until`, newest entry first, at most `query.limit`: what a saved
 * search's alert calls new (docs/decisions/0040-saved-searches.md).
 */
export async function listEnteredProfiles(
  db: DbOrTx,
  query: ListingQuery & { viewerId: string },
  window: { after: Date; until: Date },
): Promise<ShownRow[]> {
  const found = await enteredIds(db, `${shapeOf({ ...query, after: undefined })}e`).execute({
    ...valuesOf(query),
    enteredAfter: window.after,
    enteredUntil: window.until,
  });
  return found.length === 0
    ? []
    : rowsInOrder(
        db,
        found.map((row) => row.id),
      );
}

/** One member's row, when the listing would show it to this viewer. */
export async function findListedProfile(
  db: DbOrTx,
  viewer: { id: string; gender: string | null },
  profileId: string,
  terms: SubscriptionTerms,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, profileId), listedFor(viewer, terms)))
    .limit(1);
  return row;
}

/**
 * What the details page reads of the viewer and of the profile, in one statement: the profile as
 * members are shown, and of the viewer their standing (`assertOpenViewer`), what a guna milan and
 * a match score read, and whether they record visits.
 */
const detailsColumns = {
  ...shownColumns,
  gender: users.gender,
  suspendedAt: users.suspendedAt,
  consentVersion: users.consentVersion,
  moonSign: users.moonSign,
  recordVisits: users.recordVisits,
};
export type DetailsRow = Pick<UserRow, keyof typeof detailsColumns>;

/** Prepared, its plan kept: every profile opened reads it. `shape` is `listedForValues`'. */
const viewerAndListedProfile = preparedStatement('details_rows', (db, shape: string, name) =>
  db
    .select(detailsColumns)
    .from(users)
    .where(or(eq(users.id, slot('viewerId')), and(eq(users.id, slot('profileId')), listedForSlots(shape))))
    .prepare(name),
);

/**
 * The viewer's row (undefined when the account has gone) and the profile's, when the listing
 * would show it to them, in one statement: the details page reads both (`detailsColumns`).
 */
export async function findViewerAndListedProfile(
  db: DbOrTx,
  viewer: { id: string; gender: string | null },
  profileId: string,
  terms: SubscriptionTerms,
): Promise<{ self?: DetailsRow; profile?: DetailsRow }> {
  const { shape, values } = listedForValues(viewer, terms);
  const rows = await viewerAndListedProfile(db, shape).execute({ ...values, profileId });
  // The listing never shows a viewer themself: their own id asked for is only their own row.
  return { self: rows.find((row) => row.id === viewer.id), profile: rows.find((row) => row.id !== viewer.id) };
}

type MatchFacts = Pick<UserRow, 'id' | 'userDetails' | 'dateOfBirth'>;

/** Prepared, its plan kept: the cards' scores are asked for with every page. `shape` is `listedForValues`'. */
const matchFactsStatement = preparedStatement('match_facts', (db, shape: string, name) =>
  db
    .select({ id: users.id, userDetails: users.userDetails, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(or(eq(users.id, slot('viewerId')), and(sql`${users.id} = any(${slot('ids')}::uuid[])`, listedForSlots(shape))))
    .prepare(name),
);

/**
 * What a match score reads of the viewer (`self`, undefined when the account has gone) and of
 * those of some profiles the listing would show them (`listed`), in one statement.
 */
export async function findMatchFacts(
  db: DbOrTx,
  viewer: { id: string; gender: string | null },
  profileIds: string[],
  terms: SubscriptionTerms,
): Promise<{ self?: MatchFacts; listed: MatchFacts[] }> {
  const { shape, values } = listedForValues(viewer, terms);
  const rows = await matchFactsStatement(db, shape).execute({ ...values, ids: profileIds });
  // The listing never shows a viewer themself: their own id asked for is only their own row.
  return { self: rows.find((row) => row.id === viewer.id), listed: rows.filter((row) => row.id !== viewer.id) };
}

/**
 * The listing's context of a member, as values in a statement (listing-cache.ts `ListingContext`):
 * the members a block stands between, and whether they have a live interest.
 */
export function listingContextColumns(memberId: AnyColumn, hasInterests: (memberId: AnyColumn) => SQL<boolean>) {
  return { blockedWith: blockedWithIds(memberId), hasInterests: hasInterests(memberId) };
}

/** Every member with a block between them and the viewer, either way (as the session's listing context has them). */
export async function blockedWith(db: DbOrTx, viewerId: string): Promise<string[]> {
  const [row] = await db.select({ ids: blockedWithIds(viewerId) }).from(ONE_ROW);
  return row?.ids ?? [];
}
