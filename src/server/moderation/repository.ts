import { and, asc, eq, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ReportReason } from '../../contract/moderation.js';
import type { DbOrTx } from '../db/client.js';
import { uploads, users } from '../db/schema.js';
import { keyOfUrl } from '../uploads/file-names.js';
import { removedFiles, type RemovedUpload } from '../db/upload-files.js';
import { memberColumns, type UserRow } from '../users/repository.js';

/** The member has an identity document on file that nobody has decided on yet. */
const documentAwaitsDecision: SQL = and(
  isNull(users.documentDecision),
  isNull(users.documentDeletedAt),
  sql`${users.photoDetails}->>'adharCard' is not null`,
)!;

/**
 * Records an administrator's decision on the member's identity document (verifying also gives
 * the badge). Answers the member, or undefined when there was no document waiting.
 */
export async function decideDocument(
  db: DbOrTx,
  userId: string,
  decision: 'VERIFIED' | 'REJECTED',
  adminId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      documentDecision: decision,
      documentDecidedAt: sql`now()`,
      documentDecidedBy: adminId,
      ...(decision === 'VERIFIED' ? { identityVerifiedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), documentAwaitsDecision))
    .returning(memberColumns);
  return row;
}

export async function suspend(db: DbOrTx, userId: string, reason: ReportReason, note: string | null): Promise<void> {
  // The suspension replaces a hold by reports: an administrator has now decided.
  await db
    .update(users)
    .set({ suspendedAt: sql`now()`, suspensionReason: reason, suspensionNote: note, reportHiddenAt: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function unsuspend(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ suspendedAt: null, suspensionReason: null, suspensionNote: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** A rejected member sends the profile for review again; undefined when it was not rejected. */
export async function resubmit(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ status: 'PENDING', reviewRequestedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.status, 'REJECT')))
    .returning(memberColumns);
  return row;
}

/** Replaces the approved photo with the one waiting (`photo` is what pending_photo held). */
export async function acceptPendingPhoto(
  db: DbOrTx,
  userId: string,
  photo: { profilePhoto: string; thumbnail?: string; blurred?: string },
) {
  // The old photo's thumbnail and blurred copy go with it; a photo without a blurred copy yet gets one from the sweep.
  const replacement = {
    profilePhoto: photo.profilePhoto,
    ...(photo.thumbnail ? { thumbnail: photo.thumbnail } : {}),
    ...(photo.blurred ? { blurred: photo.blurred } : {}),
  };
  await db
    .update(users)
    .set({
      photoDetails: sql`(coalesce(${users.photoDetails}, '{}'::jsonb) - 'thumbnail' - 'blurred') || ${JSON.stringify(replacement)}::jsonb`,
      pendingPhoto: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function dropPendingPhoto(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ pendingPhoto: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** New photos waiting for review, oldest first. */
export async function listPhotoChanges(db: DbOrTx, offset: number, limit: number): Promise<UserRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(isNotNull(users.pendingPhoto))
    .orderBy(asc(sql`(${users.pendingPhoto}->>'submittedAt')`), asc(users.id))
    .limit(limit)
    .offset(offset);
}

/** What waits for an administrator among members: profiles to review and photo changes, with the oldest of each. */
export async function memberWorkTotals(db: DbOrTx) {
  const [row] = await db
    .select({
      pendingProfiles: sql<number>`count(*) filter (where ${users.status} = 'PENDING' and ${users.userDetails} is not null)`.mapWith(
        Number,
      ),
      oldestPending:
        sql`min(coalesce(${users.reviewRequestedAt}, ${users.createdAt})) filter (where ${users.status} = 'PENDING' and ${users.userDetails} is not null)`.mapWith(
          users.createdAt,
        ),
      photoChanges: sql<number>`count(*) filter (where ${users.pendingPhoto} is not null)`.mapWith(Number),
      oldestPhoto: sql<string | null>`min(${users.pendingPhoto}->>'submittedAt')`,
    })
    .from(users)
    .where(sql`${users.status} = 'PENDING' or ${users.pendingPhoto} is not null`);
  return {
    pendingProfiles: row?.pendingProfiles ?? 0,
    oldestPending: (row?.oldestPending as Date | null | undefined) ?? null,
    photoChanges: row?.photoChanges ?? 0,
    oldestPhoto: row?.oldestPhoto ? new Date(row.oldestPhoto) : null,
  };
}

/** Members whose identity document was decided on before `before` and whose file is still kept. */
export async function documentsDue(db: DbOrTx, before: Date, limit: number): Promise<{ id: string; url: string }[]> {
  const rows = await db
    .select({ id: users.id, url: sql<string>`${users.photoDetails}->>'adharCard'` })
    .from(users)
    .where(
      and(
        isNotNull(users.documentDecision),
        isNull(users.documentDeletedAt),
        lte(users.documentDecidedAt, before),
        sql`${users.photoDetails}->>'adharCard' is not null`,
      ),
    )
    .limit(limit);
  return rows;
}

/**
 * Takes the decided document off the member's record and removes its upload row, in one
 * transaction, unless the member saved another document meanwhile. What stays on the member is
 * the type, the decision, who made it and when, and when the file went. Answers the files to
 * delete (none when nothing changed).
 */
export async function forgetDocument(db: DbOrTx, userId: string, url: string): Promise<RemovedUpload[]> {
  const key = keyOfUrl(url);
  const cleared = await db
    .update(users)
    .set({ photoDetails: sql`${users.photoDetails} - 'adharCard'`, documentDeletedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.documentDecision),
        isNull(users.documentDeletedAt),
        sql`${users.photoDetails}->>'adharCard' = ${url}`,
      ),
    )
    .returning({ id: users.id });
  if (cleared.length === 0 || !key) return [];
  return db
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.kind, 'document'), eq(uploads.fileKey, key)))
    .returning(removedFiles);
}
