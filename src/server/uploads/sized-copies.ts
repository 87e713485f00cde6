import type { FastifyBaseLogger } from 'fastify';
import { readWhole, type FileStore } from '../storage/file-store.js';
import { AppError } from '../http/errors.js';
import { faultSummary } from '../http/error-handler.js';
import { openFile, type ServedFile } from './file-access.js';
import { photoKeyOfThumbnail, sizedKeysOf } from './file-names.js';
import { withImageSlot } from './image-queue.js';
import { sizedCopiesOf } from './re-encode.js';

/**
 * A thumbnail's smaller copy, and whether it is the copy itself (false: the thumbnail stood in).
 *
 * Photos stored before the smaller copies were made get them on the first request for any of
 * them, cut from the stored photo exactly as an upload would cut them; every later request finds
 * the file. When the image queue is full the thumbnail answers instead, for this once, so a page
 * of old photos never fails to show.
 */
export async function openSized(
  files: FileStore,
  key: string,
  thumbKey: string,
  log: FastifyBaseLogger,
): Promise<{ file: ServedFile; exact: boolean }> {
  const stored = await files.get(key);
  if (stored) return { file: { ...stored, contentType: 'image/webp' }, exact: true };
  try {
    if (await makeSizedCopies(files, thumbKey)) return { file: await openFile(files, key), exact: true };
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'IMAGE_BUSY')) {
      log.warn({ ...faultSummary(error), key }, 'could not make the smaller copies of a photo');
    }
  }
  return { file: await openFile(files, thumbKey), exact: false };
}

/** Writes every smaller copy of a thumbnail; false when its photo is gone. */
async function makeSizedCopies(files: FileStore, thumbKey: string): Promise<boolean> {
  const photo = await readWhole(files, photoKeyOfThumbnail(thumbKey));
  if (!photo) return false;
  const copies = await withImageSlot(() => sizedCopiesOf(photo));
  for (const { width, key } of sizedKeysOf(thumbKey)) await files.put(key, copies.find((copy) => copy.width === width)!.body);
  return true;
}
