import type { ListingClosedReason } from '../../contract/listing.js';
import type { Config } from '../config.js';
import { subscriptionActive, subscriptionTerms, type SubscriptionTerms } from '../payments/subscription.js';
import type { UserRow } from '../users/repository.js';
import { consentRequired } from '../users/standing.js';

/** What decides whether a member may see others now: the subscription's terms and the policies in force. */
export interface ViewerRules {
  terms: SubscriptionTerms;
  policyVersion: string;
}

export function viewerRules(config: Pick<Config, 'ANNUAL_FEE_INR' | 'POLICY_VERSION'>, now: Date = new Date()): ViewerRules {
  return { terms: subscriptionTerms(config, now), policyVersion: config.POLICY_VERSION };
}

/**
 * What decides whether a member may see others now (`closedReasonFor`), with their id, gender and
 * moon sign: whether they have a profile (`userDetails`) counts, not what it says. A whole row is
 * one; so is the row their session is found with (`ListingViewer`).
 */
export interface ViewerStanding extends Pick<
  UserRow,
  'id' | 'status' | 'gender' | 'subscriptionUntil' | 'suspendedAt' | 'consentVersion' | 'moonSign'
> {
  userDetails: unknown;
}

/**
 * What the listing needs of its viewer, read in the session's statement (sessions/repository.ts):
 * their standing, and only whether they have a profile (`userDetails` is `true` or null), not the
 * profile itself, whose reading and parsing cost more than the rest of a listing served from
 * shared pages.
 */
export interface ListingViewer extends ViewerStanding {
  userDetails: true | null;
}

/**
 * Why this member may not see other members' profiles now, or undefined when they may. Every
 * call that shows another member asks this first (the listing today; details, favourites and
 * interests as they come). Consent comes first: it is what an account is asked at sign-in.
 */
export function closedReasonFor(
  viewer: Pick<ViewerStanding, 'status' | 'subscriptionUntil' | 'suspendedAt' | 'consentVersion' | 'userDetails'>,
  rules: ViewerRules,
): ListingClosedReason | undefined {
  if (consentRequired(viewer, rules.policyVersion)) return 'CONSENT_REQUIRED';
  if (!viewer.userDetails) return 'PROFILE_INCOMPLETE';
  if (viewer.status === 'PENDING') return 'PENDING_APPROVAL';
  if (viewer.status !== 'ACTIVE') return 'REJECTED';
  if (viewer.suspendedAt) return 'SUSPENDED';
  if (!subscriptionActive(viewer.subscriptionUntil, rules.terms)) return 'PAYMENT_REQUIRED';
  return undefined;
}
