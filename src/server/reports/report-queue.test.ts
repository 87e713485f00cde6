import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, approvedMember, registerMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { isVerificationMail } from '../../../tests/support/mail-receiver.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { auditLog, reports, users } from '../db/schema.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const queue = (body: Record<string, unknown> = {}) => t.call('/admin/reports', { token: admin, body: { page: 0, ...body } });
const report = (reporter: Member, reportedUserId: string, reason = 'FAKE_PROFILE', description = 'Looks fake') =>
  t.call('/report/create', { token: reporter.token, body: { description, reportedUserId, reason } });

/** An approved woman and approved men who report her. */
async function reportedWoman(firstName: string, reporterCount: number) {
  const woman = await registerMember(t, { details: userDetails({ firstName, gender: 'Female' }) });
  const reporters: Member[] = [];
  for (let i = 0; i < reporterCount; i += 1) reporters.push(await registerMember(t, { details: userDetails({ gender: 'Male' }) }));
  await approve(t, woman.id, ...reporters.map((reporter) => reporter.id));
  return { woman, reporters };
}
const seenBy = async (viewer: Member, id: string) =>
  ((await t.call('/user/getProfile', { token: viewer.token, body: { page: 1 } })).json.data.userData as { id: string }[]).some(
    (user) => user.id === id,
  );
const entries = (targetUserId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetUserId, targetUserId)).orderBy(auditLog.id);

describe('POST /admin/reports', () => {
  it('groups open reports by profile with distinct reporters, reasons and descriptions, newest first', async () => {
    const older = await reportedWoman('Older', 1);
    await report(older.reporters[0]!, older.woman.id, 'ABUSIVE', 'Rude messages');
    const newer = await reportedWoman('Newer', 2);
    await report(newer.reporters[0]!, newer.woman.id, 'ASKS_FOR_MONEY', 'Wanted a loan');
    await report(newer.reporters[1]!, newer.woman.id, 'FAKE_PROFILE', 'Photo from the internet');
    await report(newer.reporters[0]!, newer.woman.id, 'ASKS_FOR_MONEY', 'Wanted a loan, twice');
    // Shown her while approved (his interest), in review again now: he may report her, and is not counted as approved.
    const pending = await approvedMember(t, userDetails({ gender: 'Male' }));
    expect((await t.call('/user/interests', { token: pending.token, body: { userId: newer.woman.id } })).status).toBe(200);
    await t.db.update(users).set({ status: 'PENDING' }).where(eq(users.id, pending.id));
    expect((await report(pending, newer.woman.id, 'OTHER', 'Strange')).status).toBe(200);

    const res = await queue();
    expect(res.status).toBe(200);
    const [first, second] = res.json.data.groups;
    expect(first.reportedUserId).toBe(newer.woman.id);
    expect(first.label).toBe('Newer Ramesh Phule');
    expect(first.reporterCount).toBe(3);
    expect(first.approvedReporterCount).toBe(2);
    expect(first.reports.map((r: { reason: string }) => r.reason).sort()).toEqual(['ASKS_FOR_MONEY', 'FAKE_PROFILE', 'OTHER']);
    expect(first.reports.map((r: { description: string }) => r.description)).toContain('Wanted a loan, twice');
    expect(first.profile).toMatchObject({ id: newer.woman.id, mobileNumber: newer.woman.mobileNumber, identityVerified: false });
    expect(first.profile.review).toMatchObject({ suspension: null, reportHiddenSince: null });
    expect(second.reportedUserId).toBe(older.woman.id);
    expect(res.json.data).toMatchObject({ page: 0, hasMore: false });
    expect((await queue({ status: 'RESOLVED' })).json.data.groups).toEqual([]);
  });

  it('pages ten profiles at a time', async () => {
    // Each a profile in the reporter's listing: a member reports only whom the product showed them.
    const reporter = await approvedMember(t, userDetails({ gender: 'Male' }));
    for (let i = 0; i < 11; i += 1) {
      const reported = await approvedMember(t, userDetails({ gender: 'Female' }));
      expect((await report(reporter, reported.id)).status).toBe(200);
    }
    const first = await queue();
    expect(first.json.data.groups).toHaveLength(10);
    expect(first.json.data.hasMore).toBe(true);
    const second = await queue({ page: 1 });
    expect(second.json.data.groups.length).toBeGreaterThanOrEqual(1);
    const ids = [...first.json.data.groups, ...second.json.data.groups].map((g: { reportedUserId: string }) => g.reportedUserId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is for administrators only, and refuses a bad filter', async () => {
    const member = await registerMember(t);
    for (const token of [undefined, member.token]) expect((await t.call('/admin/reports', { token, body: { page: 0 } })).status).toBe(401);
    expect((await queue({ status: 'DONE' })).status).toBe(400);
    expect((await queue({ page: -1 })).status).toBe(400);
  });
});

describe('dismissing reports', () => {
  it('closes the open reports with a note, lists the profile again, and tells each reporter once in their language', async () => {
    const { woman, reporters } = await reportedWoman('Dismissed', 3);
    const viewer = reporters[0]!;
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, reporters[1]!.id));
    for (const reporter of reporters) await report(reporter, woman.id);
    expect(await seenBy(viewer, woman.id)).toBe(false);

    const missingNote = await t.call('/admin/reports/dismiss', { token: admin, body: { userId: woman.id, note: '  ' } });
    expect(missingNote.status).toBe(400);
    const res = await t.call('/admin/reports/dismiss', {
      token: admin,
      body: { userId: woman.id, note: 'Checked her documents: genuine' },
    });
    expect(res.status).toBe(200);
    expect(await seenBy(viewer, woman.id)).toBe(true);

    const rows = await t.db.select().from(reports).where(eq(reports.reportedUserId, woman.id));
    expect(rows.every((row) => row.status === 'RESOLVED' && row.resolution === 'DISMISSED' && row.resolvedBy !== null)).toBe(true);
    expect(rows[0]!.resolutionNote).toBe('Checked her documents: genuine');
    expect((await t.mail.waitFor(reporters[0]!.email)).subject).toBe('We reviewed your report');
    const hindi = await t.mail.waitFor(reporters[1]!.email);
    expect(hindi.subject).toBe('हमने आपकी शिकायत की जाँच कर ली है');
    // The mail says nothing of what was decided, or about whom.
    expect(hindi.text + (await t.mail.waitFor(reporters[0]!.email)).text).not.toMatch(/Dismissed|genuine|dismiss/i);
    // The mail stand-in files a message once it has parsed it, which may be after the send returned.
    for (const reporter of reporters) await t.mail.waitFor(reporter.email);
    for (const reporter of reporters) {
      expect(t.mail.messages.filter((mail) => mail.to.includes(reporter.email) && !isVerificationMail(mail))).toHaveLength(1);
    }

    expect((await entries(woman.id)).map((e) => [e.action, e.reason])).toEqual([['DISMISS_REPORTS', 'Checked her documents: genuine']]);
    const again = await t.call('/admin/reports/dismiss', { token: admin, body: { userId: woman.id, note: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.json.data.code).toBe('NO_OPEN_REPORTS');

    const resolved = (await queue({ status: 'RESOLVED' })).json.data.groups.find(
      (g: { reportedUserId: string }) => g.reportedUserId === woman.id,
    );
    expect(resolved.reports[0]).toMatchObject({ resolution: 'DISMISSED', resolvedBy: '9000000001' });
  });

  it('counts reports filed after a dismissal afresh', async () => {
    const { woman, reporters } = await reportedWoman('Fresh', 4);
    for (const reporter of reporters.slice(0, 3)) await report(reporter, woman.id);
    await t.call('/admin/reports/dismiss', { token: admin, body: { userId: woman.id, note: 'Fine' } });
    await report(reporters[3]!, woman.id);
    expect(await seenBy(reporters[3]!, woman.id)).toBe(true);
    const open = (await queue()).json.data.groups.find((g: { reportedUserId: string }) => g.reportedUserId === woman.id);
    expect(open.reporterCount).toBe(1);
  });

  it('answers 404 for an unknown member and changes nothing', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await t.call('/admin/reports/dismiss', { token: admin, body: { userId, note: 'x' } });
      expect(res.status).toBe(404);
    }
  });
});

describe('suspending a reported member', () => {
  it('hides them everywhere, tells them why in their language, resolves the reports and tells the reporters', async () => {
    const { woman, reporters } = await reportedWoman('Suspended', 2);
    await t.db.update(users).set({ language: 'mr' }).where(eq(users.id, woman.id));
    for (const reporter of reporters) await report(reporter, woman.id, 'ASKS_FOR_MONEY');
    const res = await t.call('/admin/user/suspend', {
      token: admin,
      body: { userId: woman.id, reason: 'ASKS_FOR_MONEY', note: 'Asked two members for money' },
    });
    expect(res.status).toBe(200);
    expect(await seenBy(reporters[0]!, woman.id)).toBe(false);

    const info = await t.call('/user/info', { token: woman.token });
    expect(info.json.data.standing.suspension).toMatchObject({ reason: 'ASKS_FOR_MONEY', note: 'Asked two members for money' });
    // Signed in, but sees nobody and cannot report.
    expect((await t.call('/user/getProfile', { token: woman.token, body: { page: 1 } })).json.data).toMatchObject({
      userData: [],
      reason: 'SUSPENDED',
    });
    expect((await report(woman, reporters[0]!.id)).status).toBe(403);
    const mail = await t.mail.waitFor(woman.email);
    expect(mail.subject).toBe('तुमची माळी विवाह प्रोफाइल निलंबित केली आहे');
    expect(mail.text).toContain('सदस्यांकडे पैसे मागणे.');
    expect(mail.text).toContain('Asked two members for money');
    // The reported member never learns who reported.
    for (const reporter of reporters) expect(mail.text + JSON.stringify(info.json)).not.toContain(reporter.mobileNumber);
    for (const reporter of reporters) expect((await t.mail.waitFor(reporter.email)).subject).toBe('We reviewed your report');

    const rows = await t.db.select().from(reports).where(eq(reports.reportedUserId, woman.id));
    expect(rows.map((row) => row.resolution)).toEqual(['SUSPENDED', 'SUSPENDED']);
    expect((await t.call('/admin/user/suspend', { token: admin, body: { userId: woman.id, reason: 'ABUSIVE' } })).json.data.code).toBe(
      'ALREADY_SUSPENDED',
    );

    expect((await t.call('/admin/user/unsuspend', { token: admin, body: { userId: woman.id, note: 'Apologised' } })).status).toBe(200);
    expect(await seenBy(reporters[0]!, woman.id)).toBe(true);
    expect((await t.call('/user/info', { token: woman.token })).json.data.standing.suspension).toBeNull();
    expect((await t.call('/admin/user/unsuspend', { token: admin, body: { userId: woman.id } })).json.data.code).toBe('NOT_SUSPENDED');
    expect((await entries(woman.id)).map((e) => [e.action, e.reason])).toEqual([
      ['SUSPEND', 'ASKS_FOR_MONEY'],
      ['UNSUSPEND', 'Apologised'],
    ]);
  });

  it('refuses a reason outside the list and a non-admin', async () => {
    const member = await registerMember(t);
    expect((await t.call('/admin/user/suspend', { token: admin, body: { userId: member.id, reason: 'RUDE' } })).status).toBe(400);
    expect((await t.call('/admin/user/suspend', { token: member.token, body: { userId: member.id, reason: 'ABUSIVE' } })).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.suspendedAt).toBeNull();
  });
});

describe('deleting a reported member', () => {
  it('resolves the reports as DELETED, keeps the name on them, and tells the reporters', async () => {
    const { woman, reporters } = await reportedWoman('Deleted', 1);
    await report(reporters[0]!, woman.id, 'ALREADY_MARRIED', 'She is married');
    const res = await t.call('/admin/user/delete', { token: admin, body: { userId: woman.id, note: 'Married, confirmed by family' } });
    expect(res.status).toBe(200);
    expect((await t.mail.waitFor(reporters[0]!.email)).subject).toBe('We reviewed your report');
    const resolved = (await queue({ status: 'RESOLVED' })).json.data.groups.find(
      (g: { label: string }) => g.label === 'Deleted Ramesh Phule',
    );
    expect(resolved).toMatchObject({ reportedUserId: null, profile: null, reporterCount: 1 });
    expect(resolved.reports[0]).toMatchObject({
      reason: 'ALREADY_MARRIED',
      resolution: 'DELETED',
      resolutionNote: 'Married, confirmed by family',
    });
    expect((await entries(woman.id)).map((e) => [e.action, e.detail])).toEqual([['DELETE', { reports: 1 }]]);
  });

  it('closes the open reports of a member who deletes their own account, without telling anyone', async () => {
    const { woman, reporters } = await reportedWoman('Gone', 1);
    await report(reporters[0]!, woman.id);
    await t.call('/user/deleteUserProfile', { token: woman.token, body: {} });
    expect((await queue()).json.data.groups.some((g: { label: string }) => g.label === 'Gone Ramesh Phule')).toBe(false);
    const [row] = await t.db.select().from(reports).where(eq(reports.reportingUserId, reporters[0]!.id));
    expect(row).toMatchObject({ status: 'RESOLVED', resolution: 'DELETED', resolvedBy: null, reportedLabel: 'Gone Ramesh Phule' });
    await expect(t.mail.waitFor(reporters[0]!.email, 500)).rejects.toThrow();
  });
});
