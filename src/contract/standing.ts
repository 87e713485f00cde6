import { z } from 'zod';
import { REJECTION_REASONS, REPORT_REASONS } from './moderation.js';
import { USER_STATUSES } from './reference/index.js';

/**
 * Where the signed-in member stands: what the app must tell them or ask of them before (or
 * while) they browse. One object, sent with the member's own record (`/user/info`), so every
 * notice (rejected with a reason, suspended, paused, photo under review, unverified email,
 * consent or renewal due) is decided by the server in one place and shown by the app.
 */
export const memberStanding = z.object({
  status: z.enum(USER_STATUSES),
  /** Set while the profile is rejected: why, so the member knows what to fix. */
  rejection: z.object({ reason: z.enum(REJECTION_REASONS), note: z.string().nullable() }).nullable(),
  /** Set while an administrator keeps the profile suspended: why (a report reason) and the administrator's words. */
  suspension: z.object({ since: z.string(), reason: z.enum(REPORT_REASONS).nullable(), note: z.string().nullable() }).nullable(),
  /** Paused by the member: out of every listing until they resume. */
  paused: z.boolean(),
  identityVerified: z.boolean(),
  /** A new photo waits for review; others still see the approved one. */
  photoUnderReview: z.boolean(),
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  /** Whether approval waits for a verified mobile number too (REQUIRE_MOBILE_VERIFICATION). */
  mobileVerificationRequired: z.boolean(),
  /** A new registration whose email stays unverified is removed at this time (ISO); null once verified or for older accounts. */
  emailVerificationDeadline: z.string().nullable(),
  /** The safety notices were shown to the member once, prominently (at their first sign-in). */
  safetyNoticeSeen: z.boolean(),
  /** The terms and privacy policy of `policyVersion` wait for the member's acceptance. */
  consent: z.object({ required: z.boolean(), policyVersion: z.string() }),
  /** The annual subscription: whether one is needed (a fee above 0), until when it runs, and whether to renew. */
  subscription: z.object({
    required: z.boolean(),
    until: z.string().nullable(),
    /** Runs now, or is not needed: the profile may be listed and the member may browse. */
    active: z.boolean(),
    /** Running, and ending within the reminder period: time to pay the next year. */
    renewalDue: z.boolean(),
  }),
});
export type MemberStanding = z.infer<typeof memberStanding>;
