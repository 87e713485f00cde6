import type { UserRecord } from '../../../contract/users.js';
import { paths } from '../../lib/paths.js';
import type { UserInfo } from '../api/user-info.js';

/**
 * SPEC section 4: no details -> profile form; details but no photo -> photo upload; else home. An
 * approved member's first photo waiting for review counts: their part is done.
 */
export function onboardingPath(user: UserRecord): string | null {
  if (!user.userDetails) return paths.userDetails;
  if (!user.photoDetails?.profilePhoto && !user.photoDetails?.underReview) return paths.photoUpload;
  return null;
}

/** Where sign-in leads: the onboarding step left, the renew page when the subscription ran out, else home. */
export function landingPathFor(user: UserInfo): string {
  const next = onboardingPath(user);
  if (next) return next;
  const subscription = user.standing.subscription;
  return subscription.required && !subscription.active ? paths.renew : paths.home;
}
