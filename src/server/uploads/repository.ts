import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { uploads, users } from '../db/schema.js';
import { removedFiles, type RemovedUpload } from '../db/upload-files.js';
import { FILES_PATH, keyOfUrl } from './file-names.js';

type UploadKind = 'photo' | 'document';

export async function insertUpload(
  db: DbOrTx,
  values: {
    userId: string;
    kind: UploadKind;
    fileKey: string;
    thumbKey: string | null;
    blurKey: string | null;
    markKey: string | null;
    contentType: string;
    size: number;
  },
): Promise<void> {
  await db.insert(uploads).values(values);
}

/** The member's upload whose file or thumbnail has this key. */
export async function findOwnedUploadByKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select({ kind: uploads.kind, fileKey: uploads.fileKey, thumbKey: uploads.thumbKey, blurKey: uploads.blurKey })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), or(eq(uploads.fileKey, key), eq(uploads.thumbKey, key))))
    .limit(1);
  return row;
}

/** Deletes the member's upload whose file has this key; anyone else's is left alone. */
export async function deleteOwnedUpload(db: DbOrTx, userId: string, key: string): Promise<RemovedUpload[]> {
  return db
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.fileKey, key)))
    .returning(removedFiles);
}

/** Whose photo (or thumbnail) a key is, who the owner shows it to, and its marked copy. */
export async function findPhotoOwner(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      userId: uploads.userId,
      photoVisibility: users.photoVisibility,
      uploadId: uploads.id,
      fileKey: uploads.fileKey,
      markKey: uploads.markKey,
    })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.userId))
    .where(and(eq(uploads.kind, 'photo'), or(eq(uploads.fileKey, key), eq(uploads.thumbKey, key))))
    .limit(1);
  return row;
}

/** Who owns the identity document stored under this key, and its type; undefined when none is. */
export async function findDocument(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ userId: uploads.userId, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.fileKey, key), eq(uploads.kind, 'document')))
    .limit(1);
  return row;
}

/** The file keys a member's saved profile points at, and a new photo waiting for review: these uploads are in use. */
function attachedKeys(photoDetails: unknown, pendingPhoto: unknown): string[] {
  const details = (photoDetails ?? {}) as Record<string, unknown>;
  const pending = (pendingPhoto ?? {}) as Record<string, unknown>;
  return [details.profilePhoto, details.adharCard, pending.profilePhoto]
    .map((url) => (typeof url === 'string' ? keyOfUrl(url) : null))
    .filter((key): key is string => key !== null);
}

/**
 * Deletes the member's uploads of a kind that their profile does not use, but for `keep`: a new
 * photo makes the earlier photos nobody saved pointless, so they do not pile up on disk.
 */
export async function deleteUnattachedOfKind(db: DbOrTx, userId: string, kind: UploadKind, keep: string): Promise<RemovedUpload[]> {
  const [user] = await db
    .select({ photoDetails: users.photoDetails, pendingPhoto: users.pendingPhoto })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const inUse = [keep, ...attachedKeys(user?.photoDetails, user?.pendingPhoto)];
  return db
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.kind, kind), notInArray(uploads.fileKey, inUse)))
    .returning(removedFiles);
}

/**
 * Uploads older than `before` that their owner's profile does not use (nor a photo waiting for review): started and abandoned
 * (a member who uploaded and never saved, or left mid-way). At most `limit` a call. Profiles
 * store the canonical URL of what they use (urlOf), so the comparison is on that.
 */
export async function deleteAbandonedUploads(db: DbOrTx, before: Date, limit: number): Promise<RemovedUpload[]> {
  const url = sql`${FILES_PATH} || '/' || ${uploads.fileKey}`;
  const abandoned = db
    .select({ id: uploads.id })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.userId))
    .where(
      and(
        lt(uploads.createdAt, before),
        sql`${url} IS DISTINCT FROM (${users.photoDetails}->>'profilePhoto')`,
        sql`${url} IS DISTINCT FROM (${users.photoDetails}->>'adharCard')`,
        sql`${url} IS DISTINCT FROM (${users.pendingPhoto}->>'profilePhoto')`,
      ),
    )
    .limit(limit);
  return db.delete(uploads).where(inArray(uploads.id, abandoned)).returning(removedFiles);
}

/** A member's saved photo that lacks its blurred copy, or whose profile does not name it yet. */
export interface PhotoWithoutBlur {
  userId: string;
  uploadId: string;
  profilePhoto: string;
  fileKey: string;
  blurKey: string | null;
}

const photoUrl = sql<string>`${users.photoDetails}->>'profilePhoto'`;

/**
 * Saved profile photos without a blurred copy on the profile: photos from before blurred copies
 * were made, or profiles whose photo details were written without one. `userId` narrows it to
 * one member.
 */
export async function findPhotosWithoutBlur(db: DbOrTx, limit: number, userId?: string): Promise<PhotoWithoutBlur[]> {
  return db
    .select({ userId: users.id, uploadId: uploads.id, profilePhoto: photoUrl, fileKey: uploads.fileKey, blurKey: uploads.blurKey })
    .from(users)
    .innerJoin(uploads, and(eq(uploads.userId, users.id), eq(sql`${FILES_PATH} || '/' || ${uploads.fileKey}`, photoUrl)))
    .where(and(sql`${users.photoDetails}->>'blurred' is null`, userId ? eq(users.id, userId) : undefined))
    .limit(limit);
}

/** Records a photo's new blurred copy, unless another instance got there first; answers the key kept. */
export async function setBlurKey(db: DbOrTx, uploadId: string, blurKey: string): Promise<string | null> {
  const [row] = await db
    .update(uploads)
    .set({ blurKey })
    .where(and(eq(uploads.id, uploadId), isNull(uploads.blurKey)))
    .returning({ blurKey: uploads.blurKey });
  return row?.blurKey ?? null;
}

/** Names the blurred copy on the profile, if the profile still shows the same photo. */
export async function setProfileBlurred(db: DbOrTx, userId: string, profilePhoto: string, blurredUrl: string): Promise<void> {
  await db
    .update(users)
    .set({ photoDetails: sql`jsonb_set(${users.photoDetails}, '{blurred}', to_jsonb(${blurredUrl}::text))` })
    .where(and(eq(users.id, userId), eq(photoUrl, profilePhoto)));
}

/** A photo without its marked copies: one from before they were made, or whose making failed. */
export interface PhotoWithoutMark {
  userId: string;
  uploadId: string;
  fileKey: string;
}

/**
 * Saved profile photos (and new ones waiting for review) whose marked copies were never made,
 * at most `limit`: photos from before marks were made.
 */
export async function findPhotosWithoutMark(db: DbOrTx, limit: number): Promise<PhotoWithoutMark[]> {
  const url = sql`${FILES_PATH} || '/' || ${uploads.fileKey}`;
  return db
    .select({ userId: uploads.userId, uploadId: uploads.id, fileKey: uploads.fileKey })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.userId))
    .where(
      and(
        eq(uploads.kind, 'photo'),
        isNull(uploads.markKey),
        or(sql`${url} = (${users.photoDetails}->>'profilePhoto')`, sql`${url} = (${users.pendingPhoto}->>'profilePhoto')`),
      ),
    )
    .limit(limit);
}

/** Records a photo's new marked copies, unless another instance got there first; answers the key kept. */
export async function setMarkKey(db: DbOrTx, uploadId: string, markKey: string): Promise<string | null> {
  const [row] = await db
    .update(uploads)
    .set({ markKey })
    .where(and(eq(uploads.id, uploadId), isNull(uploads.markKey)))
    .returning({ markKey: uploads.markKey });
  return row?.markKey ?? null;
}

/** The photo's marked copy's key as it stands (another instance may have just recorded one). */
export async function findMarkKey(db: DbOrTx, uploadId: string): Promise<string | null> {
  const [row] = await db.select({ markKey: uploads.markKey }).from(uploads).where(eq(uploads.id, uploadId));
  return row?.markKey ?? null;
}
