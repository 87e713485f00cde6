import { z } from 'zod';
import { DOCUMENT_TYPES, REJECTION_REASONS, REPORT_REASONS } from './moderation.js';

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
  /** When the member last asked for review: registration, or sending a rejected profile again. */
  waitingSince: z.string(),
});
export type MemberReview = z.infer<typeof memberReview>;
