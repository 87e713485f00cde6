import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerMember, signInAdmin, uniqueContact, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { verificationMailTo } from '../../../tests/support/verification-mail.js';
import { OTP_MAX_ATTEMPTS } from '../../contract/limits.js';
import { users, verificationCodes } from '../db/schema.js';
import { CODES_PER_DAY, WRONG_CODES_PER_DAY } from './service.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://vivah.example.org' } });
  adminToken = await signInAdmin(t);
});
afterAll(() => t.close());

const info = async (token: string) => (await t.call('/user/info', { token })).json.data;
const approve = (mobileNumber: string) => t.call('/admin/user/update', { token: adminToken, body: { mobileNumber, status: 'ACTIVE' } });
const verifyEmail = (token: string, code: string) => t.call('/user/verifyEmail', { token, body: { code } });
const confirmLink = (key: string) => t.call('/user/confirmEmail', { body: { key } });
/** A code that is not the one mailed. */
const wrong = (code: string) => String(((Number(code) - 100000 + 1) % 900000) + 100000);

/** Lets a member ask for the next code at once, as if the minute between codes had passed. */
async function pastResendWait(userId: string) {
  await t.db
    .update(verificationCodes)
    .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
    .where(eq(verificationCodes.userId, userId));
}

describe('the registration mail', () => {
  it('arrives in the registering language with a 6-digit code and a one-click link on PUBLIC_URL', async () => {
    const contact = uniqueContact();
    const created = await t.call('/user/create', { body: { ...contact, password: PASSWORD, language: 'mr' } });
    expect(created.status).toBe(201);
    const { mail, code, link } = await verificationMailTo(t.mail, contact.email);
    expect(mail.subject).toBe('माळी विवाहसाठी तुमचा ईमेल पत्ता पडताळा');
    expect(code).toMatch(/^\d{6}$/);
    expect(link).toMatch(/^https:\/\/vivah\.example\.org\/confirmEmail\?key=/);
    expect(mail.text).toContain('7 दिवसांत');
    // Only hashes are kept.
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.userId, created.json.data.id));
    expect(row).toMatchObject({ channel: 'EMAIL', target: contact.email, attempts: 0, usedAt: null });
    expect(row!.codeHash).not.toContain(code);
    expect(row!.linkHash).not.toContain(new URL(link).searchParams.get('key'));
    const standing = (await info(created.json.data.token)).standing;
    expect(standing).toMatchObject({ emailVerified: false, mobileVerified: false, mobileVerificationRequired: false });
    const deadline = new Date(standing.emailVerificationDeadline).getTime() - Date.now();
    expect(Math.round(deadline / (24 * 60 * 60_000))).toBe(7);
  });

  it('is in English for SPEC’s clients, which send no language', async () => {
    const contact = uniqueContact();
    await t.call('/user/create', { body: { ...contact, password: PASSWORD } });
    expect((await verificationMailTo(t.mail, contact.email)).mail.subject).toBe('Verify your email address for Mali Vivah');
  });
});

describe('the code', () => {
  it('verifies the address once', async () => {
    const member = await registerMember(t, { verified: false });
    const { code } = await verificationMailTo(t.mail, member.email);
    const res = await verifyEmail(member.token, code);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { channel: 'EMAIL', message: 'Email address verified' } });
    expect((await info(member.token)).standing).toMatchObject({ emailVerified: true, emailVerificationDeadline: null });
    const again = await verifyEmail(member.token, code);
    expect(again.status).toBe(409);
    expect(again.json.data.code).toBe('ALREADY_VERIFIED');
  });

  it('counts wrong codes: five void it, and then even the right one fails', async () => {
    const member = await registerMember(t, { verified: false });
    const { code } = await verificationMailTo(t.mail, member.email);
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i += 1) {
      const res = await verifyEmail(member.token, wrong(code));
      expect(res.status).toBe(400);
      expect(res.json.data.code).toBe('WRONG_CODE');
      const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.userId, member.id));
      expect(row!.attempts).toBe(i);
    }
    const gone = await verifyEmail(member.token, code);
    expect(gone.status).toBe(400);
    expect(gone.json.data.code).toBe('CODE_GONE');
    expect((await info(member.token)).standing.emailVerified).toBe(false);
  });

  it('caps wrong codes across codes: a new code brings no new guesses', async () => {
    const member = await registerMember(t, { verified: false });
    let wrongSoFar = 0;
    while (wrongSoFar < WRONG_CODES_PER_DAY) {
      const { code } = await verificationMailTo(t.mail, member.email);
      for (let i = 0; i < OTP_MAX_ATTEMPTS && wrongSoFar < WRONG_CODES_PER_DAY; i += 1, wrongSoFar += 1) {
        expect((await verifyEmail(member.token, wrong(code))).status).toBe(400);
      }
      await pastResendWait(member.id);
      const before = t.mail.messages.length;
      expect((await t.call('/user/sendEmailCode', { token: member.token, body: {} })).status).toBe(200);
      await verificationMailTo(t.mail, member.email, before);
    }
    const { code } = await verificationMailTo(t.mail, member.email);
    const res = await verifyEmail(member.token, code);
    expect(res.status).toBe(429);
    expect(res.json.data.code).toBe('CODE_GUESSES_EXHAUSTED');
  });

  it('refuses bad input with a 400 and a message, changing nothing', async () => {
    const member = await registerMember(t, { verified: false });
    for (const [code, message] of [
      ['12345', 'Must be exactly 6 digits'],
      ['12a456', 'Must be only digits'],
      ['', 'This field is required'],
    ] as const) {
      const res = await verifyEmail(member.token, code);
      expect(res.status).toBe(400);
      expect(res.json.data.message).toBe(message);
    }
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.userId, member.id));
    expect(row!.attempts).toBe(0);
  });
});

describe('the one-click link', () => {
  it('verifies the address once, without signing in', async () => {
    const member = await registerMember(t, { verified: false });
    const { key, code } = await verificationMailTo(t.mail, member.email);
    const res = await confirmLink(key);
    expect(res.status).toBe(200);
    expect((await info(member.token)).standing.emailVerified).toBe(true);
    const again = await confirmLink(key);
    expect(again.status).toBe(400);
    expect(again.json.data.code).toBe('VERIFICATION_LINK_INVALID');
    // The code from the same mail is spent too.
    expect((await verifyEmail(member.token, code)).json.data.code).toBe('ALREADY_VERIFIED');
  });

  it('refuses a forged, altered, expired or superseded key alike', async () => {
    const member = await registerMember(t, { verified: false });
    const { key } = await verificationMailTo(t.mail, member.email);
    const [body, signature] = key.split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'verify-email', s: member.id, e: 4102444800 })).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${body}.${signature!.slice(1)}x`, `${body}x.${signature}`]) {
      const res = await confirmLink(bad);
      expect(res.status).toBe(400);
      expect(res.json.data.code).toBe('VERIFICATION_LINK_INVALID');
    }
    // Not a key at all: refused before any lookup.
    for (const bad of ['not-a-key', `${'x'.repeat(1000)}.y`]) expect((await confirmLink(bad)).status).toBe(400);
    // A newer code voids the older mail's link.
    await pastResendWait(member.id);
    const before = t.mail.messages.length;
    expect((await t.call('/user/sendEmailCode', { token: member.token, body: {} })).status).toBe(200);
    const newer = await verificationMailTo(t.mail, member.email, before);
    expect((await confirmLink(key)).json.data.code).toBe('VERIFICATION_LINK_INVALID');
    // Expired.
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, member.id));
    expect((await confirmLink(newer.key)).json.data.code).toBe('VERIFICATION_LINK_INVALID');
    expect((await info(member.token)).standing.emailVerified).toBe(false);
  });
});

describe('asking for another code', () => {
  it('is paced: a minute between codes, a few a day', async () => {
    const member = await registerMember(t, { verified: false });
    const resend = () => t.call('/user/sendEmailCode', { token: member.token, body: {} });
    const soon = await resend();
    expect(soon.status).toBe(429);
    expect(soon.json.data.code).toBe('CODE_SENT_RECENTLY');
    for (let sent = 1; sent < CODES_PER_DAY; sent += 1) {
      await pastResendWait(member.id);
      const res = await resend();
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ sentTo: `${member.email.slice(0, 2)}•••@example.com`, resendAfterSeconds: 60 });
    }
    await pastResendWait(member.id);
    const exhausted = await resend();
    expect(exhausted.status).toBe(429);
    expect(exhausted.json.data.code).toBe('CODES_EXHAUSTED');
    // Only the newest code works.
    const { code } = await verificationMailTo(t.mail, member.email);
    const live = await t.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, member.id), eq(verificationCodes.attempts, 0)));
    expect(live.filter((row) => row.expiresAt > new Date())).toHaveLength(1);
    expect((await verifyEmail(member.token, code)).status).toBe(200);
  });

  it('is refused once the address is verified', async () => {
    const member = await registerMember(t);
    const res = await t.call('/user/sendEmailCode', { token: member.token, body: {} });
    expect(res.status).toBe(409);
    expect(res.json.data.code).toBe('ALREADY_VERIFIED');
  });

  it('is limited per account on the HTTP side too', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const member = await registerMember(limited, { verified: false });
      const codes: string[] = [];
      for (let i = 0; i < 11; i += 1)
        codes.push((await limited.call('/user/sendEmailCode', { token: member.token, body: {} })).json.data.code);
      // The database paces codes; past ten asks an hour the counter refuses before it is consulted.
      expect(codes.slice(0, 10).every((code) => code === 'CODE_SENT_RECENTLY')).toBe(true);
      expect(codes[10]).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('approval', () => {
  it('is refused until the email is verified, and the back-office is told why', async () => {
    const member = await registerMember(t, { details: userDetails(), verified: false });
    const refused = await approve(member.mobileNumber);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      success: false,
      data: {
        code: 'EMAIL_NOT_VERIFIED',
        message: 'The member has not verified their email address yet, so the profile cannot be approved',
      },
    });
    expect((await info(member.token)).status).toBe('PENDING');
    const listed = await t.call('/admin/users', { token: adminToken, body: { page: 0, status: 'PENDING' } });
    const record = listed.json.data.userData.find((user: { id: string }) => user.id === member.id);
    expect(record).toMatchObject({ emailVerified: false, mobileVerified: false, approvalBlockers: ['EMAIL_NOT_VERIFIED'] });
    // Rejecting needs nothing verified.
    const rejected = await t.call('/admin/user/update', {
      token: adminToken,
      body: { mobileNumber: member.mobileNumber, status: 'REJECT' },
    });
    expect(rejected.status).toBe(200);

    const { code } = await verificationMailTo(t.mail, member.email);
    expect((await verifyEmail(member.token, code)).status).toBe(200);
    expect((await approve(member.mobileNumber)).status).toBe(200);
    expect((await info(member.token)).status).toBe('ACTIVE');
  });

  it('waits for the mobile number too when REQUIRE_MOBILE_VERIFICATION is on', async () => {
    const strict = await createTestApp({ env: { REQUIRE_MOBILE_VERIFICATION: 'true' } });
    try {
      const admin = await signInAdmin(strict);
      const member = await registerMember(strict, { details: userDetails() });
      expect((await strict.call('/user/info', { token: member.token })).json.data.standing.mobileVerificationRequired).toBe(true);
      const refused = await strict.call('/admin/user/update', {
        token: admin,
        body: { mobileNumber: member.mobileNumber, status: 'ACTIVE' },
      });
      expect(refused.status).toBe(409);
      expect(refused.json.data.code).toBe('MOBILE_NOT_VERIFIED');
      await strict.db.update(users).set({ mobileVerifiedAt: new Date() }).where(eq(users.id, member.id));
      const approved = await strict.call('/admin/user/update', {
        token: admin,
        body: { mobileNumber: member.mobileNumber, status: 'ACTIVE' },
      });
      expect(approved.status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('leaves members approved before verification began as they are', async () => {
    const member = await registerMember(t, { details: userDetails(), verified: false });
    // As migration 0009 leaves a member who was ACTIVE already: approved, unverified, never removed.
    await t.db.update(users).set({ status: 'ACTIVE', removeIfUnverified: false }).where(eq(users.id, member.id));
    const record = await info(member.token);
    expect(record.status).toBe('ACTIVE');
    expect(record.standing).toMatchObject({ emailVerified: false, emailVerificationDeadline: null });
  });
});

describe('changing the email address', () => {
  const change = (token: string, email: string, password = PASSWORD) => t.call('/user/changeEmail', { token, body: { email, password } });

  it('needs the password, a new address nobody else has', async () => {
    const member = await registerMember(t);
    const other = await registerMember(t);
    const wrongPassword = await change(member.token, uniqueContact().email, 'Wrong@12345');
    expect([wrongPassword.status, wrongPassword.json.data.code]).toEqual([400, 'WRONG_PASSWORD']);
    const taken = await change(member.token, other.email.toUpperCase());
    expect([taken.status, taken.json.data.code]).toEqual([409, 'EMAIL_TAKEN']);
    const same = await change(member.token, member.email);
    expect([same.status, same.json.data.code]).toEqual([400, 'EMAIL_UNCHANGED']);
    const invalid = await change(member.token, 'not-an-email');
    expect([invalid.status, invalid.json.data.message]).toEqual([400, 'Please enter a valid email address']);
    expect((await info(member.token)).email).toBe(member.email);
  });

  it('starts verification again: the new address gets a code, the old one a notice, and approval waits', async () => {
    const member = await registerMember(t, { details: userDetails() });
    const { email: newEmail } = uniqueContact();
    const res = await change(member.token, newEmail);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ email: newEmail, codeSent: true });
    const record = await info(member.token);
    expect(record.email).toBe(newEmail);
    expect(record.standing.emailVerified).toBe(false);
    // An established account is asked to verify, never removed for it.
    expect(record.standing.emailVerificationDeadline).toBeNull();
    const notice = await t.mail.waitFor((mail) => mail.to.includes(member.email) && /was changed/.test(mail.subject));
    expect(notice.text).toContain(newEmail);
    expect((await approve(member.mobileNumber)).json.data.code).toBe('EMAIL_NOT_VERIFIED');

    const { code } = await verificationMailTo(t.mail, newEmail);
    expect((await verifyEmail(member.token, code)).status).toBe(200);
    expect((await approve(member.mobileNumber)).status).toBe(200);
    // The old address is free again.
    expect(
      (await t.call('/user/create', { body: { email: member.email, mobileNumber: uniqueContact().mobileNumber, password: PASSWORD } }))
        .status,
    ).toBe(201);
  });

  it('voids a code or link sent to the old address', async () => {
    const member = await registerMember(t, { verified: false });
    const old = await verificationMailTo(t.mail, member.email);
    expect((await change(member.token, uniqueContact().email)).status).toBe(200);
    expect((await confirmLink(old.key)).json.data.code).toBe('VERIFICATION_LINK_INVALID');
    // The old code is checked against the new address's code, and fails.
    expect((await verifyEmail(member.token, old.code)).json.data.code).toBe('WRONG_CODE');
    expect((await info(member.token)).standing.emailVerified).toBe(false);
  });
});
