import { z } from 'zod';
import { ok } from './envelope.js';
import { requiredText } from './fields.js';
import { LONG_TEXT_MAX } from './limits.js';
import { REPORT_REASONS } from './moderation.js';

const description = requiredText(LONG_TEXT_MAX, 'validation.reportDescription', true);
const reason = z.enum(REPORT_REASONS, { error: 'validation.reportReason' });

/**
 * `reportingUserId` is accepted for compatibility; the reporter is the token's user. SPEC's
 * client sends no reason, and its report is stored without one (docs/decisions/0015-moderation.md).
 */
export const reportBody = z.strictObject({
  description,
  reportedUserId: requiredText(64),
  reportingUserId: z.union([z.string(), z.number()]).optional(),
  reason: reason.optional(),
});
export type ReportBody = z.input<typeof reportBody>;

/** The member app's report dialog: SPEC's description, and a reason that must be chosen. */
export const reportForm = z.object({ reason, description });

export const reportResponse = ok(z.object({ id: z.string(), message: z.string() }));
