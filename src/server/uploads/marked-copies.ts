import type { FastifyBaseLogger } from 'fastify';
import { profileNumberOf } from '../../contract/profile-number.js';
import type { DbOrTx } from '../db/client.js';
import { faultSummary } from '../http/error-handler.js';
import { notFound } from '../http/errors.js';
import { readWhole, type FileStore } from '../storage/file-store.js';
import { keyOfUrl, markedCopyKey, markedKey, markedKeysOf, newFileId } from './file-names.js';
import { withImageSlot } from './image-queue.js';
import { markedCopiesOf } from './re-encode.js';
import { findMarkKey, findPhotoOwner, findPhotosWithoutMark, setMarkKey, type PhotoWithoutMark } from './repository.js';

/**
 * Makes one photo's marked copies (the photo, its thumbnail, the smaller copies) and records
 * them on its upload; answers the mark key kept, or null when the photo's file is gone.
 */
async function markOne(db: DbOrTx, files: FileStore, photo: PhotoWithoutMark): Promise<string | null> {
  const original = await readWhole(files, photo.fileKey);
  if (!original) return null;
  const made = markedKey(newFileId());
  const copies = await withImageSlot(() => markedCopiesOf(original, profileNumberOf(photo.userId)));
  const [image, thumb, ...sized] = markedKeysOf(made);
  const bodies = [copies.image, copies.thumbnail, ...copies.sized.map((copy) => copy.body)];
  const written = [image!, thumb!, ...sized];
  for (const [i, key] of written.entries()) await files.put(key, bodies[i]!);
  const kept = await setMarkKey(db, photo.uploadId, made);
  if (kept) return kept;
  // Another instance made them first: keep theirs.
  await Promise.all(written.map((key) => files.delete(key)));
  return findMarkKey(db, photo.uploadId);
}

/**
 * The key of the copy of a photo's file (`key`: the photo, its thumbnail, a smaller or a portrait
 * copy) that members other than its owner are served: the same picture with the mark. A photo
 * whose marked copies are missing gets them now, in the image queue; while that queue is full the
 * answer is 503 IMAGE_BUSY rather than the unmarked picture.
 */
export async function markedCopyKeyFor(
  db: DbOrTx,
  files: FileStore,
  photo: PhotoWithoutMark & { markKey: string | null },
  key: string,
): Promise<string> {
  const markKey = photo.markKey ?? (await markOne(db, files, photo));
  if (!markKey) throw notFound('FILE_NOT_FOUND');
  return markedCopyKey(markKey, key);
}

/**
 * The marked photo (full size) for the photo a profile names by `url`, as other members are
 * served it, for the pages and files that embed it (the biodata); null when there is none.
 */
export async function markedPhotoBytes(db: DbOrTx, files: FileStore, url: string): Promise<Buffer | null> {
  const key = keyOfUrl(url);
  const photo = key ? await findPhotoOwner(db, key) : undefined;
  if (!photo) return null;
  const markKey = photo.markKey ?? (await markOne(db, files, photo));
  return markKey ? readWhole(files, markKey) : null;
}

/**
 * Marked copies for saved photos that have none: photos from before they were made. The sweep
 * works through them a batch at a time, as it does the blurred copies; answers how many were made.
 */
export async function markMissingPhotos(db: DbOrTx, files: FileStore, log: FastifyBaseLogger, options: { limit: number }): Promise<number> {
  let done = 0;
  for (const photo of await findPhotosWithoutMark(db, options.limit)) {
    try {
      if (await markOne(db, files, photo)) done += 1;
    } catch (error) {
      log.warn({ ...faultSummary(error), userId: photo.userId }, 'could not make the marked copies of a photo');
    }
  }
  return done;
}
