import { DOCUMENT_TYPES, REJECTION_REASONS, REPORT_REASONS, type DocumentType } from '../../contract/moderation.js';
import type { MemberReview } from '../../contract/member-review.js';
import type { UserRecord } from '../../contract/users.js';
import { adminNames } from '../admin/admins.js';
import type { DbOrTx } from '../db/client.js';
import { pendingPhotoOf } from './pending-photo.js';
import { presentUser } from './present.js';
import type { UserRow } from './repository.js';

/** Admins review members, so they see everything, the identity document and contacts included. */
const FULL = { withDocument: true, withContact: true } as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** Where the member stands in moderation (contract/member-review.ts). */
function reviewOf(row: UserRow, names: Map<string, string>): MemberReview {
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
    pendingPhoto: pendingPhotoOf(row),
    waitingSince: (row.reviewRequestedAt ?? row.createdAt).toISOString(),
  };
}

/** Members as administrators see them: the full record and its moderation review. */
export async function presentForAdmin(db: DbOrTx, rows: UserRow[]): Promise<UserRecord[]> {
  const names = rows.some((row) => row.documentDecidedBy) ? await adminNames(db) : new Map<string, string>();
  return rows.map((row) => ({ ...presentUser(row, FULL), review: reviewOf(row, names) }));
}
