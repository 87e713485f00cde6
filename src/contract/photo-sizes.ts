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
 * `url` with the end of its path replaced, its query (a private photo's `access`) kept; null when
 * its path is not `path`'s.
 */
function copyAddress(url: string, path: RegExp, ending: RegExp, replacement: string): string | null {
  const at = url.indexOf('?');
  const bare = at === -1 ? url : url.slice(0, at);
  if (!path.test(bare)) return null;
  return bare.replace(ending, replacement) + (at === -1 ? '' : url.slice(at));
}

/**
 * The address of a thumbnail's copy `width` pixels wide, its query kept; null for any address
 * that is not a thumbnail's (a blurred copy, a full photo), which has no smaller copies.
 */
export function sizedPhotoUrl(thumbnail: string, width: PhotoWidth): string | null {
  return copyAddress(thumbnail, THUMBNAIL, THUMBNAIL, `.w${width}.webp`);
}

/**
 * The photo's portrait copies: the profile page's picture, 4:5 as it shows it, in two widths (a
 * phone's screen, a dense one), as WebP. They follow from the photo's address the same way:
 *
 *   /api/files/photos/<id>.jpg?access=…      the photo
 *   /api/files/photos/<id>.p480.webp?access=… its portrait copy 480 pixels wide (600 high)
 *
 * and open with the photo's access token.
 */
export const PORTRAIT_WIDTHS = [480, 800] as const;
export type PortraitWidth = (typeof PORTRAIT_WIDTHS)[number];
/** Height to width of a portrait copy. */
export const PORTRAIT_HEIGHT_PER_WIDTH = 5 / 4;

const PHOTO = /\/photos\/[0-9a-f]{32}\.jpg$/;

/** The address of a photo's portrait copy `width` pixels wide, its query kept; null for any other address (a blurred copy, a thumbnail). */
export function portraitPhotoUrl(photo: string, width: PortraitWidth): string | null {
  return copyAddress(photo, PHOTO, /\.jpg$/, `.p${width}.webp`);
}
