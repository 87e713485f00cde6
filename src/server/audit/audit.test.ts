import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { isVerificationMail } from '../../../tests/support/mail-receiver.js';
import { completeSecondStep, registerMember, signInAdmin, userDetails } from '../../../tests/support/factories.js';
import { admins, auditLog, notifications } from '../db/schema.js';

let t: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signInAdmin(t);
  adminId = (await t.db.select({ id: admins.id }).from(admins))[0]!.id;
});
afterAll(() => t.close());

const entriesFor = (targetUserId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetUserId, targetUserId)).orderBy(auditLog.id);

describe('the activity log', () => {
  it('records each sign-in with the administrator and the address, once the second step completes', async () => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog))[0]!.n;
    const before = await count();
    const login = await t.call('/admin/login', { body: { mobileNumber: '9000000001', password: 'Admin@12345' }, ip: '203.0.113.7' });
    // The password alone is not a sign-in.
    expect(await count()).toBe(before);
    await completeSecondStep(t, '9000000001', login.json.data.token, '203.0.113.7');
    const [last] = await t.db
      .select()
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(last).toMatchObject({
      adminId,
      action: 'SIGN_IN',
      address: '203.0.113.7',
      targetUserId: null,
      detail: { method: 'AUTHENTICATOR' },
    });
  });

  it('records approval, rejection and deletion with the member, and keeps them after the member is gone', async () => {
    const member = await registerMember(t, { details: userDetails({ firstName: 'Kavita' }) });
    for (const status of ['ACTIVE', 'REJECT'] as const) {
      const res = await t.call('/admin/user/update', { token: adminToken, body: { mobileNumber: member.mobileNumber, status } });
      expect(res.status).toBe(200);
    }
    expect((await t.call('/admin/user/delete', { token: adminToken, body: { userId: member.id } })).status).toBe(200);
    const entries = await entriesFor(member.id);
    expect(entries.map((entry) => entry.action)).toEqual(['APPROVE', 'REJECT', 'DELETE']);
    expect(entries.every((entry) => entry.adminId === adminId && entry.targetLabel === 'Kavita Ramesh Phule')).toBe(true);
  });

  it('writes nothing for a change that did not happen', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog);
    const res = await t.call('/admin/user/update', { token: adminToken, body: { mobileNumber: '9555555555', status: 'ACTIVE' } });
    expect(res.status).toBe(404);
    const after = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('cannot be edited or deleted, even by a statement of our own', async () => {
    await expect(t.db.update(auditLog).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    const rows = await t.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.reason === 'rewritten')).toBe(false);
  });
});

describe('approval tells the member', () => {
  it('adds a notification and mails it in the member’s language', async () => {
    const member = await registerMember(t, { details: userDetails() });
    await t.db.execute(sql`update users set language = 'mr' where id = ${member.id}`);
    await t.call('/admin/user/update', { token: adminToken, body: { mobileNumber: member.mobileNumber, status: 'ACTIVE' } });
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(rows.map((row) => row.kind)).toEqual(['PROFILE_APPROVED']);
    const mail = await t.mail.waitFor((m) => m.to.includes(member.email) && !isVerificationMail(m));
    expect(mail.subject).toBe('तुमची माळी विवाह प्रोफाइल मंजूर झाली आहे');
  });

  it('sends no mail to a member who turned that kind off, but still shows it in the app', async () => {
    const member = await registerMember(t, { details: userDetails() });
    await t.db.execute(sql`update users set mail_preferences = '{"PROFILE_APPROVED": false}'::jsonb where id = ${member.id}`);
    await t.call('/admin/user/update', { token: adminToken, body: { mobileNumber: member.mobileNumber, status: 'ACTIVE' } });
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, member.id))).length).toBe(1);
    await expect(t.mail.waitFor((m) => m.to.includes(member.email) && !isVerificationMail(m), 500)).rejects.toThrow();
  });
});
