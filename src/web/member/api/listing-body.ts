import type { ProfileListing, ProfileListingBody } from '../../../contract/listing.js';

export interface ListingFilter {
  fullName?: string;
  age?: string;
  income?: string;
  verifiedOnly?: boolean;
}

/** The page to ask for: its number, and after page 1 where the last one ended. */
export interface ListingPageParam {
  page: number;
  cursor?: string;
}

/** SPEC section 6: a member sees the opposite gender; 'other' or unset sends none. */
function oppositeGender(gender: string | null): string | undefined {
  if (gender === 'Male') return 'Female';
  if (gender === 'Female') return 'Male';
  return undefined;
}

/**
 * The body of POST /api/user/getProfile for a page of the listing, written in one place for the
 * app's query and the page's early read of the first page (early/early-reads.ts): the same call
 * must read the same, key for key, for the app to take the early answer.
 */
export function listingBody(filter: ListingFilter, pageParam: ListingPageParam, gender: string | null): ProfileListingBody {
  const opposite = oppositeGender(gender);
  return {
    ...(filter.fullName ? { fullName: filter.fullName } : {}),
    ...(filter.age ? { age: filter.age } : {}),
    ...(filter.income ? { income: filter.income } : {}),
    ...(filter.verifiedOnly ? { verifiedOnly: true } : {}),
    page: pageParam.page,
    ...(pageParam.cursor ? { cursor: pageParam.cursor } : {}),
    ...(opposite ? { gender: opposite } : {}),
  };
}

/** The page after `last`, when there is one: it starts after the last card shown (`cursor`). */
export function nextListingPage(last: Pick<ProfileListing, 'page' | 'hasMore' | 'nextCursor'>): ListingPageParam | undefined {
  return last.hasMore && last.nextCursor ? { page: last.page + 1, cursor: last.nextCursor } : undefined;
}
