import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../db/schema.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { registerMember, userDetails } from '../../../tests/support/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /report/create', () => {
  it("stores the report with the token's member as reporter, whatever reportingUserId says", async () => {
    const reporter = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Rahul' }) });
    const reported = await registerMember(t, { details: userDetails() });
    const res = await t.call('/report/create', {
      token: reporter.token,
      body: { description: 'Asks for money', reportedUserId: reported.id, reportingUserId: '1' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), message: 'Reported successfully' } });
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json.data.id));
    expect(row).toMatchObject({ reportingUserId: reporter.id, reportedUserId: reported.id, description: 'Asks for money' });
  });

  it('ignores a reportingUserId naming someone else, and takes it as a number too', async () => {
    const reporter = await registerMember(t);
    const other = await registerMember(t);
    const reported = await registerMember(t);
    const res = await t.call('/report/create', {
      token: reporter.token,
      body: { description: 'Fake photos', reportedUserId: reported.id, reportingUserId: other.id },
    });
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json.data.id));
    expect(row!.reportingUserId).toBe(reporter.id);
    const numeric = await t.call('/report/create', {
      token: reporter.token,
      body: { description: 'Fake photos', reportedUserId: reported.id, reportingUserId: 1 },
    });
    expect(numeric.status).toBe(200);
    const without = await t.call('/report/create', { token: reporter.token, body: { description: 'Rude', reportedUserId: reported.id } });
    expect(without.status).toBe(200);
  });

  it('answers 404 for a member that does not exist or a malformed id, never a 500', async () => {
    const reporter = await registerMember(t);
    for (const reportedUserId of ['00000000-0000-4000-8000-000000000000', 'abc', '-'.repeat(36), "1' OR '1'='1"]) {
      const res = await t.call('/report/create', {
        token: reporter.token,
        body: { description: 'x', reportedUserId, reportingUserId: '1' },
      });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, data: { code: 'PROFILE_NOT_FOUND', message: 'This profile does not exist' } });
    }
    expect(await t.db.select().from(reports).where(eq(reports.reportingUserId, reporter.id))).toHaveLength(0);
  });

  it('refuses reporting yourself', async () => {
    const member = await registerMember(t);
    const res = await t.call('/report/create', {
      token: member.token,
      body: { description: 'me', reportedUserId: member.id, reportingUserId: '1' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, data: { code: 'OWN_PROFILE', message: 'You cannot report your own profile' } });
  });

  it.each([
    [{ description: '' }, 'Please describe the problem'],
    [{ description: '   ' }, 'Please describe the problem'],
    [{ description: undefined }, 'Please describe the problem'],
    [{ description: 'x'.repeat(1001) }, 'Too Long!'],
    [{ reportedUserId: '' }, 'This field is required'],
    [{ reportedUserId: undefined }, 'This field is required'],
  ])('validates %o with message "%s"', async (override, message) => {
    const member = await registerMember(t);
    const body = { description: 'Spam', reportedUserId: member.id, reportingUserId: '1', ...override };
    const res = await t.call('/report/create', { token: member.token, body });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe(message);
  });

  it('refuses extra fields', async () => {
    const member = await registerMember(t);
    const other = await registerMember(t);
    const res = await t.call('/report/create', {
      token: member.token,
      body: { description: 'Spam', reportedUserId: other.id, severity: 'high' },
    });
    expect(res.status).toBe(400);
  });

  it('needs a member token', async () => {
    const member = await registerMember(t);
    const body = { description: 'Spam', reportedUserId: member.id, reportingUserId: '1' };
    expect((await t.call('/report/create', { body })).status).toBe(401);
    expect((await t.call('/report/create', { token: 'mvu_forged', body })).status).toBe(401);
  });

  it('keeps the report when the reported member deletes the account', async () => {
    const reporter = await registerMember(t);
    const reported = await registerMember(t);
    const res = await t.call('/report/create', { token: reporter.token, body: { description: 'Scam', reportedUserId: reported.id } });
    await t.call('/user/deleteUserProfile', { token: reported.token, body: {} });
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json.data.id));
    expect(row).toMatchObject({ description: 'Scam', reportedUserId: null, reportingUserId: reporter.id });
  });
});
