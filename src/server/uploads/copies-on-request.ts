import type { FastifyBaseLogger } from 'fastify';
import { readWhole, type FileStore } from '../storage/file-store.js';
import { AppError } from '../http/errors.js';
import { faultSummary } from '../http/error-handler.js';
import { openFile, type ServedFile } from './file-access.js';
import { contentTypeOf, photoKeyOfPortrait, photoKeyOfThumbnail, portraitKeysOf, sizedKeysOf, thumbnailKeyOfSized } from './file-names.js';
import { withImageSlot } from './image-queue.js';
import { portraitsOf, sizedCopiesOf } from './re-encode.js';

/** How a family of copies is made: from which stored file, which file answers meanwhile, and the copies. */
interface Recipe {
  source: string;
  standIn: string;
  make: (source: Buffer) => Promise<{ key: string; body: Buffer }[]>;
}

const byWidth = <W>(keys: { width: W; key: string }[], copies: { width: W; body: Buffer }[]) =>
  keys.map(({ width, key }) => ({ key, body: copies.find((copy) => copy.width === width)!.body }));

/**
 * The copies a request may make: a thumbnail's smaller copies (cut from the photo, as at upload)
 * and a photo's portrait copies (from the photo, or from the marked photo for its marked ones).
 */
function recipeOf(key: string): Recipe | null {
  const thumbKey = thumbnailKeyOfSized(key);
  if (thumbKey) {
    return {
      source: photoKeyOfThumbnail(thumbKey),
      standIn: thumbKey,
      make: async (photo) => byWidth(sizedKeysOf(thumbKey), await sizedCopiesOf(photo)),
    };
  }
  const photoKey = photoKeyOfPortrait(key);
  if (photoKey)
    return { source: photoKey, standIn: photoKey, make: async (photo) => byWidth(portraitKeysOf(photoKey), await portraitsOf(photo)) };
  return null;
}

/**
 * A stored photo file, and whether it is the file itself (false: another stood in).
 *
 * Copies not made at upload (portrait copies, and smaller copies of photos stored before those
 * were made) are made, all of a family at once, on the first request for any of them; every later
 * request finds the file. When the image queue is full, the file they are cut from answers
 * instead, for this once, so a page of such photos never fails to show.
 */
export async function openPhotoFile(files: FileStore, key: string, log: FastifyBaseLogger): Promise<{ file: ServedFile; exact: boolean }> {
  const recipe = recipeOf(key);
  if (!recipe) return { file: await openFile(files, key), exact: true };
  const stored = await files.get(key);
  if (stored) return { file: { ...stored, contentType: contentTypeOf(key) }, exact: true };
  try {
    const source = await readWhole(files, recipe.source);
    if (source) {
      for (const copy of await withImageSlot(() => recipe.make(source))) await files.put(copy.key, copy.body);
      return { file: await openFile(files, key), exact: true };
    }
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'IMAGE_BUSY')) {
      log.warn({ ...faultSummary(error), key }, 'could not make the copies of a photo');
    }
  }
  return { file: await openFile(files, recipe.standIn), exact: false };
}
