import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, signInAdmin, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { isVerificationMail } from '../../../tests/support/mail-receiver.js';
import { passwordResets, reports, signInFailures, users } from '../db/schema.js';
import { RESET_MAILS_PER_HOUR, WRONG_CODES_PER_DAY } from '../password-reset/service.js';
import { FAILURES_BEFORE_BACK_OFF } from './sign-in-failures.js';

/** Rate limits per address are off here: what is tested holds whatever address the caller uses. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCount = 0;
const anotherAddress = () => `198.51.100.${(addressCount += 1)}`;

const login = (mobileNumber: string, password: string) => t.call('/user/login', { body: { mobileNumber, password }, ip: anotherAddress() });

describe('sign-in back-off per account', () => {
  it('pauses an account after repeated wrong passwords from any address, and mails its owner once', async () => {
    const member = await registerMember(t);
    const mailsBefore = t.mail.messages.length;
    for (let i = 0; i < FAILURES_BEFORE_BACK_OFF; i += 1) {
      const res = await login(member.mobileNumber, 'Wrong@12345');
      expect(res.status).toBe(401);
      expect(res.json.data.code).toBe('WRONG_CREDENTIALS');
    }
    // Now even the right password is refused, without being checked.
    const paused = await login(member.mobileNumber, member.password);
    expect(paused.status).toBe(429);
    expect(paused.json.data.code).toBe('ACCOUNT_LOCKED');
    expect((await login(member.mobileNumber, 'Wrong@12345')).status).toBe(429);
    const alerts = await t.mail.waitFor((mail) => mail.to.includes(member.email) && /sign-in/i.test(mail.subject));
    expect(alerts.text).toMatch(/paused for 1 minutes?/);
    expect(t.mail.messages.slice(mailsBefore).filter((mail) => mail.to.includes(member.email))).toHaveLength(1);
    // Other accounts sign in as usual.
    const other = await registerMember(t);
    expect((await login(other.mobileNumber, other.password)).status).toBe(200);
  });

  it('lets the owner back in when the pause ends, and a right password forgives earlier failures', async () => {
    const member = await registerMember(t);
    for (let i = 0; i < FAILURES_BEFORE_BACK_OFF; i += 1) await login(member.mobileNumber, 'Wrong@12345');
    expect((await login(member.mobileNumber, member.password)).status).toBe(429);
    const where = and(eq(signInFailures.kind, 'user'), eq(signInFailures.accountId, member.id));
    await t.db
      .update(signInFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(where);
    expect((await login(member.mobileNumber, member.password)).status).toBe(200);
    expect(await t.db.select().from(signInFailures).where(where)).toHaveLength(0);
  });

  it('backs off longer after each failure past the threshold', async () => {
    const member = await registerMember(t);
    const where = and(eq(signInFailures.kind, 'user'), eq(signInFailures.accountId, member.id));
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const tries = round === 0 ? FAILURES_BEFORE_BACK_OFF : 1;
      for (let i = 0; i < tries; i += 1) await login(member.mobileNumber, 'Wrong@12345');
      const [row] = await t.db.select().from(signInFailures).where(where);
      waits.push(row!.lockedUntil!.getTime() - Date.now());
      await t.db
        .update(signInFailures)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(where);
    }
    expect(waits[1]! / waits[0]!).toBeGreaterThan(1.8);
    expect(waits[2]! / waits[1]!).toBeGreaterThan(1.8);
  });

  it('counts parallel failures exactly and sends one alert', async () => {
    const member = await registerMember(t);
    const before = t.mail.messages.length;
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(member.mobileNumber, 'Wrong@12345')));
    expect(answers.every((res) => res.status === 401 || res.status === 429)).toBe(true);
    expect((await login(member.mobileNumber, member.password)).status).toBe(429);
    await t.mail.waitFor((mail) => mail.to.includes(member.email) && !isVerificationMail(mail));
    // Give a second (wrong) alert the chance to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.messages.slice(before).filter((mail) => mail.to.includes(member.email))).toHaveLength(1);
  });

  it('mails the alert in the member’s language', async () => {
    const member = await registerMember(t);
    await t.db.update(users).set({ language: 'mr' }).where(eq(users.id, member.id));
    for (let i = 0; i < FAILURES_BEFORE_BACK_OFF; i += 1) await login(member.mobileNumber, 'Wrong@12345');
    const alert = await t.mail.waitFor((mail) => mail.to.includes(member.email) && !isVerificationMail(mail));
    expect(alert.subject).toContain('माळी विवाह');
  });

  it('backs off an admin account the same way', async () => {
    await signInAdmin(t, '9000000077', 'Admin@12345');
    for (let i = 0; i < FAILURES_BEFORE_BACK_OFF; i += 1) {
      expect((await t.call('/admin/login', { body: { mobileNumber: '9000000077', password: 'Wrong@12345' } })).status).toBe(401);
    }
    const paused = await t.call('/admin/login', { body: { mobileNumber: '9000000077', password: 'Admin@12345' } });
    expect(paused.status).toBe(429);
    expect(paused.json.data.code).toBe('ACCOUNT_LOCKED');
  });
});

describe('reset codes per account', () => {
  it('mails one account at most a few codes an hour, even from many addresses and in parallel', async () => {
    const member = await registerMember(t);
    const answers = await Promise.all(
      Array.from({ length: RESET_MAILS_PER_HOUR + 3 }, () =>
        t.call('/user/checkEmail', { body: { email: member.email }, ip: anotherAddress() }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(RESET_MAILS_PER_HOUR);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json.data.code).toBe('RESET_MAILS_EXHAUSTED');
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id))).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('caps wrong codes across codes: a new code does not bring new guesses', async () => {
    const member = await registerMember(t);
    let wrong = 0;
    while (wrong < WRONG_CODES_PER_DAY) {
      expect((await t.call('/user/checkEmail', { body: { email: member.email } })).status).toBe(200);
      for (let i = 0; i < 5 && wrong < WRONG_CODES_PER_DAY; i += 1, wrong += 1) {
        const res = await t.call('/user/verifyOtp', { body: { email: member.email, otp: '0000' }, ip: anotherAddress() });
        expect([400]).toContain(res.status);
      }
    }
    // A fresh code now answers "too many" even when it is right.
    expect((await t.call('/user/checkEmail', { body: { email: member.email } })).status).toBe(200);
    const mail = await t.mail.waitFor((m) => m.to.includes(member.email) && /\b\d{4}\b/.test(m.text));
    const otp = /\b(\d{4})\b/.exec(mail.text)![1];
    const res = await t.call('/user/verifyOtp', { body: { email: member.email, otp } });
    expect(res.status).toBe(429);
    expect(res.json.data.code).toBe('RESET_GUESSES_EXHAUSTED');
  });
});

describe('reports', () => {
  it('keeps one open report per reporter and profile, even when sent in parallel', async () => {
    const reporter = await registerMember(t);
    const reported = await registerMember(t, { details: userDetails() });
    const send = (description: string) =>
      t.call('/report/create', { token: reporter.token, body: { description, reportedUserId: reported.id, reportingUserId: '1' } });
    expect((await send('Asked for money')).status).toBe(200);
    const parallel = await Promise.all(['Again', 'And again', 'Once more'].map(send));
    expect(parallel.every((res) => res.status === 200)).toBe(true);
    const rows = await t.db.select().from(reports).where(eq(reports.reportedUserId, reported.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reportingUserId).toBe(reporter.id);
    expect(['Again', 'And again', 'Once more']).toContain(rows[0]!.description);
    // Another member's report on the same profile is its own.
    const second = await registerMember(t);
    await t.call('/report/create', { token: second.token, body: { description: 'Fake photo', reportedUserId: reported.id } });
    expect(await t.db.select().from(reports).where(eq(reports.reportedUserId, reported.id))).toHaveLength(2);
  });
});
