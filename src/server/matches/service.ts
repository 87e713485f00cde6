import { ageInYears, birthDatesAged, todayInIndia } from '../../contract/dates.js';
import { mayHaveNextPage, parseRange, type ProfileListing } from '../../contract/listing.js';
import { PROFILE_PAGE_SIZE } from '../../contract/limits.js';
import { preferencesOf } from '../../contract/preference-keys.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../users/require-user.js';
import { knownFromContext, type ListingSession } from '../profiles/listing-cache.js';
import { cachedMatches, pageRows } from './cache.js';
import { matchViewerOf, rankMatches, type MatchFilters, type RankedMatch } from './repository.js';
import { blockedWith, rowsInOrder, type ListingInput, type ListingPresenter } from '../profiles/service.js';
import type { ListingViewer, ViewerRules } from '../profiles/viewer-access.js';
import { genderShownTo } from '../profiles/visibility.js';

/**
 * "Matches for you" (docs/decisions/0042-matches-view.md): the listing's profiles, filters and
 * privacy, keeping only those that meet every must-have both ways, best mutual score first. The
 * ranking is the viewer's own, read once and kept while nothing is written to members
 * (cache.ts); a page is a slice of it, presented as the listing presents profiles.
 */
export async function matchesListingFor(
  db: Db,
  rules: ViewerRules,
  present: ListingPresenter,
  viewer: Pick<ListingViewer, 'id' | 'gender' | 'status'>,
  input: ListingInput & { moonSigns?: number[] },
  session?: ListingSession,
): Promise<ProfileListing> {
  const filters: MatchFilters = {
    gender: genderShownTo(viewer.gender),
    name: input.fullName?.trim() || undefined,
    verifiedOnly: input.verifiedOnly,
  };
  const context = session?.context;
  // The viewer's preferences and facts are read only when the ranking is: a kept one needs neither.
  // One ranking serves every age, income and moon sign asked of it (rangesOf).
  const entry = cachedMatches(db, `${viewer.id}|${JSON.stringify(filters)}`, { viewerId: viewer.id, gender: filters.gender }, async () => {
    const self = await requireUser(db, viewer.id);
    const age = self.dateOfBirth ? ageInYears(self.dateOfBirth) : null;
    return rankMatches(db, matchViewerOf(self, preferencesOf(self.userDetails), age), filters, rules.terms);
  });
  const ranked = await entry.read;
  // The ranking leaves blocks to this (a block changes no ranking), as the shared
  // listing does: from the session's read, or read here without one.
  const blocked = new Set(context?.blockedWith ?? (await blockedWith(db, viewer.id)));
  const inRanges = rangesOf(input);
  const shown = ranked.filter((match) => !blocked.has(match.id) && inRanges(match));
  const start = (input.page - 1) * PROFILE_PAGE_SIZE;
  const page = shown.slice(start, start + PROFILE_PAGE_SIZE);
  const ids = page.map((match) => match.id);
  const known = knownFromContext(context);
  // A page asked again, with nothing personal in it but the ranking, is the answer given before.
  const presentation = present.sharedPresentationKey(viewer, known);
  const key = presentation && `${input.page}|${shown.length}|${ids.join(',')}|${presentation}`;
  const kept = key ? entry.answers.get(key) : undefined;
  if (kept) return kept;
  const rows = await pageRows(entry, ids, () => rowsInOrder(db, ids));
  const listing: ProfileListing = {
    count: rows.length,
    hasMore: shown.length > start + PROFILE_PAGE_SIZE && mayHaveNextPage(input.view, input.page),
    page: input.page,
    nextCursor: null,
    userData: await present.presentToMember(db, viewer, rows, known),
  };
  if (key) entry.answers.set(key, listing);
  return listing;
}

/**
 * The listing's range filters as a test of a ranked profile, with the listing's own bounds
 * (profiles/repository.ts): born on or before the day the youngest age is reached and after the
 * day past the oldest, an income within the range, a moon sign among those asked. A profile that
 * does not say is not in a range.
 */
function rangesOf(input: ListingInput & { moonSigns?: number[] }): (match: RankedMatch) => boolean {
  const age = parseRange(input.age);
  const income = parseRange(input.income);
  const moonSigns = input.moonSigns && new Set(input.moonSigns);
  const today = todayInIndia();
  const { bornBy, bornAfter } = age ? birthDatesAged(today, age) : {};
  return (match) =>
    (!age || (match.dateOfBirth !== null && match.dateOfBirth <= bornBy! && match.dateOfBirth > bornAfter!)) &&
    (!income || (match.income !== null && match.income >= income.min && match.income <= income.max)) &&
    (!moonSigns || (match.moonSign !== null && moonSigns.has(match.moonSign)));
}
