import { REVIEWED_DETAILS, type ReviewedDetail, type ReviewedValues } from '../../contract/member-review.js';
import type { UserRow } from '../users/repository.js';

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
