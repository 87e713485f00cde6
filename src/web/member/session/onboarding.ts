import type { UserRecord } from '../../../contract/users.js';
import { paths } from '../../lib/paths.js';

/** SPEC section 4: no details -> profile form; details but no photo -> photo upload; else home. */
export function onboardingPath(user: UserRecord): string | null {
  if (!user.userDetails) return paths.userDetails;
  if (!user.photoDetails?.profilePhoto) return paths.photoUpload;
  return null;
}

export function landingPathFor(user: UserRecord): string {
  return onboardingPath(user) ?? paths.home;
}
