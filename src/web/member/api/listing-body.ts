import type { ProfileListing, ProfileListingBody } from '../../../contract/listing.js';

/** The orders beside newest first (the contract's LISTING_VIEWS, whose module would bring zod). */
const LISTING_VIEWS = ['matches', 'complete'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];
const isListingView = (value: string | null): boolean => (LISTING_VIEWS as readonly (string | null)[]).includes(value);

export interface ListingFilter {
  fullName?: string;
  age?: string;
  income?: string;
  verifiedOnly?: boolean;
  /** Guna milan with the viewer at least this (1–36). */
  gunaMin?: number;
  /** "Matches for you", best mutual score first (decision 0042); or most complete first. */
  view?: ListingView;
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
    ...(filter.gunaMin ? { gunaMin: filter.gunaMin } : {}),
    ...(filter.view ? { view: filter.view } : {}),
    page: pageParam.page,
    ...(pageParam.cursor ? { cursor: pageParam.cursor } : {}),
    ...(opposite ? { gender: opposite } : {}),
  };
}

/**
 * The page after `last`, when there is one: it starts after the last card shown (`cursor`); the
 * matches view, ranked once for the viewer, pages by number.
 */
export function nextListingPage(last: Pick<ProfileListing, 'page' | 'hasMore' | 'nextCursor'>): ListingPageParam | undefined {
  if (!last.hasMore) return undefined;
  return last.nextCursor ? { page: last.page + 1, cursor: last.nextCursor } : { page: last.page + 1 };
}

/**
 * The listing's filter as the home page's address carries it (`/home?fullName=…&age=…`): the
 * search box and the filter dialog are forms that submit to the address, with or without the
 * app's script, so the server draws a filtered first page as the app does.
 */
export function listingFilterFrom(params: URLSearchParams): ListingFilter {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const verified = params.get('verifiedOnly');
  const guna = Number(params.get('gunaMin'));
  return {
    ...(text('fullName') ? { fullName: text('fullName') } : {}),
    ...(text('age') ? { age: text('age') } : {}),
    ...(text('income') ? { income: text('income') } : {}),
    ...(verified === '1' || verified === 'true' || verified === 'on' ? { verifiedOnly: true } : {}),
    ...(Number.isInteger(guna) && guna >= 1 && guna <= 36 ? { gunaMin: guna } : {}),
    ...(isListingView(params.get('view')) ? { view: params.get('view') as ListingView } : {}),
  };
}

/** The address's fields for `filter` (the inverse of `listingFilterFrom`). */
export function listingParams(filter: ListingFilter): Record<string, string> {
  return {
    ...(filter.fullName ? { fullName: filter.fullName } : {}),
    ...(filter.age ? { age: filter.age } : {}),
    ...(filter.income ? { income: filter.income } : {}),
    ...(filter.verifiedOnly ? { verifiedOnly: '1' } : {}),
    ...(filter.gunaMin ? { gunaMin: String(filter.gunaMin) } : {}),
    ...(filter.view ? { view: filter.view } : {}),
  };
}

/** The home page's address for `filter`. */
export function listingSearch(filter: ListingFilter): string {
  const search = new URLSearchParams(listingParams(filter)).toString();
  return search ? `?${search}` : '';
}
