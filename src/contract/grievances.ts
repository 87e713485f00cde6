import { z } from 'zod';
import { ok } from './envelope.js';
import { email, optionalText, requiredText } from './fields.js';
import { GRIEVANCE_TEXT_MAX, LANGUAGES, LONG_TEXT_MAX } from './limits.js';

/**
 * Complaints to the grievance officer (IT Rules 2021, rule 3(2)): anyone may file one, signed in
 * or not. Codes are stored and sent; each side translates them.
 */
export const GRIEVANCE_CATEGORIES = ['IMPERSONATION', 'INTIMATE_IMAGE', 'HARASSMENT', 'FRAUD', 'DATA_PROTECTION', 'OTHER'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

export const GRIEVANCE_STATUSES = ['RECEIVED', 'IN_PROGRESS', 'RESOLVED', 'REJECTED'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** A decided grievance stays decided: its note went to the complainant. */
export const CLOSED_GRIEVANCE_STATUSES: readonly GrievanceStatus[] = ['RESOLVED', 'REJECTED'];

/**
 * Impersonation and morphed or intimate images must be acted on within 24 hours (rule 3(2)(b));
 * every other complaint within 15 days.
 */
const URGENT: readonly GrievanceCategory[] = ['IMPERSONATION', 'INTIMATE_IMAGE'];
const URGENT_HOURS = 24;
const USUAL_HOURS = 15 * 24;

export function grievanceDueAt(category: GrievanceCategory, filedAt: Date): Date {
  const hours = URGENT.includes(category) ? URGENT_HOURS : USUAL_HOURS;
  return new Date(filedAt.getTime() + hours * 60 * 60_000);
}

/** The complaint form. */
export const grievanceBody = z.strictObject({
  category: z.enum(GRIEVANCE_CATEGORIES, { error: 'validation.choice' }),
  description: requiredText(GRIEVANCE_TEXT_MAX, 'validation.grievanceDescription', true),
  /** The profile complained about, as the complainant can name it (a name, an id, a link). */
  profileRef: optionalText(),
  /** Where the acknowledgement and the decision go. */
  email,
  /** The language the complainant reads; the mails are written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type GrievanceInput = z.input<typeof grievanceBody>;

export const grievanceFiledResponse = ok(z.object({ ticket: z.string(), dueAt: z.string(), message: z.string() }));

const grievanceRecord = z.object({
  id: z.string(),
  ticket: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  description: z.string(),
  profileRef: z.string().nullable(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  /** Filed by a signed-in member (their account may since be gone). */
  byMember: z.boolean(),
  status: z.enum(GRIEVANCE_STATUSES),
  dueAt: z.string(),
  /** Still open past its due date. */
  overdue: z.boolean(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GrievanceRecord = z.infer<typeof grievanceRecord>;

/** The admin list: open ones first by due date, or one status; 10 a page from page 0. */
export const adminGrievancesBody = z.strictObject({
  status: z.enum(GRIEVANCE_STATUSES).optional(),
  page: z.coerce.number({ error: 'validation.mustBeNumber' }).int().min(0).max(100_000).default(0),
});
export type AdminGrievancesBody = z.input<typeof adminGrievancesBody>;

export const adminGrievancesResponse = ok(
  z.object({
    grievances: z.array(grievanceRecord),
    page: z.number(),
    hasMore: z.boolean(),
    /** Open grievances past their due date, across every page. */
    overdueCount: z.number(),
  }),
);

/** Moving a grievance on; a decision (resolved or rejected) needs the note mailed to the complainant. */
export const adminGrievanceUpdateBody = z
  .strictObject({
    id: z.string().uuid({ error: 'validation.required' }),
    status: z.enum(GRIEVANCE_STATUSES, { error: 'validation.choice' }),
    note: optionalText(LONG_TEXT_MAX, true),
  })
  .refine((value) => !CLOSED_GRIEVANCE_STATUSES.includes(value.status) || (value.note ?? '') !== '', {
    path: ['note'],
    error: 'validation.resolutionNote',
  });
export type AdminGrievanceUpdateBody = z.input<typeof adminGrievanceUpdateBody>;

export const adminGrievanceResponse = ok(grievanceRecord.extend({ message: z.string() }));
