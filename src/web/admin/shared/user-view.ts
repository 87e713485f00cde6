import type { UserRecord } from '../../../contract/users.js';
import { profileName } from '../../profile/profile-name.js';

export { thumbnailOf } from '../../profile/profile-name.js';

/** The name an admin knows a user by; a member who has not filled in the profile yet has only contacts. */
export function displayNameOf(user: UserRecord): string {
  return profileName(user) || user.mobileNumber || user.email || user.id;
}

export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase();
}
