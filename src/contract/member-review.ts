import { z } from 'zod';
import { DOCUMENT_TYPES, REJECTION_REASONS, REPORT_REASONS } from './moderation.js';

/**
 * What an approval vouches for besides the photo: who the member is, checked against the photo
 * and the identity document, and which listing the profile joins. Changing any of them after
 * approval sends the profile back for review.
 */
export const REVIEWED_DETAILS = ['fullName', 'dateOfBirth', 'gender'] as const;
export type ReviewedDetail = (typeof REVIEWED_DETAILS)[number];
/** The reviewed details of a profile, as stored (a date as YYYY-MM-DD). */
export type ReviewedValues = Record<ReviewedDetail, string | null>;

/**
 * What an administrator sees of a member's moderation beside the profile: the last rejection,
 * a suspension or a hold by reports, the identity document's review (which outlives its file),
 * a new photo waiting, and since when the profile waits for review. Admin answers only.
 */
export const memberReview = z.object({
  rejection: z.object({ reason: z.enum(REJECTION_REASONS), note: z.string().nullable() }).nullable(),
  suspension: z.object({ since: z.string(), reason: z.enum(REPORT_REASONS).nullable(), note: z.string().nullable() }).nullable(),
  /** Held back from listings because enough approved members reported it, until an administrator decides. */
  reportHiddenSince: z.string().nullable(),
  identityVerifiedAt: z.string().nullable(),
  document: z.object({
    type: z.enum(DOCUMENT_TYPES).nullable(),
    decision: z.enum(['VERIFIED', 'REJECTED']).nullable(),
    decidedAt: z.string().nullable(),
    /** The administrator's name (or number) as it is now. */
    decidedBy: z.string().nullable(),
    /** When the file was deleted after the decision; the facts above remain. */
    deletedAt: z.string().nullable(),
  }),
  pendingPhoto: z.object({ profilePhoto: z.string(), thumbnail: z.string().optional(), submittedAt: z.string() }).nullable(),
  /**
   * Set while an approved profile waits again because its owner changed a reviewed detail: since
   * when, and each reviewed detail that differs from what was approved, as approved and as it is
   * now (none when the member changed it back).
   */
  reReview: z
    .object({
      since: z.string(),
      changes: z.array(z.object({ field: z.enum(REVIEWED_DETAILS), approved: z.string().nullable(), now: z.string().nullable() })),
    })
    .nullable(),
  /** When the member last asked for review: registration, sending a rejected profile again, or changing a reviewed detail. */
  waitingSince: z.string(),
});
export type MemberReview = z.infer<typeof memberReview>;
