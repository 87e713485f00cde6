import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReturns, payments, sessions, users } from '../db/schema.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { registerMember } from '../../../tests/support/factories.js';
import { issueReturnCode } from './return-codes.js';
import { incomeInr } from './service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function yearAfter(from: Date): Date {
  const date = new Date(from);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date;
}

function expectNear(actual: string | Date | null, expected: Date, toleranceMs = 10_000) {
  expect(actual).not.toBeNull();
  expect(Math.abs(new Date(actual!).getTime() - expected.getTime())).toBeLessThan(toleranceMs);
}

describe('with the default fee of 0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANNUAL_FEE_INR: '0' } });
  });
  afterAll(() => t.close());

  it('GET /config tells the annual fee', async () => {
    const res = await t.call('/config');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      data: { annualFeeInr: 0, paymentProvider: 'free', paymentInstructions: null, idDocumentRetentionDays: 0 },
    });
  });

  it('completes at once and starts a one-year subscription', async () => {
    const member = await registerMember(t);
    const res = await t.call('/user/makePayment', { token: member.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data).toMatchObject({ status: 'COMPLETED', amountInr: 0, message: expect.any(String) });
    expect(res.json.data.redirectUrl).toBeUndefined();
    expectNear(res.json.data.subscriptionUntil, yearAfter(new Date()));
    const info = await t.call('/user/info', { token: member.token });
    expect(info.json.data.subscriptionUntil).toBe(res.json.data.subscriptionUntil);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, res.json.data.paymentId));
    expect(row).toMatchObject({ userId: member.id, status: 'COMPLETED', provider: 'free', method: 'FREE', amountPaise: 0 });
    expect(row!.completedAt).toBeInstanceOf(Date);
    expect(row!.periodEnd!.toISOString()).toBe(res.json.data.subscriptionUntil);
    // No money moved: no receipt number, no receipt mail.
    expect(row!.receiptNo).toBeNull();
    expect((await t.call('/user/receipts', { token: member.token })).json.data.receipts).toEqual([]);
  });

  it('extends a subscription near its end by a year from its end, once', async () => {
    const member = await registerMember(t);
    const end = new Date(Date.now() + 10 * DAY_MS);
    await t.db.update(users).set({ subscriptionUntil: end }).where(eq(users.id, member.id));
    const res = await t.call('/user/makePayment', { token: member.token, body: {} });
    expectNear(res.json.data.subscriptionUntil, yearAfter(end), 1000);
    const again = await t.call('/user/makePayment', { token: member.token, body: {} });
    expect(again.json.data).toMatchObject({ status: 'COMPLETED', paymentId: res.json.data.paymentId });
    expect(again.json.data.subscriptionUntil).toBe(res.json.data.subscriptionUntil);
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toHaveLength(1);
  });

  it('gives five parallel calls one payment and one year', async () => {
    const member = await registerMember(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call('/user/makePayment', { token: member.token, body: {} })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json.data.paymentId)).size).toBe(1);
    const rows = await t.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('COMPLETED');
    const info = await t.call('/user/info', { token: member.token });
    expectNear(info.json.data.subscriptionUntil, yearAfter(new Date()));
    for (const r of results) expect(r.json.data.subscriptionUntil).toBe(info.json.data.subscriptionUntil);
  });

  it('does not sell a second year while the first runs beyond the renewal window', async () => {
    const member = await registerMember(t);
    const end = new Date(Date.now() + 90 * DAY_MS);
    await t.db.update(users).set({ subscriptionUntil: end }).where(eq(users.id, member.id));
    await t.db
      .insert(payments)
      .values({ userId: member.id, amountPaise: 0, status: 'COMPLETED', provider: 'free', completedAt: new Date() });
    const res = await t.call('/user/makePayment', { token: member.token, body: {} });
    expect(res.json.data.status).toBe('COMPLETED');
    expectNear(res.json.data.subscriptionUntil, end, 1000);
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toHaveLength(1);
  });

  it('starts a lapsed subscription again from now', async () => {
    const member = await registerMember(t);
    await t.db
      .update(users)
      .set({ subscriptionUntil: new Date(Date.now() - 30 * DAY_MS) })
      .where(eq(users.id, member.id));
    const res = await t.call('/user/makePayment', { token: member.token, body: {} });
    expectNear(res.json.data.subscriptionUntil, yearAfter(new Date()));
  });

  it('takes no body, an empty one or null, and refuses fields', async () => {
    const member = await registerMember(t);
    const bare = await t.app.inject({ method: 'POST', url: `/api/user/makePayment?token=${member.token}` });
    expect(bare.statusCode).toBe(200);
    expect((await t.call('/user/makePayment', { token: member.token, body: null })).status).toBe(200);
    const extra = await t.call('/user/makePayment', { token: member.token, body: { amountInr: 1 } });
    expect(extra.status).toBe(400);
    expect(extra.json.success).toBe(false);
  });

  it('needs a member token', async () => {
    expect((await t.call('/user/makePayment', { body: {} })).status).toBe(401);
    expect((await t.call('/user/makePayment', { token: 'mvu_forged', body: {} })).status).toBe(401);
  });
});

describe('with a fee above 0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANNUAL_FEE_INR: '1500' } });
  });
  afterAll(() => t.close());

  it('GET /config tells the annual fee', async () => {
    expect((await t.call('/config')).json.data).toMatchObject({
      annualFeeInr: 1500,
      paymentProvider: 'manual',
      paymentInstructions: null,
      idDocumentRetentionDays: 0,
    });
  });

  it('records the payment PENDING in paise, without a redirect and without a subscription', async () => {
    const member = await registerMember(t);
    const res = await t.call('/user/makePayment', { token: member.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'PENDING', amountInr: 1500, subscriptionUntil: null });
    expect(res.json.data.redirectUrl).toBeUndefined();
    const [row] = await t.db.select().from(payments).where(eq(payments.id, res.json.data.paymentId));
    expect(row).toMatchObject({ userId: member.id, status: 'PENDING', provider: 'manual', amountPaise: 150_000, completedAt: null });
    expect((await t.call('/user/info', { token: member.token })).json.data.subscriptionUntil).toBeNull();
  });

  it('answers the same open payment when asked again', async () => {
    const member = await registerMember(t);
    const first = await t.call('/user/makePayment', { token: member.token, body: {} });
    const second = await t.call('/user/makePayment', { token: member.token, body: {} });
    expect(second.json.data.paymentId).toBe(first.json.data.paymentId);
    const rows = await t.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('records one open payment for five parallel calls', async () => {
    const member = await registerMember(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call('/user/makePayment', { token: member.token, body: {} })));
    expect(new Set(results.map((r) => r.json.data.paymentId)).size).toBe(1);
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toHaveLength(1);
  });

  it('counts only completed payments as income', async () => {
    const before = await incomeInr(t.db, new Date(0));
    const member = await registerMember(t);
    await t.call('/user/makePayment', { token: member.token, body: {} });
    expect(await incomeInr(t.db, new Date(0))).toEqual(before);
    await t.db
      .insert(payments)
      .values({ userId: member.id, amountPaise: 150_050, status: 'COMPLETED', provider: 'manual', completedAt: new Date() });
    await t.db.insert(payments).values({ userId: member.id, amountPaise: 99_900, status: 'FAILED', provider: 'manual' });
    expect(await incomeInr(t.db, new Date(0))).toEqual({ total: before.total + 1500.5, since: before.since + 1500.5 });
  });
});

describe('POST /user/paymentReturn', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function sessionCount(userId: string) {
    return (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
  }

  it('exchanges a code once for a session of its member', async () => {
    const member = await registerMember(t);
    const code = await issueReturnCode(t.db, member.id);
    const res = await t.call('/user/paymentReturn', { body: { code } });
    expect(res.status).toBe(200);
    const info = await t.call('/user/info', { token: res.json.data.token });
    expect(info.json.data.id).toBe(member.id);
    const before = await sessionCount(member.id);
    const again = await t.call('/user/paymentReturn', { body: { code } });
    expect(again.status).toBe(400);
    expect(again.json.data.code).toBe('PAYMENT_RETURN_INVALID');
    expect(await sessionCount(member.id)).toBe(before);
  });

  it('refuses an expired code, without a session', async () => {
    const member = await registerMember(t);
    const code = await issueReturnCode(t.db, member.id);
    await t.db
      .update(paymentReturns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentReturns.userId, member.id));
    const before = await sessionCount(member.id);
    const res = await t.call('/user/paymentReturn', { body: { code } });
    expect(res.status).toBe(400);
    expect(res.json.data.code).toBe('PAYMENT_RETURN_INVALID');
    expect(await sessionCount(member.id)).toBe(before);
  });

  it('refuses a wrong code, a session token and a bad body', async () => {
    const member = await registerMember(t);
    for (const code of ['mvr_wrong', member.token]) {
      const res = await t.call('/user/paymentReturn', { body: { code } });
      expect(res.status).toBe(400);
      expect(res.json.data.code).toBe('PAYMENT_RETURN_INVALID');
    }
    for (const body of [{}, { code: '' }, { code: 'x', token: 'y' }]) {
      expect((await t.call('/user/paymentReturn', { body })).status).toBe(400);
    }
  });

  it('lets only one of parallel exchanges of a code through', async () => {
    const member = await registerMember(t);
    const code = await issueReturnCode(t.db, member.id);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call('/user/paymentReturn', { body: { code } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });
});
