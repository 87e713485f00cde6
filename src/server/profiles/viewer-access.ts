import type { ListingClosedReason } from '../../contract/listing.js';
import type { Config } from '../config.js';
import type { UserRow } from '../users/repository.js';
import { consentRequired } from '../users/standing.js';

/** The settings that decide whether a member may see others. */
export type ViewerRules = Pick<Config, 'ANNUAL_FEE_INR' | 'POLICY_VERSION'>;

/**
 * Why this member may not see other members' profiles now, or undefined when they may. Every
 * call that shows another member asks this first (the listing today; details, favourites and
 * interests as they come). Consent comes first: it is what an account is asked at sign-in.
 */
export function closedReasonFor(
  viewer: Pick<UserRow, 'status' | 'userDetails' | 'subscriptionUntil' | 'suspendedAt' | 'consentVersion'>,
  rules: ViewerRules,
  now: Date,
): ListingClosedReason | undefined {
  if (consentRequired(viewer, rules.POLICY_VERSION)) return 'CONSENT_REQUIRED';
  if (!viewer.userDetails) return 'PROFILE_INCOMPLETE';
  if (viewer.status === 'PENDING') return 'PENDING_APPROVAL';
  if (viewer.status !== 'ACTIVE') return 'REJECTED';
  if (viewer.suspendedAt) return 'SUSPENDED';
  // With a fee of 0 there is nothing to pay and nothing runs out.
  if (rules.ANNUAL_FEE_INR > 0 && !(viewer.subscriptionUntil && viewer.subscriptionUntil > now)) return 'PAYMENT_REQUIRED';
  return undefined;
}
