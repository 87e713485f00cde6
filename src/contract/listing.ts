import { z } from 'zod';
import { ok } from './envelope.js';
import { optionalText } from './fields.js';
import { LISTING_PAGES_BY_NUMBER, MIN_AGE_YEARS, NAME_SEARCH_MAX } from './limits.js';
import { decodeListingCursor, LISTING_CURSOR_MAX } from './listing-cursor.js';
import { GUNA_MILAN_MAX } from './reference/ranges.js';
import { userRecord } from './users.js';

/** "18-23": inclusive bounds within [floor, ceiling], the smaller first; empty means no filter. */
const rangeText = (floor: number, ceiling: number) =>
  z
    .string()
    .trim()
    .max(30)
    .refine((value) => {
      if (value === '') return true;
      const match = /^(\d{1,10})-(\d{1,10})$/.exec(value);
      if (!match) return false;
      const [min, max] = [Number(match[1]), Number(match[2])];
      return floor <= min && min <= max && max <= ceiling;
    }, 'validation.range')
    .optional();

/** How the listing orders and keeps profiles: newest first, the viewer's matches (decision 0042), or most complete first. */
export const LISTING_VIEWS = ['newest', 'matches', 'complete'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

/** Ages a listing may ask for: a profile's owner is at least MIN_AGE_YEARS and nobody is older than this. */
const AGE_FILTER_MAX = 120;
/** Yearly income in rupees: SPEC's top range ends at one crore; a hundred crore is beyond any member. */
const INCOME_FILTER_MAX = 1_000_000_000;

/**
 * Why a listing is empty for this viewer: only approved members with a profile (and, when the
 * service charges a fee, a running subscription) see others, so a fresh, pending, rejected or
 * unpaid account cannot read anyone's details. Before all of these, the member must have
 * accepted the policies in force (an account made by SPEC's bare registration call has not).
 */
export const LISTING_CLOSED_REASONS = [
  'CONSENT_REQUIRED',
  'PROFILE_INCOMPLETE',
  'PENDING_APPROVAL',
  'REJECTED',
  'SUSPENDED',
  'PAYMENT_REQUIRED',
] as const;
export type ListingClosedReason = (typeof LISTING_CLOSED_REASONS)[number];

export function parseRange(value: string | undefined): { min: number; max: number } | undefined {
  if (!value) return undefined;
  const [min, max] = value.split('-').map(Number) as [number, number];
  return { min, max };
}

/** Whether a view's pages come after a cursor: newest first's do; the ranked views page by number alone. */
export function pagesByCursor(view: ListingView | undefined): boolean {
  return (view ?? 'newest') === 'newest';
}

/**
 * Whether a page of this view can have another after it: by cursor, always; by number alone, up to
 * LISTING_PAGES_BY_NUMBER, the last page a number reaches.
 */
export function mayHaveNextPage(view: ListingView | undefined, page: number): boolean {
  return pagesByCursor(view) || page < LISTING_PAGES_BY_NUMBER;
}

/**
 * SPEC's getProfile body. `gender` is accepted for compatibility and ignored: the server shows
 * the opposite gender of the viewer's own profile. `cursor`, beside SPEC's `page`, asks for the
 * page after the one whose answer gave it (`nextCursor`); with it, `page` only numbers the answer.
 */
export const profileListingBody = z
  .strictObject({
    fullName: optionalText(NAME_SEARCH_MAX),
    age: rangeText(MIN_AGE_YEARS, AGE_FILTER_MAX),
    income: rangeText(0, INCOME_FILTER_MAX),
    page: z.coerce.number({ error: 'validation.mustBeNumber' }).int().min(1).max(100_000).default(1),
    gender: z.string().max(20).optional(),
    /** Only members whose identity an administrator verified. */
    verifiedOnly: z.boolean({ error: 'validation.choice' }).optional(),
    /**
     * Only profiles whose guna milan with the viewer is at least this (0–36); needs the viewer's own
     * rashi and nakshatra. Profiles without them are left out; 0 is no filter.
     */
    gunaMin: z.coerce
      .number({ error: 'validation.mustBeNumber' })
      .int('validation.choice')
      .min(0, 'validation.choice')
      .max(GUNA_MILAN_MAX, 'validation.choice')
      .optional(),
    /**
     * 'matches': "Matches for you", profiles that meet every must-have both ways, best mutual score
     * first; 'complete': most complete profiles first; both paged by `page` (a `cursor` is not
     * read). 'newest' (the default): newest first.
     */
    view: z.enum(LISTING_VIEWS, { error: 'validation.choice' }).optional(),
    /** Read once, here: the handler gets the position, or the call is a 400. */
    cursor: z
      .string({ error: 'validation.cursor' })
      .max(LISTING_CURSOR_MAX, 'validation.cursor')
      .transform((value, context) => {
        const position = decodeListingCursor(value);
        if (position) return position;
        context.addIssue({ code: 'custom', message: 'validation.cursor' });
        return z.NEVER;
      })
      .optional(),
  })
  // A page past LISTING_PAGES_BY_NUMBER comes after a cursor; the ranked views read none.
  .refine((body) => body.page <= LISTING_PAGES_BY_NUMBER || (body.cursor !== undefined && pagesByCursor(body.view)), {
    message: 'validation.pageByCursor',
    path: ['page'],
  });
export type ProfileListingBody = z.input<typeof profileListingBody>;

export const profileListingResponse = ok(
  z.object({
    /** Rows in this page. */
    count: z.number(),
    hasMore: z.boolean(),
    page: z.number(),
    /** Pass as `cursor` for the next page; null when there is none. */
    nextCursor: z.string().nullable(),
    userData: z.array(userRecord),
    /** Set when the viewer may not see profiles yet; the page is then empty. */
    reason: z.enum(LISTING_CLOSED_REASONS).optional(),
  }),
);
export type ProfileListing = z.infer<typeof profileListingResponse>['data'];

/** One profile for the details page, fresh from the server, with the interest between the two. */
export const profileParams = z.object({ id: z.string().max(64) });
export const profileDetailsResponse = ok(userRecord);
