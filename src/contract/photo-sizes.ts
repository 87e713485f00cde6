/**
 * The smaller copies made of every photo's square card thumbnail (THUMB_SIDE wide), so a phone
 * fetches the picture at the size it shows it. Their addresses follow from the thumbnail's:
 *
 *   /api/files/photos/<id>.thumb.webp?access=…   the thumbnail, as the API hands it out
 *   /api/files/photos/<id>.w160.webp?access=…    its copy 160 pixels wide
 *
 * so no new field is added to SPEC's answers, and a private photo's access token, signed for the
 * thumbnail, opens its smaller copies too (the same picture, for the same viewer).
 */
export const CARD_WIDTHS = [160, 240, 320] as const;
/** The header avatar: shown 36 pixels wide. */
export const AVATAR_WIDTH = 64;
export const PHOTO_WIDTHS = [AVATAR_WIDTH, ...CARD_WIDTHS] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

const THUMBNAIL = /\.thumb\.webp$/;

/**
 * The address of a thumbnail's copy `width` pixels wide, its query kept; null for any address
 * that is not a thumbnail's (a blurred copy, a full photo), which has no smaller copies.
 */
export function sizedPhotoUrl(thumbnail: string, width: PhotoWidth): string | null {
  const at = thumbnail.indexOf('?');
  const path = at === -1 ? thumbnail : thumbnail.slice(0, at);
  if (!THUMBNAIL.test(path)) return null;
  return path.replace(THUMBNAIL, `.w${width}.webp`) + (at === -1 ? '' : thumbnail.slice(at));
}
