import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from '../../contract/limits.js';
import { registerMember, uniqueContact } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { passwordResets, users } from '../db/schema.js';

/** One rule wherever a password is chosen: long enough, and not one a guesser tries first. */
const TOO_SHORT = 'Kesar#Mng';
const COMMON = [
  'password1234',
  'Password@123',
  'iloveyou123',
  'QWERTYUIOP',
  '1234567890',
  'India@1234',
  'krishna@123',
  'aaaaaaaaaaaa',
  '123123123123',
];
const GOOD = 'Kesar#Mango-77';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const messages = (res: { json: { data: { issues?: { message: string }[]; message: string } } }) =>
  (res.json.data.issues ?? []).map((issue) => issue.message).concat(res.json.data.message);

describe('the password rule', () => {
  it('holds at registration', async () => {
    expect(TOO_SHORT.length).toBe(PASSWORD_MIN - 1);
    const short = await t.call('/user/create', { body: { ...uniqueContact(), password: TOO_SHORT } });
    expect(short.status).toBe(400);
    expect(messages(short)).toContain('Password must be at least 10 characters long');
    for (const password of COMMON) {
      const res = await t.call('/user/create', { body: { ...uniqueContact(), password } });
      expect([password, res.status]).toEqual([password, 400]);
      expect(messages(res)).toContain('This password is too common; please choose one that is harder to guess');
    }
    expect((await t.call('/user/create', { body: { ...uniqueContact(), password: GOOD } })).status).toBe(201);
    expect((await t.call('/user/create', { body: { ...uniqueContact(), password: 'correct horse battery staple' } })).status).toBe(201);
  });

  it('holds when changing a password, which must also change', async () => {
    const member = await registerMember(t);
    const change = (newPassword: string) =>
      t.call('/user/changePassword', { token: member.token, body: { oldPassword: member.password, newPassword } });
    expect((await change(TOO_SHORT)).status).toBe(400);
    expect((await change('Password@123')).status).toBe(400);
    const same = await change(member.password);
    expect(same.status).toBe(400);
    expect(same.json.data.code).toBe('PASSWORD_UNCHANGED');
    const [before] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
    expect((await change(GOOD)).status).toBe(200);
    const [after] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
    expect(after!.hash).not.toBe(before!.hash);
  });

  it('holds when resetting a forgotten password', async () => {
    const member = await registerMember(t);
    await t.call('/user/checkEmail', { body: { email: member.email } });
    const otp = /\b(\d{4})\b/.exec((await t.mail.waitFor(member.email)).text)![1];
    const verified = await t.call('/user/verifyOtp', { body: { email: member.email, otp } });
    expect(verified.status).toBe(200);
    const token = verified.json.data.resetToken as string;
    for (const password of [TOO_SHORT, 'welcome@123']) {
      expect((await t.call('/user/changeForgotPassword', { body: { email: member.email, password, token } })).status).toBe(400);
    }
    const [reset] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(reset!.usedAt).toBeNull();
    expect((await t.call('/user/changeForgotPassword', { body: { email: member.email, password: GOOD, token } })).status).toBe(200);
    expect((await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: GOOD } })).status).toBe(200);
  });

  it('still signs in members whose password predates the rule', async () => {
    const member = await registerMember(t);
    const { hashPassword } = await import('./passwords.js');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('Old@pass1') })
      .where(eq(users.id, member.id));
    expect((await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: 'Old@pass1' } })).status).toBe(200);
  });
});
