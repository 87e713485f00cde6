import type { ProfileListing } from '../../contract/listing.js';
import type { UserInfo } from '../member/api/user-info.js';
import { homeNoticeDue } from '../member/home/standing-notice-due.js';
import { onboardingPath } from '../member/session/onboarding.js';
import { verificationDue } from '../member/verification/verification-due.js';

/**
 * Whether the member's home is the everyday one the static first view draws: the member
 * onboarded, every policy accepted and notice read, nothing to be told about their standing,
 * and their addresses verified. Anything else is the app's to show, at once
 * (docs/decisions/0027-home-first-view-static.md).
 */
export function everydayMember(info: UserInfo | undefined): info is UserInfo {
  const standing = info?.standing;
  if (!info || !standing || onboardingPath(info) !== null) return false;
  if (standing.consent.required || !standing.safetyNoticeSeen || homeNoticeDue(standing)) return false;
  if (standing.subscription.renewalDue || (standing.subscription.required && !standing.subscription.active)) return false;
  const due = verificationDue(standing);
  return !due.email && !due.mobile;
}

/** Whether the listing is the everyday one: profiles to show, not a closed or empty listing with its reason. */
export function everydayListing(listing: ProfileListing | undefined): listing is ProfileListing {
  return Boolean(listing && !listing.reason && listing.userData.length > 0);
}
