import { THUMB_SIDE } from '../../../contract/limits.js';
import { AVATAR_WIDTH, CARD_WIDTHS, sizedPhotoUrl } from '../../../contract/photo-sizes.js';

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
