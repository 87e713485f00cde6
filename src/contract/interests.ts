import { z } from 'zod';
import { ok } from './envelope.js';
import { LISTING_CLOSED_REASONS } from './listing.js';
import { interestState, userRecord } from './users.js';

/** New interests a member may send in one day (India's calendar day) unless INTEREST_DAILY_LIMIT says otherwise. */
export const INTEREST_DAILY_LIMIT_DEFAULT = 20;
export const INTEREST_PAGE_SIZE = 20;

/** The tabs of the interests page: received (waiting for my answer), sent (waiting for theirs), accepted (either way). */
export const INTEREST_TABS = ['received', 'sent', 'accepted'] as const;
export type InterestTab = (typeof INTEREST_TABS)[number];

const INTEREST_ACTIONS = ['accept', 'decline', 'withdraw'] as const;
export type InterestAction = (typeof INTEREST_ACTIONS)[number];

export const interestListQuery = z.object({
  tab: z.enum(INTEREST_TABS).default('received'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const interestParams = z.object({ id: z.string().uuid(), action: z.enum(INTEREST_ACTIONS) });

/**
 * An interest between the viewer and the member of `profile`, as the viewer may know it. A
 * declined interest reads PENDING to its sender: declining is silent.
 */
const interestItem = z.object({
  id: z.string(),
  direction: z.enum(['SENT', 'RECEIVED']),
  status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED']),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  /** For a received interest: whether the viewer has seen it (unseen ones make the header's count). */
  seen: z.boolean(),
  profile: userRecord,
});
export type InterestItem = z.infer<typeof interestItem>;

export const interestListResponse = ok(
  z.object({
    tab: z.enum(INTEREST_TABS),
    items: z.array(interestItem),
    page: z.number(),
    hasMore: z.boolean(),
    /** Set when the viewer may not see profiles yet; the list is then empty. */
    reason: z.enum(LISTING_CLOSED_REASONS).optional(),
  }),
);
export type InterestList = z.infer<typeof interestListResponse>['data'];

/** The interest after a send, accept, decline or withdraw (null once withdrawn). */
export const interestChangeResponse = ok(z.object({ interest: interestState.nullable(), message: z.string() }));
export type InterestChange = z.infer<typeof interestChangeResponse>['data'];
