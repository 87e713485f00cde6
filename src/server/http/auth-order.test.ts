import { eq } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { approvedMember, CONSENT, registerMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { authenticatorCode } from '../../../tests/support/totp.js';
import { verificationMailTo } from '../../../tests/support/verification-mail.js';
import { upsertAdmin } from '../admin/admins.js';
import { duplicateChecksSettled } from '../duplicates/service.js';
import { admins, verificationCodes } from '../db/schema.js';

/**
 * Every protected call answers in one order: who you are (401), then what you sent (400), then
 * whether you may (403), then the answer. The list of calls comes from the app's own OpenAPI
 * document, so a new call is either declared public below or checked here.
 */
const PUBLIC = new Set([
  'GET /health',
  'GET /health/ready',
  'POST /user/paymentReturn',
  'POST /payments/razorpay/webhook',
  'GET /config',
  'POST /user/create',
  'POST /user/login',
  'POST /user/checkEmail',
  'POST /user/verifyOtp',
  'POST /user/changeForgotPassword',
  'POST /admin/login',
  'GET /files/photos/{name}',
  'GET /files/blurred/{name}',
  // A mail's one-click unsubscribe link: its signed code is the authority (notifications tests).
  'POST /mail/unsubscribe',
  'POST /mail/resubscribe',
  'POST /user/confirmEmail',
  'POST /grievance',
  // A shared biodata: the link's secret token is the authority (biodata/biodata.test.ts).
  'GET /biodata/{token}',
  'GET /biodata/{token}/pdf',
  'GET /biodata/{token}/photo',
]);

type Kind = 'member' | 'admin' | 'either';
interface Case {
  kind: Kind;
  /** A body that fails validation, or none for calls that take no input. */
  bad?: unknown;
  /** The call done right, by a member or admin of this test. */
  good: (ctx: Ctx) => Promise<{ path: string; body?: unknown; token: string; headers?: Record<string, string> }>;
}
interface Ctx {
  member: Member;
  other: Member;
  /** A rejected member, for resubmission. */
  rejected: Member;
  admin: string;
}

const CASES: Record<string, Case> = {
  'GET /user/info': { kind: 'member', good: async ({ member }) => ({ path: '/user/info', token: member.token }) },
  'POST /user/updateUser': {
    kind: 'member',
    bad: { age: 'old', userDetails: 7 },
    good: async ({ member }) => ({ path: '/user/updateUser', token: member.token, body: { age: 0, userDetails: userDetails() } }),
  },
  'POST /user/changePassword': {
    kind: 'member',
    bad: { oldPassword: 5 },
    good: async ({ member }) => ({
      path: '/user/changePassword',
      token: member.token,
      body: { oldPassword: member.password, newPassword: 'Another@Secret42' },
    }),
  },
  'POST /user/deleteUserProfile': {
    kind: 'member',
    bad: { confirm: true },
    good: async ({ other }) => ({ path: '/user/deleteUserProfile', token: other.token, body: {} }),
  },
  'POST /user/language': {
    kind: 'member',
    bad: { language: 'fr' },
    good: async ({ member }) => ({ path: '/user/language', token: member.token, body: { language: 'mr' } }),
  },
  'POST /user/getProfile': {
    kind: 'member',
    bad: { page: 'first', age: '0-3000' },
    good: async ({ member }) => ({ path: '/user/getProfile', token: member.token, body: { page: 1 } }),
  },
  'POST /user/makePayment': {
    kind: 'member',
    bad: { amount: 100 },
    good: async ({ member }) => ({ path: '/user/makePayment', token: member.token, body: {} }),
  },
  'POST /user/paymentVerify': {
    kind: 'member',
    bad: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'forged' },
    // A verified payment needs Razorpay (its tests cover it); here, the receipts a member may read.
    good: async ({ member }) => ({ path: '/user/receipts', token: member.token }),
  },
  'GET /user/receipts': { kind: 'member', good: async ({ member }) => ({ path: '/user/receipts', token: member.token }) },
  'POST /user/logout': {
    kind: 'member',
    bad: { everywhere: 'yes' },
    good: async ({ member }) => ({ path: '/user/logout', token: member.token, body: {} }),
  },
  'POST /user/session/cookie': {
    kind: 'member',
    bad: { token: 'mvu_x' },
    good: async ({ member }) => ({
      path: '/user/session/cookie',
      token: member.token,
      body: {},
      headers: { 'x-session-transport': 'cookie' },
    }),
  },
  'POST /report/create': {
    kind: 'member',
    bad: { description: '' },
    // A member may report only someone the product has shown them: a profile in their listing.
    good: async () => {
      const { viewer, profile } = await pair();
      return {
        path: '/report/create',
        token: viewer.token,
        body: { description: 'Asked for money', reportedUserId: profile.id, reportingUserId: '1' },
      };
    },
  },
  'POST /upload': {
    kind: 'member',
    bad: { type: 'profilePhoto' },
    // A well-formed upload is covered by the upload tests; here, its refusal of a JSON body is the 400.
    good: async ({ member }) => ({ path: '/user/info', token: member.token }),
  },
  'GET /files/documents/{name}': {
    kind: 'either',
    good: async ({ admin }) => ({ path: '/admin/user/getDashboard', token: admin }),
  },
  'POST /admin/users': {
    kind: 'admin',
    bad: { page: -1 },
    good: async ({ admin }) => ({ path: '/admin/users', token: admin, body: { page: 0 } }),
  },
  'POST /admin/user/update': {
    kind: 'admin',
    bad: { mobileNumber: 'abc', status: 'MAYBE' },
    good: async ({ admin, member }) => ({
      path: '/admin/user/update',
      token: admin,
      body: { mobileNumber: member.mobileNumber, status: 'ACTIVE' },
    }),
  },
  'POST /admin/user/delete': {
    kind: 'admin',
    bad: { userId: 42 },
    good: async ({ admin }) => {
      const doomed = await registerMember(t);
      return { path: '/admin/user/delete', token: admin, body: { userId: doomed.id } };
    },
  },
  'GET /user/profiles/{id}': {
    kind: 'member',
    good: async () => {
      const { viewer, profile } = await pair();
      return { path: `/user/profiles/${profile.id}`, token: viewer.token };
    },
  },
  'POST /user/match-scores': {
    kind: 'member',
    bad: { ids: 'all' },
    good: async () => {
      const { viewer, profile } = await pair();
      return { path: '/user/match-scores', token: viewer.token, body: { ids: [profile.id] } };
    },
  },
  'POST /user/interests': {
    kind: 'member',
    bad: { userId: 'someone' },
    good: async () => {
      const { viewer, profile } = await pair();
      return { path: '/user/interests', token: viewer.token, body: { userId: profile.id } };
    },
  },
  'GET /user/interests': { kind: 'member', good: async ({ member }) => ({ path: '/user/interests?tab=sent', token: member.token }) },
  'POST /user/interests/seen': {
    kind: 'member',
    bad: { all: true },
    good: async ({ member }) => ({ path: '/user/interests/seen', token: member.token, body: {} }),
  },
  'POST /user/interests/{id}/{action}': {
    kind: 'member',
    bad: { reason: 'no' },
    good: async () => {
      const { viewer, profile } = await pair();
      const sent = await t.call('/user/interests', { token: viewer.token, body: { userId: profile.id } });
      return { path: `/user/interests/${sent.json.data.interest.id}/withdraw`, token: viewer.token, body: {} };
    },
  },
  'GET /user/activity': { kind: 'member', good: async ({ member }) => ({ path: '/user/activity', token: member.token }) },
  'GET /user/notifications': { kind: 'member', good: async ({ member }) => ({ path: '/user/notifications', token: member.token }) },
  'POST /user/notifications/read': {
    kind: 'member',
    bad: { ids: 'all' },
    good: async ({ member }) => ({ path: '/user/notifications/read', token: member.token, body: {} }),
  },
  'GET /user/favourites': { kind: 'member', good: async ({ member }) => ({ path: '/user/favourites', token: member.token }) },
  'GET /user/favourites/ids': { kind: 'member', good: async ({ member }) => ({ path: '/user/favourites/ids', token: member.token }) },
  'POST /user/favourites': {
    kind: 'member',
    bad: { userId: 7 },
    good: async () => {
      const { viewer, profile } = await pair();
      return { path: '/user/favourites', token: viewer.token, body: { userId: profile.id } };
    },
  },
  'POST /user/favourites/remove': {
    kind: 'member',
    bad: {},
    good: async ({ member, other }) => ({ path: '/user/favourites/remove', token: member.token, body: { userId: other.id } }),
  },
  'POST /user/favourites/merge': {
    kind: 'member',
    bad: { ids: 'all' },
    good: async ({ member }) => ({ path: '/user/favourites/merge', token: member.token, body: { ids: [] } }),
  },
  'GET /user/settings': { kind: 'member', good: async ({ member }) => ({ path: '/user/settings', token: member.token }) },
  'POST /user/settings/privacy': {
    kind: 'member',
    bad: { contactVisibility: 'FRIENDS' },
    good: async ({ member }) => ({ path: '/user/settings/privacy', token: member.token, body: { contactVisibility: 'MEMBERS' } }),
  },
  'POST /user/settings/pause': {
    kind: 'member',
    bad: { paused: 'yes' },
    good: async ({ member }) => ({ path: '/user/settings/pause', token: member.token, body: { paused: false } }),
  },
  'POST /user/settings/visits': {
    kind: 'member',
    bad: { recordVisits: 'yes' },
    good: async ({ member }) => ({ path: '/user/settings/visits', token: member.token, body: { recordVisits: false } }),
  },
  'GET /user/visits': { kind: 'member', good: async ({ member }) => ({ path: '/user/visits', token: member.token }) },
  'GET /user/savedSearches': { kind: 'member', good: async ({ member }) => ({ path: '/user/savedSearches', token: member.token }) },
  'POST /user/savedSearches': {
    kind: 'member',
    bad: { name: 'Pune', filters: { age: '30-20' }, frequency: 'hourly' },
    good: async ({ member }) => ({
      path: '/user/savedSearches',
      token: member.token,
      body: { name: 'Pune', filters: { age: '23-27' }, frequency: 'daily' },
    }),
  },
  'POST /user/savedSearches/{id}': {
    kind: 'member',
    bad: { frequency: 'monthly' },
    good: async ({ member }) => {
      const made = await t.call('/user/savedSearches', { token: member.token, body: { name: 'Satara' } });
      return { path: `/user/savedSearches/${made.json.data.id}`, token: member.token, body: { frequency: 'weekly' } };
    },
  },
  'POST /user/savedSearches/{id}/remove': {
    kind: 'member',
    good: async ({ member }) => {
      const made = await t.call('/user/savedSearches', { token: member.token, body: { name: 'Sangli' } });
      return { path: `/user/savedSearches/${made.json.data.id}/remove`, token: member.token, body: {} };
    },
  },
  'POST /user/settings/mail': {
    kind: 'member',
    bad: { kind: 'NEWSLETTER', enabled: false },
    good: async ({ member }) => ({ path: '/user/settings/mail', token: member.token, body: { kind: 'INTEREST_RECEIVED', enabled: true } }),
  },
  'GET /user/blocks': { kind: 'member', good: async ({ member }) => ({ path: '/user/blocks', token: member.token }) },
  'POST /user/blocks': {
    kind: 'member',
    bad: { userId: 5 },
    good: async () => {
      const { viewer, profile } = await pair();
      return { path: '/user/blocks', token: viewer.token, body: { userId: profile.id } };
    },
  },
  'POST /user/blocks/remove': {
    kind: 'member',
    bad: { userId: null },
    good: async () => {
      const { viewer, profile } = await pair();
      await t.call('/user/blocks', { token: viewer.token, body: { userId: profile.id } });
      return { path: '/user/blocks/remove', token: viewer.token, body: { userId: profile.id } };
    },
  },
  'POST /user/consent': {
    kind: 'member',
    bad: { marriagePurpose: 'yes' },
    good: async ({ member }) => ({ path: '/user/consent', token: member.token, body: CONSENT }),
  },
  'POST /user/safetyNotice': {
    kind: 'member',
    bad: { seen: true },
    good: async ({ member }) => ({ path: '/user/safetyNotice', token: member.token, body: {} }),
  },
  'GET /user/signIns': { kind: 'member', good: async ({ member }) => ({ path: '/user/signIns', token: member.token }) },
  'POST /user/signOutOthers': {
    kind: 'member',
    bad: { everywhere: 'yes' },
    good: async ({ member }) => ({ path: '/user/signOutOthers', token: member.token, body: {} }),
  },
  'GET /user/myData': { kind: 'member', good: async ({ member }) => ({ path: '/user/myData', token: member.token }) },
  // A biodata is made from a profile: the rejected member of this test has one.
  'GET /user/biodata': { kind: 'member', good: async ({ rejected }) => ({ path: '/user/biodata?language=mr', token: rejected.token }) },
  'GET /user/biodata/pdf': { kind: 'member', good: async ({ rejected }) => ({ path: '/user/biodata/pdf', token: rejected.token }) },
  'GET /user/profiles/{id}/biodata/pdf': {
    kind: 'member',
    good: async () => {
      const { viewer, profile } = await pair();
      return { path: `/user/profiles/${profile.id}/biodata/pdf`, token: viewer.token };
    },
  },
  'GET /user/biodata/links': { kind: 'member', good: async ({ member }) => ({ path: '/user/biodata/links', token: member.token }) },
  'POST /user/biodata/links': {
    kind: 'member',
    bad: { language: 'mr', days: 8 },
    good: async ({ rejected }) => ({ path: '/user/biodata/links', token: rejected.token, body: { language: 'mr', days: 7 } }),
  },
  'POST /user/biodata/links/{id}/revoke': {
    kind: 'member',
    good: async ({ rejected }) => {
      const made = await t.call('/user/biodata/links', { token: rejected.token, body: { language: 'en', days: 7 } });
      return { path: `/user/biodata/links/${made.json.data.id}/revoke`, token: rejected.token, body: {} };
    },
  },
  'POST /admin/grievances': {
    kind: 'admin',
    bad: { page: -1 },
    good: async ({ admin }) => ({ path: '/admin/grievances', token: admin, body: { page: 0 } }),
  },
  'POST /admin/grievance/update': {
    kind: 'admin',
    bad: { id: 'x', status: 'DONE' },
    good: async ({ admin }) => {
      await t.call('/grievance', { body: { category: 'OTHER', description: 'A question about my data', email: 'someone@example.net' } });
      const listed = await t.call('/admin/grievances', { token: admin, body: { page: 0 } });
      return { path: '/admin/grievance/update', token: admin, body: { id: listed.json.data.grievances[0].id, status: 'IN_PROGRESS' } };
    },
  },
  'GET /admin/user/getDashboard': { kind: 'admin', good: async ({ admin }) => ({ path: '/admin/user/getDashboard', token: admin }) },
  'POST /admin/duplicates': {
    kind: 'admin',
    bad: { userId: 7 },
    good: async ({ admin, member }) => ({ path: '/admin/duplicates', token: admin, body: { userId: member.id } }),
  },
  'POST /admin/duplicates/dismiss': {
    kind: 'admin',
    bad: { userId: 'x' },
    good: async ({ admin, member, other }) => {
      // This file registers everyone from one address: a registration burst, once the checks have run.
      await duplicateChecksSettled();
      return { path: '/admin/duplicates/dismiss', token: admin, body: { userId: member.id, otherUserId: other.id } };
    },
  },
  'GET /admin/duplicates/waiting': { kind: 'admin', good: async ({ admin }) => ({ path: '/admin/duplicates/waiting', token: admin }) },
  'POST /user/sendEmailCode': {
    kind: 'member',
    bad: { email: 'other@example.com' },
    good: async () => {
      const fresh = await registerMember(t, { verified: false });
      // As if the minute since the registration mail had passed.
      await t.db
        .update(verificationCodes)
        .set({ createdAt: new Date(Date.now() - 120_000) })
        .where(eq(verificationCodes.userId, fresh.id));
      return { path: '/user/sendEmailCode', token: fresh.token, body: {} };
    },
  },
  'POST /user/verifyEmail': {
    kind: 'member',
    bad: { code: 'abc' },
    good: async () => {
      const fresh = await registerMember(t, { verified: false });
      return { path: '/user/verifyEmail', token: fresh.token, body: { code: (await verificationMailTo(t.mail, fresh.email)).code } };
    },
  },
  'POST /user/changeEmail': {
    kind: 'member',
    bad: { email: 'nope' },
    good: async () => {
      const fresh = await registerMember(t);
      return { path: '/user/changeEmail', token: fresh.token, body: { email: `changed.${fresh.email}`, password: fresh.password } };
    },
  },
  'POST /user/sendMobileCode': {
    kind: 'member',
    bad: { mobileNumber: '9876543210' },
    good: async ({ member }) => ({ path: '/user/sendMobileCode', token: member.token, body: {} }),
  },
  'POST /user/verifyMobile': {
    kind: 'member',
    bad: { code: 12 },
    good: async () => {
      const fresh = await registerMember(t);
      await t.call('/user/sendMobileCode', { token: fresh.token, body: {} });
      const outbox = join(t.dataDir, 'outbox');
      const file = readdirSync(outbox).find((name) => name.endsWith(`-sms-${fresh.mobileNumber}.txt`))!;
      const code = /\b(\d{6})\b/.exec(readFileSync(join(outbox, file), 'utf8'))![1];
      return { path: '/user/verifyMobile', token: fresh.token, body: { code } };
    },
  },
  'POST /admin/twoStep/enrol': {
    kind: 'admin',
    bad: { secret: 'mine' },
    good: async () => ({ path: '/admin/twoStep/enrol', token: await passwordOnlyToken('9000000003'), body: {} }),
  },
  'POST /admin/twoStep/confirm': {
    kind: 'admin',
    bad: { code: '' },
    good: async () => {
      const token = await passwordOnlyToken('9000000004');
      const { secret } = (await t.call('/admin/twoStep/enrol', { token, body: {} })).json.data;
      return { path: '/admin/twoStep/confirm', token, body: { code: await authenticatorCode(secret) } };
    },
  },
  'POST /admin/twoStep/verify': {
    kind: 'admin',
    bad: { code: 'x' },
    good: async () => {
      await signInAdmin(t, '9000000005');
      const token = await passwordOnlyToken('9000000005');
      const [row] = await t.db.select().from(admins).where(eq(admins.mobileNumber, '9000000005'));
      return { path: '/admin/twoStep/verify', token, body: { code: await authenticatorCode(row!.totpSecret!, row!.totpLastStep) } };
    },
  },
  'POST /user/resubmit': {
    kind: 'member',
    bad: { again: true },
    good: async ({ rejected }) => ({ path: '/user/resubmit', token: rejected.token, body: {} }),
  },
  'POST /admin/reports': {
    kind: 'admin',
    bad: { status: 'SOME' },
    good: async ({ admin }) => ({ path: '/admin/reports', token: admin, body: { status: 'OPEN', page: 0 } }),
  },
  'POST /admin/reports/dismiss': {
    kind: 'admin',
    bad: { userId: 'x', note: '' },
    good: async ({ admin }) => {
      const { viewer, profile } = await pair();
      await t.call('/report/create', { token: viewer.token, body: { description: 'Rude', reportedUserId: profile.id, reason: 'ABUSIVE' } });
      return { path: '/admin/reports/dismiss', token: admin, body: { userId: profile.id, note: 'Nothing rude found' } };
    },
  },
  'POST /admin/user/suspend': {
    kind: 'admin',
    bad: { userId: 'x', reason: 'BORING' },
    good: async ({ admin, rejected }) => ({
      path: '/admin/user/suspend',
      token: admin,
      body: { userId: rejected.id, reason: 'FAKE_PROFILE' },
    }),
  },
  'POST /admin/user/unsuspend': {
    kind: 'admin',
    bad: { userId: 7 },
    good: async ({ admin }) => {
      const suspended = await registerMember(t);
      await t.call('/admin/user/suspend', { token: admin, body: { userId: suspended.id, reason: 'ABUSIVE' } });
      return { path: '/admin/user/unsuspend', token: admin, body: { userId: suspended.id } };
    },
  },
  'POST /admin/user/verify': {
    kind: 'admin',
    bad: { userId: '' },
    good: async ({ admin }) => {
      const member = await registerMember(t);
      await t.db
        .update(users)
        .set({ photoDetails: { adharCard: '/api/files/documents/00000000000000000000000000000000.pdf' } })
        .where(eq(users.id, member.id));
      return { path: '/admin/user/verify', token: admin, body: { userId: member.id } };
    },
  },
  'POST /admin/photoChanges': {
    kind: 'admin',
    bad: { page: 'first' },
    good: async ({ admin }) => ({ path: '/admin/photoChanges', token: admin, body: { page: 0 } }),
  },
  'POST /admin/user/photo': {
    kind: 'admin',
    bad: { userId: 'x', decision: 'MAYBE' },
    good: async ({ admin }) => {
      const member = await registerMember(t);
      await t.db
        .update(users)
        .set({
          pendingPhoto: { profilePhoto: '/api/files/photos/00000000000000000000000000000000.jpg', submittedAt: new Date().toISOString() },
        })
        .where(eq(users.id, member.id));
      return { path: '/admin/user/photo', token: admin, body: { userId: member.id, decision: 'APPROVE' } };
    },
  },
  'GET /admin/work': { kind: 'admin', good: async ({ admin }) => ({ path: '/admin/work', token: admin }) },
  'GET /admin/users/{id}/limits': {
    kind: 'admin',
    good: async ({ admin, member }) => ({ path: `/admin/users/${member.id}/limits`, token: admin }),
  },
  'GET /admin/limits/flagged': { kind: 'admin', good: async ({ admin }) => ({ path: '/admin/limits/flagged', token: admin }) },
  'POST /admin/activity': {
    kind: 'admin',
    bad: { action: 'DANCE' },
    good: async ({ admin }) => ({ path: '/admin/activity', token: admin, body: { page: 0 } }),
  },
  'GET /admin/admins': { kind: 'admin', good: async ({ admin }) => ({ path: '/admin/admins', token: admin }) },
  'POST /admin/payments': {
    kind: 'admin',
    bad: { status: 'PAID' },
    good: async ({ admin }) => ({ path: '/admin/payments', token: admin, body: { page: 0 } }),
  },
  'GET /admin/payments/export': {
    kind: 'admin',
    good: async ({ admin }) => ({ path: '/admin/payments/export?status=COMPLETED', token: admin }),
  },
  'POST /admin/payments/record': {
    kind: 'admin',
    bad: { mobileNumber: 'abc', amountInr: 0, method: 'CHEQUE' },
    good: async ({ admin, member }) => ({
      path: '/admin/payments/record',
      token: admin,
      body: { mobileNumber: member.mobileNumber, amountInr: '500', method: 'CASH', reference: 'AUTH-ORDER-1' },
    }),
  },
  'POST /admin/session/cookie': {
    kind: 'admin',
    bad: { token: 'mva_x' },
    good: async ({ admin }) => ({ path: '/admin/session/cookie', token: admin, body: {}, headers: { 'x-session-transport': 'cookie' } }),
  },
  'POST /admin/logout': {
    kind: 'admin',
    bad: { all: true },
    good: async () => ({ path: '/admin/logout', token: await signInAdmin(t, '9000000002'), body: {} }),
  },
};

/** The token the password alone opens: it reaches the second step only. */
async function passwordOnlyToken(mobileNumber: string): Promise<string> {
  await upsertAdmin(t.db, mobileNumber, 'Admin@12345');
  return (await t.call('/admin/login', { body: { mobileNumber, password: 'Admin@12345' } })).json.data.token;
}

let t: TestApp;
let ctx: Ctx;

/** Two approved members of opposite gender: calls about another member need one to be shown. */
async function pair() {
  const viewer = await approvedMember(t, userDetails({ gender: 'Male' }));
  const profile = await approvedMember(t, userDetails({ gender: 'Female' }));
  return { viewer, profile };
}
let operations: { key: string; method: string; url: string; secured: boolean }[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  const rejected = await registerMember(t, { details: userDetails() });
  await t.call('/admin/user/update', { token: admin, body: { mobileNumber: rejected.mobileNumber, status: 'REJECT' } });
  ctx = { member: await registerMember(t), other: await registerMember(t), rejected, admin };
  const spec = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const apiPath = path.replace(/^\/api/, '');
      return {
        key: `${method.toUpperCase()} ${apiPath}`,
        method: method.toUpperCase(),
        url: apiPath
          .replace('{name}', `${'0'.repeat(32)}.pdf`)
          .replace('{id}', '00000000-0000-4000-8000-000000000000')
          .replace('{action}', 'withdraw'),
        secured: (operation.security?.length ?? 0) > 0,
      };
    }),
  );
});
afterAll(() => t.close());

async function raw(method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const response = await t.app.inject({
    method: method as 'GET' | 'POST',
    url: `/api${url}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, json: response.json<{ data: { code: string } }>() };
}

describe('every call is either public or checks the session first', () => {
  it('knows every operation of the API', () => {
    expect(operations.length).toBeGreaterThan(15);
    const unknown = operations.filter((op) => !PUBLIC.has(op.key) && !CASES[op.key]).map((op) => op.key);
    expect(unknown).toEqual([]);
    const unsecured = operations.filter((op) => CASES[op.key] && !op.secured).map((op) => op.key);
    expect(unsecured).toEqual([]);
  });

  it('answers 401 without a token, whatever the body', async () => {
    for (const op of operations.filter((o) => CASES[o.key])) {
      for (const body of [undefined, CASES[op.key]!.bad, '{"broken":']) {
        if (op.method === 'GET' && body !== undefined) continue;
        const res = await raw(op.method, op.url, { body });
        expect([op.key, res.status, res.json.data.code]).toEqual([op.key, 401, 'SIGN_IN_REQUIRED']);
      }
    }
  });

  it('answers 401 to an unknown token, and to the other kind of token', async () => {
    for (const op of operations.filter((o) => CASES[o.key])) {
      const { kind, bad } = CASES[op.key]!;
      const body = op.method === 'GET' ? undefined : bad;
      const wrong = ['mvu_forged', 'mva_forged', ...(kind === 'member' ? [ctx.admin] : kind === 'admin' ? [ctx.member.token] : [])];
      for (const token of wrong) {
        const res = await raw(op.method, op.url, { token, body });
        expect([op.key, res.status, res.json.data.code]).toEqual([op.key, 401, 'SESSION_EXPIRED']);
      }
    }
  });

  it('then answers 400 to a bad body from a valid session', async () => {
    for (const op of operations.filter((o) => CASES[o.key]?.bad !== undefined)) {
      const token = CASES[op.key]!.kind === 'admin' ? ctx.admin : ctx.member.token;
      const res = await raw(op.method, op.url, { token, body: CASES[op.key]!.bad });
      expect([op.key, res.status]).toEqual([op.key, 400]);
    }
  });

  it('then answers the call done right', async () => {
    // Sign-outs and deletion end sessions, so they go last.
    const order = Object.keys(CASES).sort((a, b) => Number(/logout|delete/.test(a)) - Number(/logout|delete/.test(b)));
    for (const key of order) {
      const call = await CASES[key]!.good(ctx);
      const res = await t.call(call.path, { token: call.token, body: call.body, headers: call.headers });
      expect(res.status, key).toBeGreaterThanOrEqual(200);
      expect(res.status, key).toBeLessThan(300);
    }
    // Every operation of the API, each with the members and files its good call needs, one after
    // another: on a busy machine that is more than the suite's 30 seconds for one test.
  }, 120_000);
});
