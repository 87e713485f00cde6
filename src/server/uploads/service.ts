import type { FastifyBaseLogger } from 'fastify';
import { profileNumberOf } from '../../contract/profile-number.js';
import type { UploadType } from '../../contract/uploads.js';
import type { DbOrTx } from '../db/client.js';
import { FOREIGN_KEY_VIOLATION, hasPgCode } from '../db/errors.js';
import { faultSummary } from '../http/error-handler.js';
import type { FileStore } from '../storage/file-store.js';
import { accountGone } from '../users/require-user.js';
import { isPhotoKey, keyOfUrl, markedKeysOf, portraitKeysOf, sizedKeysOf, urlOf } from './file-names.js';
import { prepareUpload } from './prepare-upload.js';
import { holdWhileBackingUp } from '../db/held-deletions.js';
import type { RemovedUpload } from '../db/upload-files.js';
import { deleteAbandonedUploads, deleteOwnedUpload, deleteUnattachedOfKind, findOwnedUploadByKey, insertUpload } from './repository.js';

export interface StoredUpload {
  url: string;
  thumbnail?: string;
}

/**
 * Every file of the given uploads: the file and, for a photo, its thumbnail, the thumbnail's
 * smaller copies, its portrait copies, the blurred copy and the marked copies (whether made yet or not).
 */
export function keysOf(rows: RemovedUpload[]): string[] {
  return rows.flatMap((row) => [
    ...[row.fileKey, row.thumbKey, row.blurKey].filter((key): key is string => key !== null),
    ...(row.thumbKey ? sizedKeysOf(row.thumbKey).map(({ key }) => key) : []),
    // Any photo's, one with no thumbnail too (an old record): they are made on request from the photo.
    ...(isPhotoKey(row.fileKey) ? portraitKeysOf(row.fileKey).map(({ key }) => key) : []),
    ...(row.markKey ? [...markedKeysOf(row.markKey), ...portraitKeysOf(row.markKey).map(({ key }) => key)] : []),
  ]);
}

/**
 * Deletes files whose rows are gone (called after their deletion committed). While a backup is
 * being taken they are written down instead, and go once it has copied them: the database it
 * dumped may still name them. When that cannot be asked, they stay: an unused file costs space, a
 * missing one a member's photo.
 */
export async function removeFiles(db: DbOrTx, files: FileStore, keys: string[], log: FastifyBaseLogger): Promise<void> {
  if (keys.length === 0) return;
  try {
    if (await holdWhileBackingUp(db, keys)) return;
  } catch (error) {
    log.warn({ ...faultSummary(error), keys }, 'could not ask whether a backup is being taken; the files stay');
    return;
  }
  await Promise.all(
    keys.map((key) =>
      files.delete(key).catch((error: unknown) => log.warn({ ...faultSummary(error), key }, 'could not remove an upload file')),
    ),
  );
}

/**
 * Stores a member's upload. Files are written first and the row inserted last, and whatever
 * fails takes the files written so far with it: no row ever names a missing file, and no file
 * is left without a row (which is what lets deleting a member remove all of theirs).
 */
export async function storeUpload(
  db: DbOrTx,
  files: FileStore,
  userId: string,
  type: UploadType,
  bytes: Buffer,
  log: FastifyBaseLogger,
): Promise<StoredUpload> {
  const prepared = await prepareUpload(type, bytes, profileNumberOf(userId));
  const written: string[] = [];
  try {
    for (const file of prepared.files) {
      await files.put(file.key, file.body);
      written.push(file.key);
    }
    await insertUpload(db, {
      userId,
      kind: prepared.kind,
      fileKey: prepared.fileKey,
      thumbKey: prepared.thumbKey ?? null,
      blurKey: prepared.blurKey ?? null,
      markKey: prepared.markKey ?? null,
      contentType: prepared.contentType,
      size: prepared.files.find((file) => file.key === prepared.fileKey)!.body.length,
    });
  } catch (error) {
    await removeFiles(db, files, written, log);
    // The member was deleted while the upload was in flight.
    if (hasPgCode(error, FOREIGN_KEY_VIOLATION)) throw accountGone();
    throw error;
  }
  // Earlier uploads of this kind that the profile never took are replaced by this one.
  const superseded = await deleteUnattachedOfKind(db, userId, prepared.kind, prepared.fileKey);
  await removeFiles(db, files, keysOf(superseded), log);
  return prepared.thumbKey ? { url: urlOf(prepared.fileKey), thumbnail: urlOf(prepared.thumbKey) } : { url: urlOf(prepared.fileKey) };
}

/**
 * The caller's own upload that a URL from the upload call names (the photo's thumbnail URL
 * names its photo), with its canonical URLs; null for anyone else's file or anything else.
 */
export async function findOwnedUpload(
  db: DbOrTx,
  userId: string,
  url: string,
): Promise<{ kind: 'photo' | 'document'; url: string; thumbnailUrl?: string; blurredUrl?: string } | null> {
  const key = keyOfUrl(url);
  if (!key) return null;
  const row = await findOwnedUploadByKey(db, userId, key);
  if (!row) return null;
  return {
    kind: row.kind,
    url: urlOf(row.fileKey),
    ...(row.thumbKey ? { thumbnailUrl: urlOf(row.thumbKey) } : {}),
    ...(row.blurKey ? { blurredUrl: urlOf(row.blurKey) } : {}),
  };
}

/**
 * Removes one of the member's uploads (row and files), e.g. a photo the member replaced.
 * Anything that is not the member's own upload is left alone.
 */
export async function discardUpload(db: DbOrTx, files: FileStore, userId: string, url: string, log: FastifyBaseLogger): Promise<void> {
  const key = keyOfUrl(url);
  if (!key) return;
  await removeFiles(db, files, keysOf(await deleteOwnedUpload(db, userId, key)), log);
}

/**
 * The sweep's step: uploads left unsaved since `before` (a member who uploads and never saves the
 * profile), at most `limit`, with their files; answers how many went.
 */
export async function removeAbandonedUploads(
  db: DbOrTx,
  files: FileStore,
  log: FastifyBaseLogger,
  before: Date,
  limit: number,
): Promise<number> {
  const removed = await deleteAbandonedUploads(db, before, limit);
  await removeFiles(db, files, keysOf(removed), log);
  return removed.length;
}
