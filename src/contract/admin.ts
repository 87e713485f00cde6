import { z } from 'zod';
import { ok } from './envelope.js';
import { adminSignInPassword, loginPassword, mobileNumber, optionalText } from './fields.js';
import { LONG_TEXT_MAX, NAME_SEARCH_MAX } from './limits.js';
import { REJECTION_CHOICES } from './moderation.js';
import { nameSearchProblem } from './name-search.js';
import { USER_STATUSES } from './reference/index.js';
import { userRecord } from './users.js';
import { APPROVAL_BLOCKERS } from './verification.js';

/** The admin login form checks SPEC section 5's rules; the server only presence. */
export const adminLoginForm = z.object({ mobileNumber, password: adminSignInPassword });
export const adminLoginBody = z.strictObject({ mobileNumber, password: loginPassword });
export type AdminLoginBody = z.input<typeof adminLoginBody>;

/** Admin lists count pages from 0 (SPEC section 9). */
export const pageIndex = z.coerce.number({ error: 'validation.mustBeNumber' }).int().min(0).max(1_000_000).default(0);

export const adminUsersBody = z.strictObject({
  fullName: optionalText(NAME_SEARCH_MAX),
  page: pageIndex,
  status: z.enum(USER_STATUSES, { error: 'validation.choice' }).optional(),
});
export type AdminUsersBody = z.input<typeof adminUsersBody>;

/** The admin list's search box. */
export const adminSearchForm = z.object({
  fullName: z
    .string()
    .superRefine((value, ctx) => {
      const problem = nameSearchProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim()),
});

/** What administrators see of a member: the whole record, and what the member has proven. */
const adminUserRecord = userRecord.extend({
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  /** Why Approve is not possible yet; empty when it is. */
  approvalBlockers: z.array(z.enum(APPROVAL_BLOCKERS)),
});

export const adminUsersResponse = ok(z.object({ userData: z.array(adminUserRecord), page: z.number(), hasMore: z.boolean() }));

/** An administrator's words to the member; blank counts as none. */
export const adminNote = optionalText(LONG_TEXT_MAX, true).transform((value) => value || undefined);

/** With OTHER, the administrator must say in words what to fix. */
export function noteForOther(value: { reason?: string; note?: string }, ctx: z.RefinementCtx) {
  if (value.reason === 'OTHER' && !value.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'validation.rejectionNote' });
}

const rejectionReason = z.enum(REJECTION_CHOICES, { error: 'validation.choice' });

/** The admin's reject dialog: a reason from the list, and words (required for OTHER). */
export const rejectionForm = z.object({ reason: rejectionReason, note: adminNote }).superRefine(noteForOther);

/**
 * SPEC's approve/reject call. A rejection may carry a reason and a note; SPEC's client sends
 * neither and the server records NO_REASON_GIVEN.
 */
export const adminUpdateUserBody = z
  .strictObject({
    mobileNumber,
    status: z.enum(['ACTIVE', 'REJECT'], { error: 'validation.choice' }),
    reason: rejectionReason.optional(),
    note: adminNote,
  })
  .superRefine((value, ctx) => {
    if (value.status === 'ACTIVE' && (value.reason || value.note)) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.reasonOnlyForReject' });
    }
    noteForOther(value, ctx);
  });
export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBody>;

/** A member named by id in an admin call; a malformed id is answered like an unknown one (404). */
export const memberId = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64);

/** SPEC's delete; `note` (optional) is kept on the member's open reports, which the deletion resolves. */
export const adminDeleteUserBody = z.strictObject({ userId: memberId, note: adminNote });

export const dashboardResponse = ok(
  z.object({
    totalUsers: z.number(),
    totalUsersToday: z.number(),
    /** Rupees. */
    totalIncome: z.number(),
    totalIncomeToday: z.number(),
  }),
);
export type Dashboard = z.infer<typeof dashboardResponse>['data'];
