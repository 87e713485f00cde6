import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../http/rate-limits.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { registerMember, signInAdmin } from '../../../tests/support/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('answers 429 on login once the limit for a number is used up, other numbers unaffected', async () => {
    const member = await registerMember(t);
    const body = { mobileNumber: member.mobileNumber, password: 'Wrong@1234' };
    for (let i = 0; i < rateLimits.login.max; i += 1) {
      expect((await t.call('/user/login', { body })).status).toBe(401);
    }
    const limited = await t.call('/user/login', { body });
    expect(limited.status).toBe(429);
    expect(limited.json.success).toBe(false);
    expect(limited.json.data.message).toEqual(expect.any(String));
    expect(limited.headers['retry-after']).toBeDefined();
    const right = await t.call('/user/login', { body: { ...body, password: member.password } });
    expect(right.status).toBe(429);
    const other = await registerMember(t);
    expect((await t.call('/user/login', { body: { mobileNumber: other.mobileNumber, password: other.password } })).status).toBe(200);
  });

  it('answers 429 on admin login once the limit for a number is used up', async () => {
    await signInAdmin(t, '9000000009', 'Admin@12345');
    const body = { mobileNumber: '9000000009', password: 'Wrong@12345' };
    for (let i = 1; i < rateLimits.login.max; i += 1) {
      expect((await t.call('/admin/login', { body })).status).toBe(401);
    }
    const limited = await t.call('/admin/login', { body: { ...body, password: 'Admin@12345' } });
    expect(limited.status).toBe(429);
    expect(limited.json.success).toBe(false);
  });

  it('answers 429 on checkEmail once the limit for an address is used up', async () => {
    const body = { email: 'flood@example.com' };
    for (let i = 0; i < rateLimits.otp.max; i += 1) {
      expect((await t.call('/user/checkEmail', { body })).status).toBe(404);
    }
    const limited = await t.call('/user/checkEmail', { body });
    expect(limited.status).toBe(429);
    expect(limited.json.success).toBe(false);
    expect(t.mail.messages).toHaveLength(0);
  });

  it('answers 429 on verifyOtp once the limit for an address is used up', async () => {
    const body = { email: 'guesser@example.com', otp: '1234' };
    for (let i = 0; i < rateLimits.otp.max; i += 1) {
      expect((await t.call('/user/verifyOtp', { body })).status).toBe(400);
    }
    expect((await t.call('/user/verifyOtp', { body })).status).toBe(429);
  });
});
