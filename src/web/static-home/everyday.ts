import type { ProfileListing } from '../../contract/listing.js';
import type { ActivityCounts } from '../../contract/notifications.js';
import type { UserInfo } from '../member/api/user-info.js';
import { homeNoticeDue } from '../member/home/standing-notice-due.js';
import { onboardingPath } from '../member/session/onboarding.js';

/** What the static first view was drawn from: the early reads' answers. */
export interface HomeAnswers {
  info: UserInfo | undefined;
  activity: ActivityCounts | undefined;
  listing: ProfileListing | undefined;
}

/**
 * Whether the home is the everyday one the static first view draws: the member onboarded, every
 * policy accepted and notice read, nothing to be told about their standing, their addresses
 * verified, the header's counts known, and profiles to show. Anything else is the app's to show,
 * at once (docs/decisions/0027-home-first-view-static.md).
 */
export function everydayHome({ info, activity, listing }: HomeAnswers): boolean {
  const standing = info?.standing;
  if (!info || !standing || onboardingPath(info) !== null) return false;
  if (standing.consent.required || !standing.safetyNoticeSeen || homeNoticeDue(standing)) return false;
  if (standing.subscription.renewalDue || (standing.subscription.required && !standing.subscription.active)) return false;
  if (!standing.emailVerified || (standing.mobileVerificationRequired && !standing.mobileVerified)) return false;
  if (!activity) return false;
  return Boolean(listing && !listing.reason && listing.userData.length > 0);
}
