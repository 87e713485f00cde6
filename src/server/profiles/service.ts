import { todayInIndia } from '../../contract/dates.js';
import { mutualMatchOf } from '../../contract/match-score.js';
import { moonSignCodesScoring } from '../../contract/horoscope/guna-milan.js';
import { MOON_SIGNS } from '../../contract/horoscope/moon-signs.js';
import { encodeListingCursor, type ListingPosition } from '../../contract/listing-cursor.js';
import { mayHaveNextPage, pagesByCursor, parseRange, type ListingView, type ProfileListing } from '../../contract/listing.js';
import { PROFILE_PAGE_SIZE } from '../../contract/limits.js';
import type { UserRecord } from '../../contract/users.js';
import type { Db, DbOrTx } from '../db/client.js';
import { isUuid } from '../db/uuid.js';
import type { SessionInfo } from '../http/auth.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ShownRow } from '../db/shown-columns.js';
import type { UserRow } from '../users/repository.js';
import { accountGone, requireUser } from '../users/require-user.js';
import { gunaMilanFor } from './guna-milan-for.js';
import { matchMemberOf } from './match-scores.js';
import { cachedListing, knownFromContext, type ListingSession, type SharedRows } from './listing-cache.js';
import { findListedProfile, findViewerAndListedProfile, listEnteredProfiles, listProfiles, type ListingQuery } from './repository.js';
import { assertOpenViewer, viewerStanding } from './viewer.js';
import { closedReasonFor, type ListingViewer, type ViewerRules } from './viewer-access.js';
import { genderShownTo } from './visibility.js';

/**
 * Other members' records as one viewer may read them (privacy/present-to-member.ts
 * `presentToMember`). Handed in by app.ts: privacy reads the listing's rules to present a member,
 * so profiles does not import it. `known.noInterests`: the viewer has no live interest at all.
 */
export type PresentToMember = (
  db: DbOrTx,
  viewer: Pick<UserRow, 'id' | 'status'>,
  rows: ShownRow[],
  /** `revealPerDay`: the answer carries contacts, at most this many new members a day (privacy's `PresentationOptions`). */
  known?: { noInterests?: boolean; revealPerDay?: number },
) => Promise<UserRecord[]>;

/** The listing's presenter: `presentToMember`, and the key under which viewers get the same records (`sharedPresentationKey`). */
export interface ListingPresenter {
  presentToMember: PresentToMember;
  /** The presenter of answers about members asked for one by one: with their contacts, under the daily cap. */
  revealing: PresentToMember;
  sharedPresentationKey(viewer: Pick<UserRow, 'status'>, known: { noInterests?: boolean }): string | undefined;
}

/**
 * "Matches for you" (matches/service.ts `matchesListingFor`), handed in by app.ts: it ranks the
 * listing's profiles with the listing's rules, so it sits above profiles.
 */
export type MatchesView = (
  db: Db,
  rules: ViewerRules,
  present: ListingPresenter,
  viewer: Pick<ListingViewer, 'id' | 'gender' | 'status'>,
  input: ListingInput & { moonSigns?: number[] },
  session?: ListingSession,
) => Promise<ProfileListing>;

export interface ListingInput {
  fullName?: string;
  age?: string;
  income?: string;
  verifiedOnly?: boolean;
  gunaMin?: number;
  /** 'matches': "Matches for you" (matches/service.ts); 'complete': most complete first; else newest first. */
  view?: ListingView;
  page: number;
  /** Where the page starts, read from the body's `cursor` by the contract. */
  cursor?: ListingPosition;
}

/**
 * The member's listing: approved profiles of the opposite gender of the viewer's own profile
 * (whatever the request says), never the viewer, never identity documents, and of each only what
 * its owner lets this viewer read. Only approved viewers who accepted the policies in force, with
 * a profile, and a running subscription when there is a fee, see anyone: anyone else gets an
 * empty page and the reason (viewer-access.ts), so registering is not a way to read members'
 * addresses and families. One row past the page tells whether another page exists, without
 * counting every match. A `cursor` (keyset paging) starts after the last profile of the page
 * that gave it, instead of counting past `page - 1` pages of matches. With the session's read of
 * the member (`session`, the route's), the page comes from pages shared by the viewers of one
 * gender (listing-cache.ts); what is presented, and the interests, are still this viewer's. The
 * answer is a shared object when it is the same for every viewer who gets it: never change it.
 */
export async function listingFor(
  db: Db,
  rules: ViewerRules,
  present: ListingPresenter,
  viewerId: string,
  input: ListingInput,
  session: ListingSession | undefined,
  matches: MatchesView,
): Promise<ProfileListing> {
  // The row read with the session at the start of this call, when there is one: the same moment
  // a separate read would see, one statement fewer.
  const read = session?.member?.id === viewerId ? session : undefined;
  const viewer = read?.member ?? (await requireUser(db, viewerId));
  const reason = closedReasonFor(viewer, rules);
  if (reason) return { count: 0, hasMore: false, page: input.page, nextCursor: null, userData: [], reason };
  const moonSigns = input.gunaMin ? moonSignsScoring(viewer, input.gunaMin) : undefined;
  if (input.view === 'matches') return matches(db, rules, present, viewer, { ...input, moonSigns }, read);
  // Most complete first pages by number: a cursor names a place in the newest-first order.
  const complete = input.view === 'complete';
  const byCursor = pagesByCursor(input.view);
  const after = byCursor ? input.cursor : undefined;
  const query: ListingQuery & { viewerId: string } = {
    ...filteredQuery(viewer, rules, input),
    after,
    ...(complete ? { order: 'complete' as const } : {}),
    offset: after ? 0 : (input.page - 1) * PROFILE_PAGE_SIZE,
    limit: PROFILE_PAGE_SIZE + 1,
  };
  const { rows, positions, answers }: SharedRows = read?.context
    ? await cachedListing(db, query, read.context)
    : await listProfiles(db, query);
  const known = knownFromContext(read?.context);
  // A viewer who gets the shared page as it is, and whom nothing personal is shown, gets the
  // answer the previous such viewer got: the same object, sent as the same bytes (routes.ts).
  const presentation = answers && present.sharedPresentationKey(viewer, known);
  const key = presentation && `${input.page}|${presentation}`;
  const kept = key ? answers.get(key) : undefined;
  if (kept) return kept;
  const hasMore = positions.length > PROFILE_PAGE_SIZE && mayHaveNextPage(input.view, input.page);
  const shown = new Set(positions.slice(0, PROFILE_PAGE_SIZE).map((position) => position.id));
  const page = rows.filter((row) => shown.has(row.id));
  const listing: ProfileListing = {
    count: page.length,
    hasMore,
    page: input.page,
    nextCursor: hasMore && byCursor ? encodeListingCursor(positions[PROFILE_PAGE_SIZE - 1]!) : null,
    userData: await present.presentToMember(db, viewer, page, known),
  };
  if (key) answers.set(key, listing);
  return listing;
}

/** The listing's filters: what a listing call asks for besides its page, and what a saved search keeps. */
export type ListingFilters = Omit<ListingInput, 'page' | 'cursor'>;

/**
 * Whom this viewer's listing shows with these filters, as a query: their own id and terms, the
 * gender they are shown, and each filter as the repository reads it.
 */
function filteredQuery(
  viewer: Pick<UserRow, 'id' | 'gender' | 'moonSign'>,
  rules: ViewerRules,
  filters: ListingFilters,
): Omit<ListingQuery, 'offset' | 'limit'> & { viewerId: string } {
  return {
    viewerId: viewer.id,
    terms: rules.terms,
    gender: genderShownTo(viewer.gender),
    name: filters.fullName?.trim() || undefined,
    age: parseRange(filters.age),
    income: parseRange(filters.income),
    verifiedOnly: filters.verifiedOnly,
    moonSigns: filters.gunaMin ? moonSignsScoring(viewer, filters.gunaMin) : undefined,
  };
}

/**
 * The profiles that entered this viewer's listing with these filters after `window.after` and up
 * to `window.until`, newest first, at most `limit`, presented as the listing presents them to the
 * viewer: a saved search's alert (docs/decisions/0040-saved-searches.md). None for a viewer who
 * may see no profile now (viewer-access.ts), and none for a guna milan filter the viewer's own
 * profile can no longer answer.
 */
export async function enteredListingFor(
  db: DbOrTx,
  rules: ViewerRules,
  present: PresentToMember,
  viewer: UserRow,
  filters: ListingFilters,
  window: { after: Date; until: Date },
  limit: number,
): Promise<UserRecord[]> {
  if (closedReasonFor(viewer, rules)) return [];
  if (filters.gunaMin && !gunaMilanAnswerable(viewer)) return [];
  const rows = await listEnteredProfiles(db, { ...filteredQuery(viewer, rules, filters), offset: 0, limit }, window);
  return present(db, viewer, rows);
}

/**
 * Whether these filters are ones the listing answers for this viewer: a guna milan filter needs
 * the viewer's own rashi and nakshatra (else the listing's 400 GUNA_MILAN_UNAVAILABLE).
 */
export function assertListingFilters(viewer: Pick<UserRow, 'moonSign' | 'gender'>, filters: Pick<ListingFilters, 'gunaMin'>): void {
  if (filters.gunaMin) moonSignsScoring(viewer, filters.gunaMin);
}

function gunaMilanAnswerable(viewer: Pick<UserRow, 'moonSign' | 'gender'>): boolean {
  return viewer.moonSign !== null && MOON_SIGNS[viewer.moonSign] !== undefined && (viewer.gender === 'Male' || viewer.gender === 'Female');
}

/**
 * The moon signs whose guna milan with the viewer's is at least `minimum`, from the viewer's moon
 * sign column (read with the session, like the rest the listing needs of the viewer). The viewer's
 * gender says which side of the match they are (guna milan counts from the bride to the groom).
 */
function moonSignsScoring(viewer: Pick<UserRow, 'moonSign' | 'gender'>, minimum: number): number[] {
  const moon = viewer.moonSign === null ? undefined : MOON_SIGNS[viewer.moonSign];
  const side = viewer.gender === 'Male' ? 'groom' : viewer.gender === 'Female' ? 'bride' : undefined;
  if (!moon || !side) throw badRequest('GUNA_MILAN_UNAVAILABLE');
  return moonSignCodesScoring(moon, side, minimum);
}

/**
 * One profile for the details page, as the listing would show it to this viewer, with the
 * interest between the two. A profile the listing would not show (paused, blocked either way,
 * not approved, the same gender, or no such id) is simply not found. Whether the viewer may see
 * profiles is read from their session's copy first (`viewerStanding`), then their row and the
 * profile's in one statement, the row asked once more.
 */
export async function profileFor(
  db: Db,
  rules: ViewerRules,
  present: PresentToMember,
  session: Pick<SessionInfo, 'subjectId' | 'member'> & Pick<ListingSession, 'context'>,
  profileId: string,
  /** Told of the page shown, with the viewer's row as read here (visits records it). */
  opened?: (viewer: Pick<UserRow, 'id' | 'recordVisits'>, profileId: string) => Promise<void>,
): Promise<UserRecord> {
  const standing = await viewerStanding(db, session);
  assertOpenViewer(standing, rules);
  if (!isUuid(profileId)) throw notFound('PROFILE_NOT_FOUND');
  const { self: viewer, profile } = await findViewerAndListedProfile(db, standing, profileId, rules.terms);
  if (!viewer) throw accountGone();
  assertOpenViewer(viewer, rules);
  const [record] = profile ? await present(db, viewer, [profile], knownFromContext(session.context)) : [];
  if (!record) throw notFound('PROFILE_NOT_FOUND');
  await opened?.(viewer, record.id);
  const gunaMilan = gunaMilanFor(viewer, { gender: record.userDetails?.personalDetails?.gender ?? null, userDetails: record.userDetails });
  const today = todayInIndia();
  const match = mutualMatchOf(matchMemberOf(viewer, today), { userDetails: record.userDetails, age: record.age }, today);
  return { ...record, ...(gunaMilan ? { gunaMilan } : {}), match };
}

/**
 * The profile as the details page shows it to this viewer now, or undefined when it would not
 * (the viewer may not see profiles, or the listing would not show this one, or no such id): for
 * what may only be done to a member one was shown (blocks/shown.ts). The rule is the details
 * page's own: `closedReasonFor` for the viewer and `listedFor` (visibility.ts) for the profile,
 * which `profileFor` reads in the statement that reads the viewer's row.
 */
export async function shownProfile(
  db: DbOrTx,
  rules: ViewerRules,
  present: PresentToMember,
  viewer: UserRow,
  profileId: string,
): Promise<UserRecord | undefined> {
  if (closedReasonFor(viewer, rules) || !isUuid(profileId)) return undefined;
  const row = await findListedProfile(db, viewer, profileId, rules.terms);
  if (!row) return undefined;
  const [record] = await present(db, viewer, [row]);
  return record;
}

/** Whom a viewer may be shown, as interests and private photos ask it: the listing's rule for one profile. */
export { findListedProfile } from './repository.js';

/** Rows by id in the order given, as the listing reads a page's, and a viewer's blocks: the matches view's pages read both. */
export { blockedWith, rowsInOrder } from './repository.js';
