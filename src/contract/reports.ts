import { z } from 'zod';
import { ok } from './envelope.js';
import { requiredText } from './fields.js';
import { LONG_TEXT_MAX } from './limits.js';

/** `reportingUserId` is accepted for compatibility; the reporter is the token's user. */
export const reportBody = z.strictObject({
  description: requiredText(LONG_TEXT_MAX, 'validation.reportDescription', true),
  reportedUserId: requiredText(64),
  reportingUserId: z.union([z.string(), z.number()]).optional(),
});
export type ReportBody = z.input<typeof reportBody>;

export const reportResponse = ok(z.object({ id: z.string(), message: z.string() }));
