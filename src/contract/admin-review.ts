import { z } from 'zod';
import { adminNote, memberId, noteForOther, pageIndex } from './admin.js';
import { ok } from './envelope.js';
import { PHOTO_REJECTION_REASONS } from './moderation.js';
import { userRecord } from './users.js';

/** Marks the member's identity verified: the badge, and a decision on the document (its file then goes). */
export const verifyIdentityBody = z.strictObject({ userId: memberId });

/** New photos from approved members waiting for review, oldest first, 10 a page from page 0. */
export const photoChangesBody = z.strictObject({ page: pageIndex });

/** Each record carries `review.pendingPhoto` beside the approved `photoDetails`. */
export const photoChangesResponse = ok(z.object({ userData: z.array(userRecord), page: z.number(), hasMore: z.boolean() }));

const photoReason = z.enum(PHOTO_REJECTION_REASONS, { error: 'validation.choice' });

/** The admin's dialog for turning a photo down: a reason, and words (required for OTHER). */
export const photoRejectionForm = z.object({ reason: photoReason, note: adminNote }).superRefine(noteForOther);

/** Approve the new photo (listings then show it), or reject it with a reason (the approved one stays). */
export const photoDecisionBody = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ userId: memberId, decision: z.literal('APPROVE') }),
    z.strictObject({ userId: memberId, decision: z.literal('REJECT'), reason: photoReason, note: adminNote }).superRefine(noteForOther),
  ],
  { error: 'validation.choice' },
);
export type PhotoDecisionBody = z.input<typeof photoDecisionBody>;

/** The work waiting for administrators, for the dashboard. */
export const workResponse = ok(
  z.object({
    /** Pending members who have filled in their profile. */
    pendingProfiles: z.number(),
    photoChanges: z.number(),
    /** Profiles with open reports, and the open reports on them. */
    reportedProfiles: z.number(),
    openReports: z.number(),
    /** The oldest of the above: since when it waits; null when nothing waits. */
    oldestWaitingSince: z.string().nullable(),
  }),
);
export type Work = z.infer<typeof workResponse>['data'];
