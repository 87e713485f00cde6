import { THUMB_SIDE } from '../../../contract/limits.js';
import { AVATAR_WIDTH, CARD_WIDTHS, sizedPhotoUrl } from '../../../contract/photo-sizes.js';
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

/**
 * The card picture's sizes for the browser to choose from by the width it shows it at and the
 * screen's density: the thumbnail's smaller copies and the thumbnail itself. Undefined for a
 * picture that has none (a blurred copy, an old record with only the photo).
 */
export function cardSrcSet(thumbnail: string | undefined): string | undefined {
  if (!thumbnail || !sizedPhotoUrl(thumbnail, CARD_WIDTHS[0])) return undefined;
  return [...CARD_WIDTHS.map((width) => `${sizedPhotoUrl(thumbnail, width)} ${width}w`), `${thumbnail} ${THUMB_SIDE}w`].join(', ');
}

/** The header avatar's picture: the tiny copy, with the card size for dense screens. */
export function avatarPicture(photo: string | null): { src?: string; srcSet?: string } {
  const tiny = photo ? sizedPhotoUrl(photo, AVATAR_WIDTH) : null;
  if (!tiny) return photo ? { src: photo } : {};
  return { src: tiny, srcSet: `${tiny} ${AVATAR_WIDTH}w, ${sizedPhotoUrl(photo!, CARD_WIDTHS[0])} ${CARD_WIDTHS[0]}w` };
}

export const FALLBACK_PHOTO = '/images/profile-fallback.svg';
