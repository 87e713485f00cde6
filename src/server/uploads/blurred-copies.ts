import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { faultSummary } from '../http/error-handler.js';
import { readWhole, type FileStore } from '../storage/file-store.js';
import { blurredKey, newFileId, urlOf } from './file-names.js';
import { withImageSlot } from './image-queue.js';
import { blurredOf } from './re-encode.js';
import { findPhotosWithoutBlur, setBlurKey, setProfileBlurred, type PhotoWithoutBlur } from './repository.js';

/** Makes (or finds) one photo's blurred copy and names it on the profile; false when the photo's file is gone. */
async function blurOne(db: DbOrTx, files: FileStore, photo: PhotoWithoutBlur): Promise<boolean> {
  let blurKey = photo.blurKey;
  if (!blurKey) {
    const original = await readWhole(files, photo.fileKey);
    if (!original) return false;
    const made = blurredKey(newFileId());
    await files.put(made, await withImageSlot(() => blurredOf(original)));
    blurKey = await setBlurKey(db, photo.uploadId, made);
    // Another instance made one first: keep theirs.
    if (!blurKey) {
      await files.delete(made);
      const [again] = await findPhotosWithoutBlur(db, 1, photo.userId);
      blurKey = again?.blurKey ?? null;
      if (!blurKey) return false;
    }
  }
  await setProfileBlurred(db, photo.userId, photo.profilePhoto, urlOf(blurKey));
  return true;
}

/**
 * Blurred copies for saved photos that have none: photos from before they were made. The sweep
 * works through them a batch at a time, and a member who makes their photo private gets theirs
 * at once. Answers how many profiles now name one.
 */
export async function blurMissingPhotos(
  db: DbOrTx,
  files: FileStore,
  log: FastifyBaseLogger,
  options: { limit: number; userId?: string },
): Promise<number> {
  let done = 0;
  for (const photo of await findPhotosWithoutBlur(db, options.limit, options.userId)) {
    try {
      if (await blurOne(db, files, photo)) done += 1;
    } catch (error) {
      log.warn({ ...faultSummary(error), userId: photo.userId }, 'could not make the blurred copy of a photo');
    }
  }
  return done;
}
