import { PHOTO_MAX_SIDE, THUMB_SIDE } from '../../../contract/limits.js';
import { AVATAR_WIDTH, CARD_WIDTHS, PORTRAIT_WIDTHS, portraitPhotoUrl, sizedPhotoUrl } from '../../../contract/photo-sizes.js';

/** Cards on the first screen whose pictures are fetched at once, first, rather than when scrolled near. */
export const EAGER_CARDS = 4;

/**
 * How wide the card picture is shown, for the browser's choice among its sizes. Phones: a
 * 120 x 150 box the square picture covers, so 150 wide; from 600 px, one column of the grid
 * (two, three, then four, in the listing's container of at most 1536 px, less padding and gaps).
 */
export const CARD_PICTURE_SIZES =
  '(min-width: 1536px) 360px, (min-width: 1200px) calc(25vw - 24px), (min-width: 900px) calc(33vw - 27px), ' +
  '(min-width: 600px) calc(50vw - 32px), 150px';

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

/**
 * How wide the profile page shows its photo: the page's width less its padding on a phone and a
 * tablet, a 360 px column from 900 px (details-page.tsx).
 */
export const PORTRAIT_PICTURE_SIZES = '(min-width: 900px) 360px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 24px)';

/**
 * The profile page's picture: the photo's portrait copies for the browser to choose from, and
 * the photo itself (at most PHOTO_MAX_SIDE wide) for the widest boxes on dense screens. Just the
 * address for a picture that has none (a blurred copy, the stand-in).
 */
export function portraitPicture(photo: string): { src: string; srcSet?: string } {
  const smallest = portraitPhotoUrl(photo, PORTRAIT_WIDTHS[0]);
  if (!smallest) return { src: photo };
  const copies = PORTRAIT_WIDTHS.map((width) => `${portraitPhotoUrl(photo, width)} ${width}w`);
  return { src: smallest, srcSet: [...copies, `${photo} ${PHOTO_MAX_SIDE}w`].join(', ') };
}
