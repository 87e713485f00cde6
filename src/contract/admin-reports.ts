import { z } from 'zod';
import { adminNote, memberId, pageIndex } from './admin.js';
import { ok } from './envelope.js';
import { requiredText } from './fields.js';
import { LONG_TEXT_MAX } from './limits.js';
import { REPORT_REASONS, REPORT_RESOLUTIONS } from './moderation.js';
import { userRecord } from './users.js';

const REPORT_QUEUES = ['OPEN', 'RESOLVED'] as const;
export type ReportQueue = (typeof REPORT_QUEUES)[number];

/** Reported profiles, newest report (or decision) first, 10 a page from page 0. */
export const adminReportsBody = z.strictObject({
  status: z.enum(REPORT_QUEUES, { error: 'validation.choice' }).default('OPEN'),
  page: pageIndex,
});
export type AdminReportsBody = z.input<typeof adminReportsBody>;

const reportEntry = z.object({
  id: z.string(),
  /** Null for reports filed without one (SPEC's client, or before reasons existed). */
  reason: z.enum(REPORT_REASONS).nullable(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Shown to administrators only; null once the reporter's account is gone. */
  reporter: z.object({ id: z.string(), name: z.string(), approved: z.boolean() }).nullable(),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** The administrator's name; null when the account was deleted by its owner. */
  resolvedBy: z.string().nullable(),
});
export type ReportEntry = z.infer<typeof reportEntry>;

const reportGroup = z.object({
  /** The reported member; null once the account is deleted. */
  reportedUserId: z.string().nullable(),
  /** The member's name (or number), kept after a deletion. */
  label: z.string(),
  /** The member's full record as administrators see it, while the account exists. */
  profile: userRecord.nullable(),
  reporterCount: z.number(),
  /** Reporters who are approved members now: these count toward REPORT_HIDE_THRESHOLD. */
  approvedReporterCount: z.number(),
  latestAt: z.string(),
  /**
   * When a report of asking for money (or a fraud complaint naming the profile) raised the open
   * reports to the top of the queue; null when not raised.
   */
  raisedAt: z.string().nullable(),
  reports: z.array(reportEntry),
});
export type ReportGroup = z.infer<typeof reportGroup>;

export const adminReportsResponse = ok(z.object({ groups: z.array(reportGroup), page: z.number(), hasMore: z.boolean() }));

/** Dismissing closes the profile's open reports with a note; a hold by reports is lifted. */
export const dismissReportsBody = z.strictObject({
  userId: memberId,
  note: requiredText(LONG_TEXT_MAX, 'validation.required', true),
});
export const dismissForm = dismissReportsBody.omit({ userId: true });

/** Suspending hides the member everywhere; they are told the reason (translated) and the note. */
export const suspendBody = z.strictObject({
  userId: memberId,
  reason: z.enum(REPORT_REASONS, { error: 'validation.choice' }),
  note: adminNote,
});
export const suspendForm = suspendBody.omit({ userId: true });

export const unsuspendBody = z.strictObject({ userId: memberId, note: adminNote });
