import { and, eq, gt, isNull, ne, notExists, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { blocks, users } from '../db/schema.js';
import type { SubscriptionTerms } from '../payments/subscription.js';
import { slot } from '../db/prepared.js';
import { isConstant } from '../db/constants.js';

/** A value, or a slot for it in a prepared statement (db/prepared.ts). */
type Bound<T> = T | Placeholder;
/** The subscription's terms; the moment may be a prepared statement's slot. */
type BoundTerms = Pick<SubscriptionTerms, 'annualFeeInr'> & { now: Bound<Date> };

/**
 * The one rule for whether a member's profile may be shown to another member, anywhere: in the
 * listing, in favourites, in interests, on the details page. What holds for every viewer
 * (`shownToMembers`), and then: not the viewer, no block between the two in either direction,
 * and the viewer is not suspended themself (docs/decisions/0009-member-model.md,
 * 0010-payments-collected.md, 0015-moderation.md). Callers pass `subscriptionTerms(config)`.
 */
export function shownTo(viewerId: Bound<string>, terms: BoundTerms): SQL {
  return and(shownToMembers(terms), ne(users.id, viewerId), notBlockedWith(viewerId), viewerNotSuspended(viewerId))!;
}

/**
 * The half of `shownTo` that is the same for every viewer: approved, not suspended, not held back
 * by reports, not paused by its owner, and, when the service charges a fee, a subscription that
 * runs at `terms.now`. The listing's shared cache reads pages with this alone and takes out the
 * viewer's own exceptions afterwards (listing-cache.ts).
 */
export function shownToMembers(terms: BoundTerms): SQL {
  return and(
    isConstant(users.status, 'ACTIVE'),
    isNull(users.suspendedAt),
    isNull(users.reportHiddenAt),
    isNull(users.pausedAt),
    // With a fee of 0 nothing expires (subscriptionActive says the same for one member).
    terms.annualFeeInr > 0 ? gt(users.subscriptionUntil, terms.now) : undefined,
  )!;
}

/** A suspended member sees nobody, wherever this rule is asked (evaluated once per query). */
function viewerNotSuspended(viewerId: Bound<string>): SQL {
  return sql`not exists (select 1 from ${users} as viewer where viewer.id = ${viewerId} and viewer.suspended_at is not null)`;
}

const OPPOSITE: Record<string, string> = { Male: 'Female', Female: 'Male' };

/** The gender a member sees: the opposite of their own profile's, or every gender when it is 'other' or unset. */
export function genderShownTo(viewerGender: string | null): string | undefined {
  return viewerGender ? OPPOSITE[viewerGender] : undefined;
}

/**
 * What the listing would show this viewer: `shownTo` and the opposite gender rule. Everything a
 * member reaches from a profile (details, interests, favourites) goes through this, so nothing
 * can be reached that the listing would not show.
 */
export function listedFor(viewer: { id: string; gender: string | null }, terms: SubscriptionTerms): SQL {
  return listedWith(viewer.id, genderShownTo(viewer.gender), terms);
}

/** `shownTo` and, when the viewer sees one gender, that gender: `listedFor`'s rule, with values or slots. */
function listedWith(viewerId: Bound<string>, gender: Bound<string> | undefined, terms: BoundTerms): SQL {
  return gender ? and(shownTo(viewerId, terms), eq(users.gender, gender))! : shownTo(viewerId, terms);
}

/** The values of `listedFor` for a prepared statement (`listedForSlots`), and the shape they make. */
export type ListedValues = {
  viewerId: string;
  gender?: string;
  now: Date;
};

/**
 * `listedFor` for this viewer and terms, as a prepared statement takes it: its shape (`g` a gender
 * shown, `f` a fee charged, so subscriptions must run) and the values of `listedForSlots`' slots.
 */
export function listedForValues(
  viewer: { id: string; gender: string | null },
  terms: SubscriptionTerms,
): { shape: string; values: ListedValues } {
  const gender = genderShownTo(viewer.gender);
  return {
    shape: `${gender ? 'g' : ''}${terms.annualFeeInr > 0 ? 'f' : ''}`,
    values: { viewerId: viewer.id, ...(gender ? { gender } : {}), now: terms.now },
  };
}

/**
 * `listedFor` with slots for its values (`viewerId`, `gender`, `now`), for a prepared statement of
 * `shape` (`listedForValues`): the same rule, planned once for every viewer.
 */
export function listedForSlots(shape: string): SQL {
  return listedWith(slot('viewerId'), shape.includes('g') ? slot('gender') : undefined, {
    annualFeeInr: shape.includes('f') ? 1 : 0,
    now: slot('now'),
  });
}

/** Neither has blocked the other. */
function notBlockedWith(viewerId: Bound<string>): SQL {
  return notExists(
    sql`(select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id}) or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId}))`,
  );
}

/**
 * The ids of every member with a block between them and `viewerId`, either way, as one array
 * value: what the listing's shared pages leave out for this viewer (listing-cache.ts).
 */
export function blockedWithIds(viewerId: AnyColumn | Bound<string>): SQL<string[]> {
  return sql<
    string[]
  >`array(select case when ${blocks.blockerId} = ${viewerId} then ${blocks.blockedId} else ${blocks.blockerId} end from ${blocks} where ${blocks.blockerId} = ${viewerId} or ${blocks.blockedId} = ${viewerId})::text[]`;
}
