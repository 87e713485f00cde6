import { todayInIndia } from '../../contract/dates.js';
import { DOCUMENT_TYPES, REJECTION_REASONS, REPORT_REASONS, type DocumentType } from '../../contract/moderation.js';
import type { MemberReview } from '../../contract/member-review.js';
import type { UserRecord } from '../../contract/users.js';
import { adminNames } from '../admin/admins.js';
import type { DbOrTx } from '../db/client.js';
import { reReviewOf } from '../moderation/re-review.js';
import { latestReReviewNotices } from '../moderation/repository.js';
import { photoLinkFor } from '../privacy/photo-links.js';
import { pendingPhotoOf } from './pending-photo.js';
import { presentUser, type PhotoLink } from './present.js';
import type { UserRow } from './repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** Where the member stands in moderation (contract/member-review.ts). */
function reviewOf(row: UserRow, names: Map<string, string>, photoLink: PhotoLink, reReview: MemberReview['reReview']): MemberReview {
  const pending = pendingPhotoOf(row);
  // A photo its owner keeps for interests opens only through a link signed for this administrator.
  const open = row.photoVisibility === 'MEMBERS' ? (url: string) => url : photoLink;
  return {
    rejection: row.rejectionReason
      ? { reason: oneOf(REJECTION_REASONS, row.rejectionReason) ?? 'NO_REASON_GIVEN', note: row.rejectionNote }
      : null,
    suspension: row.suspendedAt
      ? { since: row.suspendedAt.toISOString(), reason: oneOf(REPORT_REASONS, row.suspensionReason), note: row.suspensionNote }
      : null,
    reportHiddenSince: iso(row.reportHiddenAt),
    identityVerifiedAt: iso(row.identityVerifiedAt),
    document: {
      type: oneOf<DocumentType>(DOCUMENT_TYPES, row.documentType),
      decision: row.documentDecision,
      decidedAt: iso(row.documentDecidedAt),
      decidedBy: row.documentDecidedBy ? (names.get(row.documentDecidedBy) ?? null) : null,
      deletedAt: iso(row.documentDeletedAt),
    },
    pendingPhoto: pending && {
      profilePhoto: open(pending.profilePhoto),
      ...(pending.thumbnail ? { thumbnail: open(pending.thumbnail) } : {}),
      submittedAt: pending.submittedAt,
    },
    reReview,
    waitingSince: (row.reviewRequestedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * Members as administrators see them: the full record and its moderation review. Admins review
 * members, so they see everything, the identity document and contacts included, and private
 * photos through links signed for this administrator.
 */
export async function presentForAdmin(db: DbOrTx, adminId: string, rows: UserRow[]): Promise<UserRecord[]> {
  const waitingAgain = rows.filter((row) => row.status === 'PENDING' && row.reviewRequestedAt).map((row) => row.id);
  const [names, photoLink, notices] = await Promise.all([
    rows.some((row) => row.documentDecidedBy) ? adminNames(db) : Promise.resolve(new Map<string, string>()),
    photoLinkFor(db, { kind: 'admin', id: adminId }),
    latestReReviewNotices(db, waitingAgain),
  ]);
  const today = todayInIndia();
  return rows.map((row) => ({
    ...presentUser(row, { audience: { kind: 'admin' }, photoLink, today }),
    review: reviewOf(row, names, photoLink, reReviewOf(row, notices.get(row.id))),
  }));
}
