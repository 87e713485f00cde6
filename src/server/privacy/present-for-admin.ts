import { todayInIndia } from '../../contract/dates.js';
import { DOCUMENT_TYPES, REJECTION_REASONS, REPORT_REASONS, type DocumentType } from '../../contract/moderation.js';
import { REVIEWED_DETAILS, type MemberReview } from '../../contract/member-review.js';
import type { UserRecord } from '../../contract/users.js';
import { adminNames } from '../audit/admin-names.js';
import type { DbOrTx } from '../db/client.js';
import { pendingPhotoOf } from '../users/pending-photo.js';
import { presentUser, type PhotoLink } from '../users/present.js';
import type { UserRow } from '../users/repository.js';
import { photoLinkFor } from './photo-links.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/**
 * While an approved profile waits again because its owner changed a reviewed detail: since when,
 * and each reviewed detail that differs from what was approved. Details kept from an earlier wait
 * (the profile was approved, or rejected and sent again, since) are not this wait's.
 */
function reReviewOf(row: UserRow): MemberReview['reReview'] {
  const kept = row.approvedDetails;
  if (row.status !== 'PENDING' || !kept || kept.since !== row.reviewRequestedAt?.toISOString()) return null;
  const now: Record<string, string | null> = { fullName: row.fullName, dateOfBirth: row.dateOfBirth, gender: row.gender };
  return {
    since: kept.since,
    changes: REVIEWED_DETAILS.filter((field) => (kept.values[field] ?? null) !== now[field]).map((field) => ({
      field,
      approved: kept.values[field] ?? null,
      now: now[field] ?? null,
    })),
  };
}

/** Where the member stands in moderation (contract/member-review.ts). */
function reviewOf(row: UserRow, names: Map<string, string>, photoLink: PhotoLink): MemberReview {
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
    reReview: reReviewOf(row),
    waitingSince: (row.reviewRequestedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * Members as administrators see them: the full record and its moderation review. Admins review
 * members, so they see everything, the identity document and contacts included, and private
 * photos through links signed for this administrator.
 */
export async function presentForAdmin(db: DbOrTx, adminId: string, rows: UserRow[]): Promise<UserRecord[]> {
  const [names, photoLink] = await Promise.all([
    rows.some((row) => row.documentDecidedBy) ? adminNames(db) : Promise.resolve(new Map<string, string>()),
    photoLinkFor(db, { kind: 'admin', id: adminId }),
  ]);
  const today = todayInIndia();
  return rows.map((row) => ({
    ...presentUser(row, { audience: { kind: 'admin' }, photoLink, today }),
    review: reviewOf(row, names, photoLink),
  }));
}
