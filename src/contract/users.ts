import { z } from 'zod';
import { ok } from './envelope.js';
import { USER_STATUSES } from './reference/index.js';
import { memberReview } from './member-review.js';
import { memberStanding } from './standing.js';

/**
 * A user record as answers carry it (SPEC section 3). Stored groups were validated on the way in,
 * so they are passed through as objects. Contact fields and the identity document are optional
 * because listings leave them out where the viewer may not see them.
 */
const photoDetails = z.object({
  profilePhoto: z.string().optional(),
  thumbnail: z.string().optional(),
  adharCard: z.string().optional(),
});
export type PhotoDetails = z.infer<typeof photoDetails>;

const group = z.record(z.string(), z.unknown());

export const userRecord = z.object({
  _id: z.string(),
  id: z.string(),
  email: z.string().optional(),
  mobileNumber: z.string().optional(),
  age: z.number().nullable(),
  status: z.enum(USER_STATUSES),
  photoDetails: photoDetails.nullable(),
  userDetails: z
    .object({
      personalDetails: group,
      basicDetails: group,
      familyDetails: group,
      addressDetails: group,
      partnerpreferences: group,
    })
    .nullable(),
  subscriptionUntil: z.string().nullable().optional(),
  createdAt: z.string(),
  /** The verified badge: an administrator checked the identity document against the profile. */
  identityVerified: z.boolean().optional(),
  /** Admin answers only: where the member stands in moderation. */
  review: memberReview.optional(),
});
export type UserRecord = z.infer<typeof userRecord>;

/** The member's own record, with where they stand (notices and what is asked of them). */
export const userInfoResponse = ok(userRecord.extend({ standing: memberStanding }));
export const updateUserResponse = ok(userRecord.extend({ message: z.string() }));
