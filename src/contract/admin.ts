import { z } from 'zod';
import { ok } from './envelope.js';
import { adminSignInPassword, loginPassword, mobileNumber, optionalText } from './fields.js';
import { NAME_SEARCH_MAX } from './limits.js';
import { nameSearchProblem } from './name-search.js';
import { USER_STATUSES } from './reference/index.js';
import { userRecord } from './users.js';
import { APPROVAL_BLOCKERS } from './verification.js';

/** The admin login form checks SPEC section 5's rules; the server only presence. */
export const adminLoginForm = z.object({ mobileNumber, password: adminSignInPassword });
export const adminLoginBody = z.strictObject({ mobileNumber, password: loginPassword });
export type AdminLoginBody = z.input<typeof adminLoginBody>;

export const adminUsersBody = z.strictObject({
  fullName: optionalText(NAME_SEARCH_MAX),
  page: z.coerce.number({ error: 'validation.mustBeNumber' }).int().min(0).max(1_000_000).default(0),
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

export const adminUpdateUserBody = z.strictObject({
  mobileNumber,
  status: z.enum(['ACTIVE', 'REJECT'], { error: 'validation.choice' }),
});
export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBody>;

export const adminDeleteUserBody = z.strictObject({
  userId: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64),
});

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
