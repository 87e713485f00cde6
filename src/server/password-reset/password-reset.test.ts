import { randomBytes } from 'node:crypto';
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

/** Asks for a code, verifies it and answers the reset token the verification hands out. */
async function verified(member: Member): Promise<string> {
  const otp = await requestOtp(member);
  const res = await t.call('/user/verifyOtp', { body: { otp, email: member.email } });
  expect(res.status).toBe(200);
  expect(res.json.data.resetToken).toEqual(expect.any(String));
  return res.json.data.resetToken as string;
}

const login = (member: Member, password: string) => t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password } });
const changePassword = (body: Record<string, unknown>) => t.call('/user/changeForgotPassword', { body });
/** A token of the right form that no verification handed out. */
const madeUpToken = () => `mvp_${randomBytes(32).toString('base64url')}`;

/** The member's password and sessions are as they were. */
async function unchanged(member: Member) {
  expect((await t.call('/user/info', { token: member.token })).status).toBe(200);
  expect((await login(member, PASSWORD)).status).toBe(200);
  expect((await login(member, NEW_PASSWORD)).status).toBe(401);
}

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
    expect(res.json).toEqual({
      success: true,
      data: { message: 'Otp correct, Please set new password', resetToken: expect.stringMatching(/^mvp_[A-Za-z0-9_-]{43}$/) },
    });
    const other = await registerMember(t);
    const otherOtp = await requestOtp(other);
    expect((await t.call('/user/verifyOtp', { body: { otp: otherOtp, email: other.email } })).status).toBe(200);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(row!.verifiedAt).toBeInstanceOf(Date);
    expect(row!.attempts).toBe(0);
    // Stored only as a hash: a leaked table does not hand out live tokens.
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(res.json.data.resetToken);
  });

  it('hands out a new token when the code is verified again, and the earlier one stops working', async () => {
    const member = await registerMember(t);
    const otp = await requestOtp(member);
    const first = (await t.call('/user/verifyOtp', { body: { otp, email: member.email } })).json.data.resetToken;
    const second = (await t.call('/user/verifyOtp', { body: { otp, email: member.email } })).json.data.resetToken;
    expect(second).not.toBe(first);
    const old = await changePassword({ password: NEW_PASSWORD, email: member.email, token: first });
    expect(old.status).toBe(403);
    await unchanged(member);
    expect((await changePassword({ password: NEW_PASSWORD, email: member.email, token: second })).status).toBe(200);
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
    expect(row!.tokenHash).toBeNull();
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
    expect(right.json.data.resetToken).toBeUndefined();
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(row!.tokenHash).toBeNull();
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
    expect(res.json.data.resetToken).toBeUndefined();
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
  it('sets the new password with the reset token, signs out every session; old password stops working', async () => {
    const member = await registerMember(t);
    const other = (await login(member, PASSWORD)).json.data.token;
    const token = await verified(member);
    const res = await changePassword({ password: NEW_PASSWORD, email: member.email, token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { message: 'Password updated, Please login now' } });
    expect((await t.call('/user/info', { token: member.token })).status).toBe(401);
    expect((await t.call('/user/info', { token: other })).status).toBe(401);
    expect((await login(member, PASSWORD)).status).toBe(401);
    const fresh = await login(member, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect((await t.call('/user/info', { token: fresh.json.data.token })).status).toBe(200);
  });

  it("refuses SPEC's body without a token with its own code, even right after a verified code, and changes nothing", async () => {
    const member = await registerMember(t);
    await verified(member);
    for (const body of [
      { password: NEW_PASSWORD, email: member.email },
      { password: NEW_PASSWORD, email: member.email, token: '' },
    ]) {
      const res = await changePassword(body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        success: false,
        data: {
          code: 'RESET_TOKEN_REQUIRED',
          message: 'Verify the OTP sent to your email first: its answer carries the reset token this step needs',
        },
      });
    }
    await unchanged(member);
  });

  it("does not let someone polling with the member's email take over when the member verifies their code", async () => {
    const victim = await registerMember(t);
    const poll = async () => {
      expect((await changePassword({ password: NEW_PASSWORD, email: victim.email })).status).toBe(400);
      expect((await changePassword({ password: NEW_PASSWORD, email: victim.email, token: madeUpToken() })).status).toBe(403);
    };
    await poll();
    const otp = await requestOtp(victim);
    await poll();
    const verification = await t.call('/user/verifyOtp', { body: { otp, email: victim.email } });
    expect(verification.status).toBe(200);
    // The moment the code is verified, the poller's calls still set nothing.
    await poll();
    const spoofed = await changePassword({ password: NEW_PASSWORD, email: victim.email, token: madeUpToken() });
    expect(spoofed.status).toBe(403);
    expect(spoofed.json).toEqual({
      success: false,
      data: { code: 'RESET_TOKEN_INVALID', message: 'This password reset has expired or was already used, Please request a new OTP' },
    });
    await unchanged(victim);
    // The member's own reset goes through.
    const own = await changePassword({ password: 'Victim#Owns9', email: victim.email, token: verification.json.data.resetToken });
    expect(own.status).toBe(200);
    expect((await login(victim, 'Victim#Owns9')).status).toBe(200);
  });

  it('refuses a token that a code not yet verified never handed out', async () => {
    const member = await registerMember(t);
    await requestOtp(member);
    const res = await changePassword({ password: NEW_PASSWORD, email: member.email, token: madeUpToken() });
    expect(res.status).toBe(403);
    expect(res.json.data.code).toBe('RESET_TOKEN_INVALID');
    await unchanged(member);
  });

  it('works once per token', async () => {
    const member = await registerMember(t);
    const token = await verified(member);
    const first = await changePassword({ password: NEW_PASSWORD, email: member.email, token });
    expect(first.status).toBe(200);
    const second = await changePassword({ password: 'Another#Pass7', email: member.email, token });
    expect(second.status).toBe(403);
    expect(second.json.data.code).toBe('RESET_TOKEN_INVALID');
    expect((await login(member, NEW_PASSWORD)).status).toBe(200);
    expect((await login(member, 'Another#Pass7')).status).toBe(401);
  });

  it('lets only one of two parallel calls use the token', async () => {
    const member = await registerMember(t);
    const token = await verified(member);
    const results = await Promise.all(
      ['First#Pass1', 'Second#Pass2'].map((password) => changePassword({ password, email: member.email, token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
  });

  it('voids the tokens of every other verified code of the member once the password is set', async () => {
    const member = await registerMember(t);
    const earlier = await verified(member);
    const later = await verified(member);
    expect((await changePassword({ password: NEW_PASSWORD, email: member.email, token: later })).status).toBe(200);
    const res = await changePassword({ password: 'Another#Pass7', email: member.email, token: earlier });
    expect(res.status).toBe(403);
    expect((await login(member, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses one account's token for another email, which keeps its password; the token still serves its own account", async () => {
    const member = await registerMember(t);
    const victim = await registerMember(t);
    await requestOtp(victim);
    const token = await verified(member);
    const res = await changePassword({ password: NEW_PASSWORD, email: victim.email, token });
    expect(res.status).toBe(403);
    expect(res.json.data.code).toBe('RESET_TOKEN_INVALID');
    await unchanged(victim);
    const ghost = await changePassword({ password: NEW_PASSWORD, email: 'ghost@example.com', token });
    expect(ghost.status).toBe(403);
    expect(ghost.json.data.code).toBe('RESET_TOKEN_INVALID');
    expect((await changePassword({ password: NEW_PASSWORD, email: member.email, token })).status).toBe(200);
  });

  it('accepts the token within 15 minutes of the verification and refuses it after', async () => {
    const member = await registerMember(t);
    const token = await verified(member);
    const verifiedMinutesAgo = (minutes: number) =>
      t.db
        .update(passwordResets)
        .set({ verifiedAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(passwordResets.userId, member.id));
    await verifiedMinutesAgo(16);
    const late = await changePassword({ password: NEW_PASSWORD, email: member.email, token });
    expect(late.status).toBe(403);
    expect(late.json.data.code).toBe('RESET_TOKEN_INVALID');
    await unchanged(member);
    await verifiedMinutesAgo(14);
    expect((await changePassword({ password: NEW_PASSWORD, email: member.email, token })).status).toBe(200);
  });

  it.each([
    ['Pa1!word', 'Password must be at least 10 characters long'],
    ['Password@123', 'This password is too common; please choose one that is harder to guess'],
    ['QWERTYUIOP', 'This password is too common; please choose one that is harder to guess'],
    ['', 'Password is required'],
  ])('validates password %o with SPEC message "%s"', async (password, message) => {
    const res = await changePassword({ password, email: 'someone@example.com', token: madeUpToken() });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe(message);
  });

  it('refuses extra fields', async () => {
    const res = await changePassword({ password: NEW_PASSWORD, email: 'a@example.com', token: madeUpToken(), otp: '1234' });
    expect(res.status).toBe(400);
    expect(res.json.data.code).toBe('VALIDATION');
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
