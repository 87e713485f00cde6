import type { UserRow } from './repository.js';

/** A new photo from an approved member waiting for review, as `pending_photo` stores it. */
interface PendingPhoto {
  profilePhoto: string;
  thumbnail?: string;
  /** Its blurred copy, for those who may not see the photo itself once it is approved. */
  blurred?: string;
  submittedAt: string;
}

export function pendingPhotoOf(row: Pick<UserRow, 'pendingPhoto' | 'updatedAt'>): PendingPhoto | null {
  const value = row.pendingPhoto as Partial<PendingPhoto> | null;
  if (!value || typeof value.profilePhoto !== 'string') return null;
  return {
    profilePhoto: value.profilePhoto,
    ...(value.thumbnail ? { thumbnail: value.thumbnail } : {}),
    ...(value.blurred ? { blurred: value.blurred } : {}),
    submittedAt: value.submittedAt ?? row.updatedAt.toISOString(),
  };
}
