import { ageInYears } from '../../contract/dates.js';
import { parseRange, type ProfileListing } from '../../contract/listing.js';
import { PROFILE_PAGE_SIZE } from '../../contract/limits.js';
import { preferencesOf } from '../../contract/preference-keys.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../users/require-user.js';
import type { ListingSession } from '../profiles/listing-cache.js';
import { cachedMatches, pageRows } from './cache.js';
import { matchViewerOf, rankMatches, type MatchFilters } from './repository.js';
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
    age: parseRange(input.age),
    income: parseRange(input.income),
    verifiedOnly: input.verifiedOnly,
    moonSigns: input.moonSigns,
  };
  const context = session?.context;
  // The viewer's preferences and facts are read only when the ranking is: a kept one needs neither.
  const entry = cachedMatches(db, `${viewer.id}|${JSON.stringify(filters)}`, context?.generation, async () => {
    const self = await requireUser(db, viewer.id);
    const age = self.dateOfBirth ? ageInYears(self.dateOfBirth) : null;
    return rankMatches(db, matchViewerOf(self, preferencesOf(self.userDetails), age), filters, rules.terms);
  });
  const ranked = await entry.read;
  // The ranking leaves blocks to this (a block moves no member's generation), as the shared
  // listing does: from the session's read, or read here without one.
  const blocked = new Set(context?.blockedWith ?? (await blockedWith(db, viewer.id)));
  const shown = blocked.size > 0 ? ranked.filter((match) => !blocked.has(match.id)) : ranked;
  const start = (input.page - 1) * PROFILE_PAGE_SIZE;
  const page = shown.slice(start, start + PROFILE_PAGE_SIZE);
  const ids = page.map((match) => match.id);
  const known = { noInterests: context?.hasInterests === false };
  // A page asked again, with nothing personal in it but the ranking, is the answer given before.
  const presentation = present.sharedPresentationKey(viewer, known);
  const key = presentation && `${input.page}|${shown.length}|${ids.join(',')}|${presentation}`;
  const kept = key ? entry.answers.get(key) : undefined;
  if (kept) return kept;
  const rows = await pageRows(entry, ids, () => rowsInOrder(db, ids));
  const listing: ProfileListing = {
    count: rows.length,
    hasMore: shown.length > start + PROFILE_PAGE_SIZE,
    page: input.page,
    nextCursor: null,
    userData: await present.presentToMember(db, viewer, rows, known),
  };
  if (key) entry.answers.set(key, listing);
  return listing;
}
