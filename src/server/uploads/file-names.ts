import { randomBytes } from 'node:crypto';
import { PHOTO_WIDTHS, PORTRAIT_WIDTHS, type PhotoWidth, type PortraitWidth } from '../../contract/photo-sizes.js';

/**
 * How stored files are named, keyed and addressed. Photos, their blurred copies and documents
 * live in separate folders, so a document can never be reached through a photo's path, and a
 * blurred copy's name (an id of its own) says nothing of its photo's.
 *
 *   photos/<id>.jpg           the re-encoded photo          /api/files/photos/<id>.jpg
 *   photos/<id>.thumb.webp    its card thumbnail            /api/files/photos/<id>.thumb.webp
 *   photos/<id>.w160.webp     the thumbnail, smaller        /api/files/photos/<id>.w160.webp (PHOTO_WIDTHS)
 *   photos/<id>.p480.webp     the photo, 4:5, smaller       /api/files/photos/<id>.p480.webp (PORTRAIT_WIDTHS)
 *   blurred/<id2>.webp        the photo, blurred            /api/files/blurred/<id2>.webp
 *   marked/<id3>.jpg          the photo as other members    served under the photo's own address
 *   marked/<id3>.thumb.webp   see it, with the site's name   (and the thumbnail's, the smaller
 *   marked/<id3>.w160.webp    and the profile number         copies'): never addressed by itself
 *   marked/<id3>.p480.webp
 *   documents/<id>.jpg|.pdf   an identity document          /api/files/documents/<id>.jpg|.pdf
 */
export const FILES_PATH = '/api/files';

export type Folder = 'photos' | 'blurred' | 'documents';

export type DocumentExtension = 'jpg' | 'pdf';

const ID = '[0-9a-f]{32}';
/** The only names the serving routes accept: our own id and suffixes, so no path can be smuggled in. */
const NAME: Record<Folder, RegExp> = {
  photos: new RegExp(`^${ID}\\.(?:jpg|thumb\\.webp|w(?:${PHOTO_WIDTHS.join('|')})\\.webp|p(?:${PORTRAIT_WIDTHS.join('|')})\\.webp)$`),
  blurred: new RegExp(`^${ID}\\.webp$`),
  documents: new RegExp(`^${ID}\\.(?:jpg|pdf)$`),
};

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

/** 128 random bits: the name is the capability for public photos, so it must not be guessable. */
export function newFileId(): string {
  return randomBytes(16).toString('hex');
}

export const photoKey = (id: string) => `photos/${id}.jpg`;
/** Whether `key` is a photo's own file (`photos/<id>.jpg`), not a copy or another folder's. */
export const isPhotoKey = (key: string) => /^photos\/[0-9a-f]{32}\.jpg$/.test(key);
export const thumbnailKey = (id: string) => `photos/${id}.thumb.webp`;
const sizedKey = (thumbKey: string, width: PhotoWidth) => thumbKey.replace(/\.thumb\.webp$/, `.w${width}.webp`);
/** Every smaller copy of a thumbnail. */
export const sizedKeysOf = (thumbKey: string) => PHOTO_WIDTHS.map((width) => ({ width, key: sizedKey(thumbKey, width) }));
/**
 * Every portrait copy of a photo (or of its marked copy): `<id>.jpg` → `<id>.p480.webp`. They are
 * made on the first request for one of them, so a photo may not have them yet.
 */
export const portraitKeysOf = (photoKey: string) =>
  PORTRAIT_WIDTHS.map((width: PortraitWidth) => ({ width, key: photoKey.replace(/\.jpg$/, `.p${width}.webp`) }));
/** The photo a portrait copy was made from, whose owner and links decide who may open it; null for any other key. */
export function photoKeyOfPortrait(key: string): string | null {
  return /^(?:photos|marked)\/[0-9a-f]{32}\.p\d+\.webp$/.test(key) ? key.replace(/\.p\d+\.webp$/, '.jpg') : null;
}
export const blurredKey = (id: string) => `blurred/${id}.webp`;
export const markedKey = (id: string) => `marked/${id}.jpg`;

/**
 * The marked copies a photo's mark key stands for that are made with it: the photo, its thumbnail
 * and the thumbnail's smaller copies. Its portrait copies (`portraitKeysOf`) come later, on request.
 */
export function markedKeysOf(markKey: string): string[] {
  const thumb = markKey.replace(/\.jpg$/, '.thumb.webp');
  return [markKey, thumb, ...sizedKeysOf(thumb).map(({ key }) => key)];
}

/** The marked copy standing for a photo's file (`photos/<id>.jpg`, `.thumb.webp`, `.w160.webp` or `.p480.webp`). */
export function markedCopyKey(markKey: string, key: string): string {
  const suffix = /\.(thumb\.webp|[wp]\d+\.webp)$/.exec(key)?.[1];
  return suffix ? markKey.replace(/\.jpg$/, `.${suffix}`) : markKey;
}
export const documentKey = (id: string, extension: DocumentExtension) => `documents/${id}.${extension}`;

/** The thumbnail a smaller copy was made from, whose owner and links decide who may open it; null for any other key. */
export function thumbnailKeyOfSized(key: string): string | null {
  return /^photos\/[0-9a-f]{32}\.w\d+\.webp$/.test(key) ? key.replace(/\.w\d+\.webp$/, '.thumb.webp') : null;
}

/** The photo a thumbnail was cropped from. */
export const photoKeyOfThumbnail = (thumbKey: string) => thumbKey.replace(/\.thumb\.webp$/, '.jpg');

export const urlOf = (key: string) => `${FILES_PATH}/${key}`;

/** The file key for a name requested from a folder, or null for anything that is not one of ours. */
export function keyOf(folder: Folder, name: string): string | null {
  return NAME[folder].test(name) ? `${folder}/${name}` : null;
}

export function contentTypeOf(key: string): string {
  const suffix = Object.keys(CONTENT_TYPES).find((ending) => key.endsWith(ending));
  return suffix ? CONTENT_TYPES[suffix]! : 'application/octet-stream';
}

/**
 * The file key a URL from the upload call names. Clients may send it back as it was given
 * (a path) or made absolute by the browser; any query (a token) is ignored.
 */
export function keyOfUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const prefix = `${FILES_PATH}/`;
  if (!path.startsWith(prefix)) return null;
  const [folder, name, ...rest] = path.slice(prefix.length).split('/');
  if (rest.length > 0 || name === undefined || (folder !== 'photos' && folder !== 'documents')) return null;
  return keyOf(folder, name);
}
