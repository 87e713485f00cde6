import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../http/rate-limits.js';
import { FAILURES_BEFORE_BACK_OFF } from '../credentials/sign-in-failures.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { approve, approvedMember, registerMember, signInAdmin, userDetails } from '../../../tests/support/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

/** A documentation address per caller (RFC 5737), so each test's counters are its own. */
let nextAddress = 0;
const address = () => {
  nextAddress += 1;
  return `203.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

describe('rate limits', () => {
  it('answers 429 on login once the limit for a number and address is used up, other numbers unaffected', async () => {
    const ip = address();
    const member = await registerMember(t);
    const body = { mobileNumber: member.mobileNumber, password: member.password };
    // Right passwords count too: the limit is on calls, the account's back-off on failures.
    for (let i = 0; i < rateLimits.login.max; i += 1) {
      expect((await t.call('/user/login', { body, ip })).status).toBe(200);
    }
    const limited = await t.call('/user/login', { body, ip });
    expect(limited.status).toBe(429);
    expect(limited.json.data.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await registerMember(t);
    expect((await t.call('/user/login', { body: { mobileNumber: other.mobileNumber, password: other.password }, ip })).status).toBe(200);
    expect((await t.call('/user/login', { body, ip: address() })).status).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const ip = address();
    for (let i = 0; i < rateLimits.loginAddress.max; i += 1) {
      const res = await t.call('/user/login', { body: { mobileNumber: `8${String(i).padStart(9, '0')}`, password: 'Guess@12345' }, ip });
      expect(res.status).toBe(401);
    }
    const next = await t.call('/user/login', { body: { mobileNumber: '7000000000', password: 'Guess@12345' }, ip });
    expect(next.status).toBe(429);
    // Another address is not affected.
    expect((await t.call('/user/login', { body: { mobileNumber: '7000000000', password: 'Guess@12345' }, ip: address() })).status).toBe(
      401,
    );
  });

  it('answers 429 on admin login once the limit for a number is used up', async () => {
    const ip = address();
    await signInAdmin(t, '9000000009', 'Admin@12345');
    const body = { mobileNumber: '9000000019', password: 'Wrong@12345' };
    // An unknown number backs off like a known one, and those refusals count as calls too.
    for (let i = 0; i < rateLimits.login.max; i += 1) {
      const res = await t.call('/admin/login', { body, ip });
      expect([i, res.status, res.json.data.code]).toEqual(
        i < FAILURES_BEFORE_BACK_OFF ? [i, 401, 'WRONG_CREDENTIALS'] : [i, 429, 'ACCOUNT_LOCKED'],
      );
    }
    const limited = await t.call('/admin/login', { body, ip });
    expect(limited.status).toBe(429);
    expect(limited.json.data.code).toBe('RATE_LIMITED');
  });

  it('mails one inbox only so many codes, whatever the addresses asking', async () => {
    const body = { email: 'flood@example.com' };
    const mailsBefore = t.mail.messages.length;
    for (let i = 0; i < rateLimits.otpEmail.max; i += 1) {
      expect((await t.call('/user/checkEmail', { body, ip: address() })).status).toBe(404);
    }
    const limited = await t.call('/user/checkEmail', { body, ip: address() });
    expect(limited.status).toBe(429);
    expect(limited.json.data.code).toBe('RATE_LIMITED');
    expect(t.mail.messages).toHaveLength(mailsBefore);
  });

  it('answers 429 on verifyOtp once the limit for an address and email is used up', async () => {
    const ip = address();
    const body = { email: 'guesser@example.com', otp: '1234' };
    for (let i = 0; i < rateLimits.otp.max; i += 1) {
      expect((await t.call('/user/verifyOtp', { body, ip })).status).toBe(400);
    }
    expect((await t.call('/user/verifyOtp', { body, ip })).status).toBe(429);
  });

  it('answers 429 on changeForgotPassword once the limit for an address and email is used up, other emails unaffected', async () => {
    const ip = address();
    const body = { email: 'poller-target@example.com', password: 'Fresh#Start9', token: 'mvp_not-a-real-token' };
    for (let i = 0; i < rateLimits.resetPassword.max; i += 1) {
      expect((await t.call('/user/changeForgotPassword', { body, ip })).status).toBe(403);
    }
    const limited = await t.call('/user/changeForgotPassword', { body, ip });
    expect(limited.status).toBe(429);
    expect(limited.json.data.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // SPEC's tokenless body counts too.
    expect((await t.call('/user/changeForgotPassword', { body: { email: body.email, password: body.password }, ip })).status).toBe(429);
    expect((await t.call('/user/changeForgotPassword', { body: { ...body, email: 'someone-else@example.com' }, ip })).status).toBe(403);
    // No limit on the email alone: a flood from elsewhere cannot stop the member's own reset.
    expect((await t.call('/user/changeForgotPassword', { body, ip: address() })).status).toBe(403);
  });

  it('limits one address trying changeForgotPassword on many emails', async () => {
    const ip = address();
    for (let i = 0; i < rateLimits.resetPasswordAddress.max; i += 1) {
      const body = { email: `reset-${i}@example.com`, password: 'Fresh#Start9', token: 'mvp_not-a-real-token' };
      expect((await t.call('/user/changeForgotPassword', { body, ip })).status).toBe(403);
    }
    const body = { email: 'reset-next@example.com', password: 'Fresh#Start9', token: 'mvp_not-a-real-token' };
    expect((await t.call('/user/changeForgotPassword', { body, ip })).status).toBe(429);
    expect((await t.call('/user/changeForgotPassword', { body, ip: address() })).status).toBe(403);
  });

  it('limits changeForgotPassword for one email from many addresses', async () => {
    const email = `spread-${Date.now()}@example.com`;
    const body = { email, password: 'Fresh#Start9', token: 'mvp_not-a-real-token' };
    for (let i = 0; i < rateLimits.resetPasswordEmail.max; i += 1) {
      expect((await t.call('/user/changeForgotPassword', { body, ip: address() })).status).toBe(403);
    }
    const limited = await t.call('/user/changeForgotPassword', { body, ip: address() });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await t.call('/user/changeForgotPassword', { body: { ...body, email: `other-${email}` }, ip: address() })).status).toBe(403);
  });

  it('limits the listing per account, not per address', async () => {
    const viewer = await registerMember(t, { details: userDetails({ gender: 'Male' }) });
    const other = await registerMember(t, { details: userDetails({ gender: 'Male' }) });
    await approve(t, viewer.id, other.id);
    for (let i = 0; i < rateLimits.listing.max; i += 1) {
      const res = await t.call('/user/getProfile', { token: viewer.token, body: { page: 1 }, ip: address() });
      expect(res.status).toBe(200);
    }
    const limited = await t.call('/user/getProfile', { token: viewer.token, body: { page: 1 }, ip: address() });
    expect(limited.status).toBe(429);
    expect(limited.json.data.code).toBe('RATE_LIMITED');
    expect((await t.call('/user/getProfile', { token: other.token, body: { page: 1 } })).status).toBe(200);
  });

  it('are all off with RATE_LIMITS=off, for a load test from a few accounts', async () => {
    const unlimited = await createTestApp({ rateLimits: true, env: { RATE_LIMITS: 'off' } });
    try {
      const viewer = await registerMember(unlimited, { details: userDetails({ gender: 'Male' }) });
      await approve(unlimited, viewer.id);
      for (let i = 0; i <= rateLimits.listing.max; i += 1) {
        expect((await unlimited.call('/user/getProfile', { token: viewer.token, body: { page: 1 } })).status).toBe(200);
      }
      const body = { mobileNumber: viewer.mobileNumber, password: viewer.password };
      for (let i = 0; i <= rateLimits.login.max; i += 1) expect((await unlimited.call('/user/login', { body })).status).toBe(200);
    } finally {
      await unlimited.close();
    }
  });

  it('limits reports per account', async () => {
    // Profiles in the reporter's listing: a member reports only whom the product showed them.
    const reporter = await approvedMember(t, userDetails({ gender: 'Male' }));
    const woman = () => approvedMember(t, userDetails({ gender: 'Female' }));
    for (let i = 0; i < rateLimits.report.max; i += 1) {
      const target = await woman();
      const res = await t.call('/report/create', { token: reporter.token, body: { description: 'Fake', reportedUserId: target.id } });
      expect(res.status).toBe(200);
    }
    const target = await woman();
    const limited = await t.call('/report/create', { token: reporter.token, body: { description: 'Fake', reportedUserId: target.id } });
    expect(limited.status).toBe(429);
  });

  it('limits password changes per account', async () => {
    const member = await registerMember(t);
    for (let i = 0; i < rateLimits.changePassword.max; i += 1) {
      const res = await t.call('/user/changePassword', {
        token: member.token,
        body: { oldPassword: 'Wrong@12345', newPassword: 'Brand@New12345' },
      });
      expect(res.status).toBe(400);
    }
    const limited = await t.call('/user/changePassword', {
      token: member.token,
      body: { oldPassword: member.password, newPassword: 'Brand@New12345' },
      ip: address(),
    });
    expect(limited.status).toBe(429);
  });
});
