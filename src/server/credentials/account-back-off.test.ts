import { and, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, registerMember, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { isVerificationMail } from '../../../tests/support/mail-receiver.js';
import pino from 'pino';
import { upsertAdmin } from '../admin/admins.js';
import { passwordResets, reports, signInFailures, users } from '../db/schema.js';
import { RESET_MAILS_PER_HOUR, WRONG_CODES_PER_DAY } from '../password-reset/service.js';
import { runSweep } from '../sweep/sweep.js';
import { FAILURES_BEFORE_BACK_OFF, FAILURES_BEFORE_BACK_OFF_EVERYWHERE } from './sign-in-failures.js';

/** Rate limits per address are off here: what is tested holds whatever address the caller uses. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCount = 0;
const anotherAddress = () => {
  addressCount += 1;
  return `198.51.${100 + Math.floor(addressCount / 250)}.${addressCount % 250}`;
};
let numberCount = 0;
/** A number nobody registered. */
const unknownNumber = () => `70000${String((numberCount += 1)).padStart(5, '0')}`;

const WRONG = 'Wrong@12345';
const login = (mobileNumber: string, password: string, ip: string) => t.call('/user/login', { body: { mobileNumber, password }, ip });
const adminLogin = (mobileNumber: string, password: string, ip: string) => t.call('/admin/login', { body: { mobileNumber, password }, ip });
type Answer = Awaited<ReturnType<typeof login>>;
/** What a caller can tell apart: the status, the code, and whether and roughly when to come back. */
const seen = (res: Answer) => [
  res.status,
  res.json.data.code ?? null,
  res.headers['retry-after'] === undefined ? null : Math.round(Number(res.headers['retry-after']) / 10),
];
const counters = (kind: 'user' | 'admin', mobileNumber: string) =>
  t.db
    .select()
    .from(signInFailures)
    .where(and(eq(signInFailures.kind, kind), eq(signInFailures.subject, mobileNumber)));
const alertsTo = (email: string, since: number) =>
  t.mail.messages.slice(since).filter((mail) => mail.to.includes(email) && !isVerificationMail(mail));

describe('sign-in never tells who is a member', () => {
  it('answers a member’s number and an unknown one alike, through the back-off', async () => {
    const member = await registerMember(t);
    const stranger = unknownNumber();
    const tries = async (mobileNumber: string, rightPassword: string) => {
      const ip = anotherAddress();
      const answers: Answer[] = [];
      for (let i = 0; i < FAILURES_BEFORE_BACK_OFF + 2; i += 1) answers.push(await login(mobileNumber, WRONG, ip));
      // Even the right password is refused now, without being checked.
      answers.push(await login(mobileNumber, rightPassword, ip));
      return answers;
    };
    const known = await tries(member.mobileNumber, member.password);
    const unknown = await tries(stranger, member.password);
    expect(known.map(seen)).toEqual(unknown.map(seen));
    expect(known.map((res) => res.json.data.code)).toEqual([
      ...Array<string>(FAILURES_BEFORE_BACK_OFF).fill('WRONG_CREDENTIALS'),
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
    ]);
    expect(known.at(-1)!.status).toBe(429);
    expect(Number(known.at(-1)!.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(known.at(-1)!.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The same message too: nothing in the body differs.
    expect(known.map((res) => res.json)).toEqual(unknown.map((res) => res.json));
  });

  it('answers an admin’s number and an unknown one alike, through the back-off', async () => {
    await upsertAdmin(t.db, '9000000071', 'Admin@12345');
    const tries = async (mobileNumber: string) => {
      const ip = anotherAddress();
      const answers: Answer[] = [];
      for (let i = 0; i < FAILURES_BEFORE_BACK_OFF + 1; i += 1) answers.push(await adminLogin(mobileNumber, WRONG, ip));
      answers.push(await adminLogin(mobileNumber, 'Admin@12345', ip));
      return answers;
    };
    const known = await tries('9000000071');
    const unknown = await tries(unknownNumber());
    expect(known.map((res) => res.json)).toEqual(unknown.map((res) => res.json));
    expect(known.map(seen)).toEqual(unknown.map(seen));
    expect(known.at(-1)!.json.data.code).toBe('ACCOUNT_LOCKED');
    // From elsewhere the admin's password still opens the second step.
    expect((await adminLogin('9000000071', 'Admin@12345', anotherAddress())).status).toBe(200);
  });
});

describe('sign-in back-off per number and address', () => {
  it('pauses the address that guesses, not the owner elsewhere, and mails the owner once', async () => {
    const member = await registerMember(t);
    const attacker = anotherAddress();
    const mailsBefore = t.mail.messages.length;
    for (let i = 0; i < FAILURES_BEFORE_BACK_OFF; i += 1) {
      const res = await login(member.mobileNumber, WRONG, attacker);
      expect([res.status, res.json.data.code]).toEqual([401, 'WRONG_CREDENTIALS']);
    }
    const paused = await login(member.mobileNumber, member.password, attacker);
    expect([paused.status, paused.json.data.code]).toEqual([429, 'ACCOUNT_LOCKED']);
    // The owner, from their own phone, signs in as usual while the attacker's address waits.
    const owner = await login(member.mobileNumber, member.password, anotherAddress());
    expect(owner.status).toBe(200);
    expect((await login(member.mobileNumber, member.password, attacker)).status).toBe(429);
    const alert = await t.mail.waitFor((mail) => mail.to.includes(member.email) && /sign-in/i.test(mail.subject));
    expect(alert.text).toContain('you can still sign in from your own phone');
    expect(alertsTo(member.email, mailsBefore)).toHaveLength(1);
  });

  it('backs the number off from every address past the daily ceiling, known or not, and mails the owner of it', async () => {
    const member = await registerMember(t);
    const mailsBefore = t.mail.messages.length;
    let addressGroup = 0;
    const spread = async (mobileNumber: string) => {
      addressGroup += 1;
      const answers: Answer[] = [];
      // Fewer than the per-address threshold from each address: only the ceiling for the number stops them.
      for (let i = 0; i < FAILURES_BEFORE_BACK_OFF_EVERYWHERE; i += 1) {
        answers.push(await login(mobileNumber, WRONG, `203.0.${addressGroup}.${Math.floor(i / (FAILURES_BEFORE_BACK_OFF - 1))}`));
      }
      for (const ip of [anotherAddress(), anotherAddress()]) answers.push(await login(mobileNumber, member.password, ip));
      return answers;
    };
    const known = await spread(member.mobileNumber);
    expect(known.slice(0, -2).every((res) => res.status === 401)).toBe(true);
    for (const res of known.slice(-2)) {
      expect([res.status, res.json.data.code]).toEqual([429, 'ACCOUNT_LOCKED']);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    expect((await spread(unknownNumber())).map(seen)).toEqual(known.map(seen));
    const paused = await t.mail.waitFor(
      (mail) => mail.to.includes(member.email) && /paused for 15 minutes, from everywhere/.test(mail.text),
    );
    expect(paused.subject).toMatch(/sign-in/i);
    // One mail when the guesses became many, one when the number backed off everywhere.
    expect(alertsTo(member.email, mailsBefore)).toHaveLength(2);
    // Other numbers sign in as usual.
    const other = await registerMember(t);
    expect((await login(other.mobileNumber, other.password, anotherAddress())).status).toBe(200);
  }, 120_000);

  it('forgives an address its failures when the right password comes from it', async () => {
    const member = await registerMember(t);
    const ip = anotherAddress();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < FAILURES_BEFORE_BACK_OFF - 1; i += 1) expect((await login(member.mobileNumber, WRONG, ip)).status).toBe(401);
      expect((await login(member.mobileNumber, member.password, ip)).status).toBe(200);
      expect((await counters('user', member.mobileNumber)).map((row) => row.scope)).toEqual(['*']);
    }
    // The number's count of the day is kept: it is what bounds guesses from many addresses.
    const [everywhere] = await counters('user', member.mobileNumber);
    expect(everywhere!.failures).toBe(3 * (FAILURES_BEFORE_BACK_OFF - 1));
  });

  it('forgives nothing of another address: a right password from a clean address leaves the guesses counted', async () => {
    const member = await registerMember(t);
    const guesser = anotherAddress();
    for (let i = 0; i < FAILURES_BEFORE_BACK_OFF - 1; i += 1) expect((await login(member.mobileNumber, WRONG, guesser)).status).toBe(401);
    expect((await login(member.mobileNumber, member.password, anotherAddress())).status).toBe(200);
    expect((await counters('user', member.mobileNumber)).map((row) => row.scope).sort()).toEqual(['*', guesser].sort());
    // The guessing address has one try left before its pause, as before the owner signed in.
    expect((await login(member.mobileNumber, WRONG, guesser)).status).toBe(401);
    expect((await login(member.mobileNumber, WRONG, guesser)).status).toBe(429);
  });

  it('lets the address in again when the pause ends', async () => {
    const member = await registerMember(t);
    const ip = anotherAddress();
    for (let i = 0; i < FAILURES_BEFORE_BACK_OFF; i += 1) await login(member.mobileNumber, WRONG, ip);
    expect((await login(member.mobileNumber, member.password, ip)).status).toBe(429);
    const where = and(eq(signInFailures.kind, 'user'), eq(signInFailures.subject, member.mobileNumber), eq(signInFailures.scope, ip));
    await t.db
      .update(signInFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(where);
    expect((await login(member.mobileNumber, member.password, ip)).status).toBe(200);
    expect(await t.db.select().from(signInFailures).where(where)).toHaveLength(0);
  });

  it('backs off longer after each failure past the threshold', async () => {
    const member = await registerMember(t);
    const ip = anotherAddress();
    const where = and(eq(signInFailures.kind, 'user'), eq(signInFailures.subject, member.mobileNumber), eq(signInFailures.scope, ip));
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const tries = round === 0 ? FAILURES_BEFORE_BACK_OFF : 1;
      for (let i = 0; i < tries; i += 1) await login(member.mobileNumber, WRONG, ip);
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
    const ip = anotherAddress();
    const before = t.mail.messages.length;
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(member.mobileNumber, WRONG, ip)));
    expect(answers.every((res) => res.status === 401 || res.status === 429)).toBe(true);
    const failed = answers.filter((res) => res.status === 401).length;
    const [everywhere] = (await counters('user', member.mobileNumber)).filter((row) => row.scope === '*');
    expect(everywhere!.failures).toBe(failed);
    expect((await login(member.mobileNumber, member.password, ip)).status).toBe(429);
    await t.mail.waitFor((mail) => mail.to.includes(member.email) && !isVerificationMail(mail));
    // Give a second (wrong) alert the chance to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alertsTo(member.email, before)).toHaveLength(1);
  });

  it('mails the alert in the member’s language', async () => {
    const member = await registerMember(t);
    await t.db.update(users).set({ language: 'mr' }).where(eq(users.id, member.id));
    const ip = anotherAddress();
    for (let i = 0; i < FAILURES_BEFORE_BACK_OFF; i += 1) await login(member.mobileNumber, WRONG, ip);
    const alert = await t.mail.waitFor((mail) => mail.to.includes(member.email) && !isVerificationMail(mail));
    expect(alert.subject).toContain('माळी विवाह');
  });

  it('lifts every count of the number when its owner changes the password', async () => {
    const member = await registerMember(t);
    for (let i = 0; i < FAILURES_BEFORE_BACK_OFF; i += 1) await login(member.mobileNumber, WRONG, '203.0.113.200');
    expect((await counters('user', member.mobileNumber)).length).toBe(2);
    const changed = await t.call('/user/changePassword', {
      token: member.token,
      body: { oldPassword: member.password, newPassword: 'Kesar#Mango-77' },
    });
    expect(changed.status).toBe(200);
    expect(await counters('user', member.mobileNumber)).toHaveLength(0);
    expect((await login(member.mobileNumber, 'Kesar#Mango-77', '203.0.113.200')).status).toBe(200);
  });

  it('leaves the sweep to forget counts a day old whose pause has ended', async () => {
    const member = await registerMember(t);
    const ip = anotherAddress();
    for (let i = 0; i < FAILURES_BEFORE_BACK_OFF; i += 1) await login(member.mobileNumber, WRONG, ip);
    const old = new Date(Date.now() - 25 * 60 * 60_000);
    const byScope = (scope: string) =>
      and(eq(signInFailures.kind, 'user'), eq(signInFailures.subject, member.mobileNumber), eq(signInFailures.scope, scope));
    // The address's pause still runs; the number's count is old and unlocked.
    await t.db.update(signInFailures).set({ firstFailedAt: old }).where(byScope(ip));
    await t.db.update(signInFailures).set({ firstFailedAt: old }).where(byScope('*'));
    const sweep = () => runSweep({ db: t.db, files: t.files, log: pino({ level: 'silent' }), mailer: t.mailer, config: t.config });
    const first = await sweep();
    expect(first.ran && first.removed['old sign-in failures']).toBeGreaterThanOrEqual(1);
    expect((await counters('user', member.mobileNumber)).map((row) => row.scope)).toEqual([ip]);
    await t.db
      .update(signInFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(byScope(ip));
    // A second step that locked keeps its count until a right code; a few old typos go.
    const lockedAdmin = randomUUID();
    const typingAdmin = randomUUID();
    await t.db.insert(signInFailures).values([
      { kind: 'second-step', subject: lockedAdmin, scope: '*', failures: 6, firstFailedAt: old, lockedUntil: new Date(Date.now() - 1000) },
      { kind: 'second-step', subject: typingAdmin, scope: '*', failures: 2, firstFailedAt: old },
    ]);
    await sweep();
    expect(await counters('user', member.mobileNumber)).toHaveLength(0);
    const secondSteps = await t.db
      .select()
      .from(signInFailures)
      .where(inArray(signInFailures.subject, [lockedAdmin, typingAdmin]));
    expect(secondSteps.map((row) => row.subject)).toEqual([lockedAdmin]);
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
    // Approved, of opposite genders: each is in the other's listing, so each may report the other.
    const reporter = await approvedMember(t, userDetails({ gender: 'Male' }));
    const reported = await approvedMember(t, userDetails({ gender: 'Female' }));
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
    const second = await approvedMember(t, userDetails({ gender: 'Male' }));
    await t.call('/report/create', { token: second.token, body: { description: 'Fake photo', reportedUserId: reported.id } });
    expect(await t.db.select().from(reports).where(eq(reports.reportedUserId, reported.id))).toHaveLength(2);
  });
});
