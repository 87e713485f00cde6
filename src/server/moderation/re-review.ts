import { REVIEWED_DETAILS, type MemberReview, type ReviewedDetail } from '../../contract/member-review.js';
import type { UserRow } from '../users/repository.js';

/** The reviewed details of a profile, as the columns hold them (a date as YYYY-MM-DD). */
export type ReviewedValues = Record<ReviewedDetail, string | null>;

export function reviewedValuesOf(row: Pick<UserRow, ReviewedDetail>): ReviewedValues {
  return { fullName: row.fullName, dateOfBirth: row.dateOfBirth, gender: row.gender };
}

/** The reviewed details that differ between the two; a value saved again as it was is no change. */
export function changedDetails(before: ReviewedValues, after: ReviewedValues): ReviewedDetail[] {
  return REVIEWED_DETAILS.filter((field) => before[field] !== after[field]);
}

/**
 * Whether a save that changes these details sends the profile back for review. Only an approved
 * profile goes back: one waiting (or rejected) is reviewed whole before it is approved anyway.
 */
export function sendsBackToReview(status: UserRow['status'], changed: readonly ReviewedDetail[]): boolean {
  return status === 'ACTIVE' && changed.length > 0;
}

/**
 * What the PROFILE_IN_REVIEW notification carries: the details the member changed (its bell and
 * mail name them), and the values that had been approved, which administrators compare the
 * profile against while it waits (`reReviewOf`). The row is the member's own and goes with the
 * account.
 */
type ReReviewNotice = {
  fields: ReviewedDetail[];
  approved: ReviewedValues;
};

function noticeOf(data: unknown): ReReviewNotice | null {
  const value = data as Partial<ReReviewNotice> | null;
  if (!value?.approved || typeof value.approved !== 'object') return null;
  return { fields: Array.isArray(value.fields) ? value.fields : [], approved: value.approved };
}

/**
 * For administrators: whether this profile waits again after its owner changed a reviewed detail,
 * and what differs from what was approved. `notice` is the member's latest PROFILE_IN_REVIEW
 * notification; one written before the profile last started waiting belongs to an earlier wait.
 */
export function reReviewOf(row: UserRow, notice: { data: unknown; createdAt: Date } | undefined): MemberReview['reReview'] {
  if (row.status !== 'PENDING' || !row.reviewRequestedAt || !notice) return null;
  if (notice.createdAt.getTime() < row.reviewRequestedAt.getTime()) return null;
  const approved = noticeOf(notice.data)?.approved;
  if (!approved) return null;
  const now = reviewedValuesOf(row);
  return {
    since: row.reviewRequestedAt.toISOString(),
    changes: REVIEWED_DETAILS.filter((field) => (approved[field] ?? null) !== now[field]).map((field) => ({
      field,
      approved: approved[field] ?? null,
      now: now[field],
    })),
  };
}
