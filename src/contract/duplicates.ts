import { z } from 'zod';
import { memberId } from './admin.js';
import { ok } from './envelope.js';
import { DUPLICATE_REASONS } from './fraud.js';
import { userRecord } from './users.js';

/** One member's possible duplicates, for the admin's user page. */
export const duplicatesBody = z.strictObject({ userId: memberId });

const duplicateMatch = z.object({
  /** The other member. */
  userId: z.string(),
  /** Their name, or their number before they gave one. */
  label: z.string(),
  /** Their full record as administrators see it, for the link to their page. */
  profile: userRecord,
  /** Whether any reason is still open (not dismissed). */
  open: z.boolean(),
  reasons: z.array(
    z.object({
      reason: z.enum(DUPLICATE_REASONS),
      /** For PHOTO: how many of the 64 bits of the photos' hashes differ. */
      distance: z.number().nullable(),
      foundAt: z.string(),
      dismissedAt: z.string().nullable(),
    }),
  ),
});
export type DuplicateMatch = z.infer<typeof duplicateMatch>;

export const duplicatesResponse = ok(z.object({ matches: z.array(duplicateMatch) }));

/** "Not a duplicate": dismisses every open reason between the two members. */
export const dismissDuplicateBody = z.strictObject({ userId: memberId, otherUserId: memberId });
export type DismissDuplicateBody = z.input<typeof dismissDuplicateBody>;

/** For the admin's home: profiles waiting for review (PENDING) with a possible duplicate not dismissed. */
export const duplicatesWaitingResponse = ok(z.object({ pendingWithDuplicates: z.number() }));
