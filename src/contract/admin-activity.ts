import { z } from 'zod';
import { pageIndex } from './admin.js';
import { ok } from './envelope.js';
import { optionalText } from './fields.js';
import { NAME_SEARCH_MAX } from './limits.js';
import { AUDIT_ACTIONS } from './moderation.js';

/** Entries of the activity log on one page. */
export const ACTIVITY_PAGE_SIZE = 20;

/**
 * The activity log, newest first, filtered by administrator, action and member (a member's id,
 * or part of the name or number recorded with the entry).
 */
export const activityBody = z.strictObject({
  adminId: z.uuid({ error: 'validation.choice' }).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'validation.choice' }).optional(),
  member: optionalText(NAME_SEARCH_MAX),
  page: pageIndex,
});
export type ActivityBody = z.input<typeof activityBody>;

const activityEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  adminId: z.string().nullable(),
  /** The administrator's name (or number) when the entry was written. */
  adminName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetUserId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  address: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityResponse = ok(z.object({ entries: z.array(activityEntry), page: z.number(), hasMore: z.boolean() }));

/** The administrators, for the log's filter. */
export const adminsResponse = ok(
  z.object({ admins: z.array(z.object({ id: z.string(), name: z.string().nullable(), mobileNumber: z.string() })) }),
);
