import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../db/schema.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { PASSWORD, registerMember, uniqueContact, type Member } from '../../../tests/support/factories.js';

const NEW_PASSWORD = 'Fresh#Start9';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Asks for a code and reads it from the mail the SMTP receiver got. */
async function requestOtp(member: Member): Promise<string> {
  const before = t.mail.messages.length;
  const res = await t.call('/user/checkEmail', { body: { email: member.email } });
  expect(res.status).toBe(200);
  expect(t.mail.messages.length).toBe(before + 1);
  const mail = await t.mail.waitFor(member.email);
  const otp = /code to reset your Mali Vivah password is (\d{4})\./.exec(mail.text)?.[1];
  expect(otp).toBeDefined();
  return otp!;
}

const wrongOtp = (otp: string) => String(otp === '1000' ? 1001 : Number(otp) - 1);

async function verified(member: Member) {
  const otp = await requestOtp(member);
  const res = await t.call('/user/verifyOtp', { body: { otp, email: member.email } });
  expect(res.status).toBe(200);
}

const login = (member: Member, password: string) => t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password } });

describe('POST /user/checkEmail', () => {
  it('mails a 4-digit code in English that expires in 10 minutes, with SPEC answer', async () => {
    const member = await registerMember(t);
    const res = await t.call('/user/checkEmail', { body: { email: member.email } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { message: `OTP sent to ${member.email}, Please check.` } });
    const mail = await t.mail.waitFor(member.email);
    expect(mail.subject).toBe('Your Mali Vivah password reset code');
    expect(mail.text).toMatch(/is [1-9]\d{3}\./);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.text).toContain('If you did not ask to reset your password, please ignore this email');
  });

  it('stores the code hashed, never as sent', async () => {
    const member = await registerMember(t);
    const otp = await requestOtp(member);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.otpHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.otpHash).not.toContain(otp);
    const minutes = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 0);
  });

  it('answers 404 with SPEC message for an unknown address, whatever its case', async () => {
    const res = await t.call('/user/checkEmail', { body: { email: 'Nobody@Example.com' } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      success: false,
      data: { code: 'EMAIL_NOT_FOUND', message: 'Provided email: nobody@example.com, Not found.' },
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'This field is required'],
    [{}, 'This field is required'],
  ])('validates %o with SPEC message "%s"', async (body, message) => {
    const res = await t.call('/user/checkEmail', { body });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe(message);
  });

  it('voids the earlier unverified code when a new one is asked for', async () => {
    const member = await registerMember(t);
    const first = await requestOtp(member);
    let second = await requestOtp(member);
    while (second === first) second = await requestOtp(member);
    const old = await t.call('/user/verifyOtp', { body: { otp: first, email: member.email } });
    expect(old.status).toBe(400);
    const current = await t.call('/user/verifyOtp', { body: { otp: second, email: member.email } });
    expect(current.status).toBe(200);
  });
});

describe('POST /user/verifyOtp', () => {
  it('accepts the right code with SPEC answer, as a string or as a number', async () => {
    const member = await registerMember(t);
    const otp = await requestOtp(member);
    const res = await t.call('/user/verifyOtp', { body: { otp: Number(otp), email: member.email } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { message: 'Otp correct, Please set new password' } });
    const other = await registerMember(t);
    const otherOtp = await requestOtp(other);
    expect((await t.call('/user/verifyOtp', { body: { otp: otherOtp, email: other.email } })).status).toBe(200);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(row!.verifiedAt).toBeInstanceOf(Date);
    expect(row!.attempts).toBe(0);
  });

  it('refuses a wrong code with SPEC message and counts the try', async () => {
    const member = await registerMember(t);
    const otp = await requestOtp(member);
    const res = await t.call('/user/verifyOtp', { body: { otp: wrongOtp(otp), email: member.email } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, data: { code: 'WRONG_OTP', message: 'Incorrect OTP, Please try again' } });
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(row!.attempts).toBe(1);
    expect(row!.verifiedAt).toBeNull();
  });

  it('voids the code after 5 wrong tries: even the right one then fails', async () => {
    const member = await registerMember(t);
    const otp = await requestOtp(member);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.call('/user/verifyOtp', { body: { otp: wrongOtp(otp), email: member.email } });
      expect(wrong.json.data.message).toBe('Incorrect OTP, Please try again');
    }
    const right = await t.call('/user/verifyOtp', { body: { otp, email: member.email } });
    expect(right.status).toBe(400);
    expect(right.json.success).toBe(false);
    const change = await t.call('/user/changeForgotPassword', { body: { password: NEW_PASSWORD, email: member.email } });
    expect(change.status).toBe(403);
  });

  it('allows the right code on the fifth try', async () => {
    const member = await registerMember(t);
    const otp = await requestOtp(member);
    for (let i = 0; i < 4; i += 1) await t.call('/user/verifyOtp', { body: { otp: wrongOtp(otp), email: member.email } });
    expect((await t.call('/user/verifyOtp', { body: { otp, email: member.email } })).status).toBe(200);
  });

  it('refuses parallel guesses beyond the limit', async () => {
    const member = await registerMember(t);
    const otp = await requestOtp(member);
    await Promise.all(Array.from({ length: 8 }, () => t.call('/user/verifyOtp', { body: { otp: wrongOtp(otp), email: member.email } })));
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(row!.attempts).toBe(5);
    expect((await t.call('/user/verifyOtp', { body: { otp, email: member.email } })).status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const member = await registerMember(t);
    const otp = await requestOtp(member);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, member.id));
    const res = await t.call('/user/verifyOtp', { body: { otp, email: member.email } });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe('This OTP has expired or was tried too many times, Please request a new one');
  });

  it('refuses a code for an address without a reset, or unknown', async () => {
    const member = await registerMember(t);
    expect((await t.call('/user/verifyOtp', { body: { otp: '1234', email: member.email } })).status).toBe(400);
    expect((await t.call('/user/verifyOtp', { body: { otp: '1234', email: 'ghost@example.com' } })).status).toBe(400);
  });

  it("does not accept one member's code for another address", async () => {
    const owner = await registerMember(t);
    const other = await registerMember(t);
    const otp = await requestOtp(owner);
    let otherOtp = await requestOtp(other);
    while (otherOtp === otp) otherOtp = await requestOtp(other);
    const res = await t.call('/user/verifyOtp', { body: { otp, email: other.email } });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe('Incorrect OTP, Please try again');
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, owner.id));
    expect(row!.verifiedAt).toBeNull();
    expect(row!.attempts).toBe(0);
  });

  it.each([
    ['12a4', 'Must be only digits'],
    ['123', 'Must be exactly 4 digits'],
    ['12345', 'Must be exactly 4 digits'],
    [123, 'Must be exactly 4 digits'],
    ['', 'This field is required'],
  ])('validates otp %o with SPEC message "%s"', async (otp, message) => {
    const res = await t.call('/user/verifyOtp', { body: { otp, email: 'someone@example.com' } });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe(message);
  });
});

describe('POST /user/changeForgotPassword', () => {
  it('sets the new password after a verified code, signs out every session; old password stops working', async () => {
    const member = await registerMember(t);
    const other = (await login(member, PASSWORD)).json.data.token;
    await verified(member);
    const res = await t.call('/user/changeForgotPassword', { body: { password: NEW_PASSWORD, email: member.email } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { message: 'Password updated, Please login now' } });
    expect((await t.call('/user/info', { token: member.token })).status).toBe(401);
    expect((await t.call('/user/info', { token: other })).status).toBe(401);
    expect((await login(member, PASSWORD)).status).toBe(401);
    const fresh = await login(member, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect((await t.call('/user/info', { token: fresh.json.data.token })).status).toBe(200);
  });

  it('refuses without a verified code, and changes nothing', async () => {
    const member = await registerMember(t);
    await requestOtp(member);
    const res = await t.call('/user/changeForgotPassword', { body: { password: NEW_PASSWORD, email: member.email } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: false, data: { code: 'OTP_NOT_VERIFIED', message: 'Verify the OTP sent to your email first' } });
    expect((await login(member, PASSWORD)).status).toBe(200);
    expect((await t.call('/user/info', { token: member.token })).status).toBe(200);
  });

  it('works once per verified code', async () => {
    const member = await registerMember(t);
    await verified(member);
    const first = await t.call('/user/changeForgotPassword', { body: { password: NEW_PASSWORD, email: member.email } });
    expect(first.status).toBe(200);
    const second = await t.call('/user/changeForgotPassword', { body: { password: 'Another#Pass7', email: member.email } });
    expect(second.status).toBe(403);
    expect((await login(member, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets only one of two parallel calls use the code', async () => {
    const member = await registerMember(t);
    await verified(member);
    const results = await Promise.all(
      ['First#Pass1', 'Second#Pass2'].map((password) => t.call('/user/changeForgotPassword', { body: { password, email: member.email } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
  });

  it('refuses another address than the verified one', async () => {
    const member = await registerMember(t);
    const victim = await registerMember(t);
    await verified(member);
    const res = await t.call('/user/changeForgotPassword', { body: { password: NEW_PASSWORD, email: victim.email } });
    expect(res.status).toBe(403);
    expect((await login(victim, PASSWORD)).status).toBe(200);
    expect((await t.call('/user/changeForgotPassword', { body: { password: NEW_PASSWORD, email: 'ghost@example.com' } })).status).toBe(403);
  });

  it('refuses once the window after verification has passed', async () => {
    const member = await registerMember(t);
    await verified(member);
    await t.db
      .update(passwordResets)
      .set({ verifiedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(passwordResets.userId, member.id));
    const res = await t.call('/user/changeForgotPassword', { body: { password: NEW_PASSWORD, email: member.email } });
    expect(res.status).toBe(403);
  });

  it.each([
    ['Pa1!word', 'Password must be at least 10 characters long'],
    ['Password@123', 'This password is too common; please choose one that is harder to guess'],
    ['QWERTYUIOP', 'This password is too common; please choose one that is harder to guess'],
    ['', 'Password is required'],
  ])('validates password %o with SPEC message "%s"', async (password, message) => {
    const res = await t.call('/user/changeForgotPassword', { body: { password, email: 'someone@example.com' } });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe(message);
  });

  it('refuses extra fields', async () => {
    const res = await t.call('/user/changeForgotPassword', { body: { password: NEW_PASSWORD, email: 'a@example.com', otp: '1234' } });
    expect(res.status).toBe(400);
  });
});

describe('when the mail cannot be sent', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
    await broken.mail.close();
  });
  afterAll(() => broken.close());

  it('answers 503 with a clear message, and the code it could not send is never usable', async () => {
    // Registered by hand: the factory would wait for a verification mail that cannot come.
    const contact = uniqueContact();
    const created = await broken.call('/user/create', { body: { ...contact, password: PASSWORD } });
    const member = { id: created.json.data.id as string, email: contact.email };
    const res = await broken.call('/user/checkEmail', { body: { email: member.email } });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({
      success: false,
      data: { code: 'MAIL_FAILED', message: 'Could not send the email, Please try again later' },
    });
    const [row] = await broken.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
