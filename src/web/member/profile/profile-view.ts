import type { UserRecord } from '../../../contract/users.js';
import { storedText } from '../../lib/format.js';

type Group = 'personalDetails' | 'basicDetails' | 'familyDetails' | 'addressDetails' | 'partnerpreferences';

/** A value of one profile group as text ('' when missing): stored groups are loosely typed. */
export function field(profile: UserRecord, group: Group, key: string): string {
  const value = profile.userDetails?.[group]?.[key];
  return storedText(value).trim();
}

/** First, middle and last name joined (SPEC section 3), preferring the stored full name. */
export function fullName(profile: UserRecord): string {
  const stored = field(profile, 'personalDetails', 'fullName');
  if (stored) return stored;
  return ['firstName', 'middleName', 'lastName']
    .map((key) => field(profile, 'personalDetails', key))
    .filter(Boolean)
    .join(' ');
}

/** The small image for cards, falling back to the full photo. */
export function thumbnailOf(profile: UserRecord): string | undefined {
  return profile.photoDetails?.thumbnail || profile.photoDetails?.profilePhoto || undefined;
}

export const FALLBACK_PHOTO = '/images/profile-fallback.svg';
