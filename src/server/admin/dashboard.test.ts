import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../db/schema.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { registerMember, signInAdmin } from '../../../tests/support/factories.js';
import { startOfTodayInIndia } from '../../contract/dates.js';

describe('startOfTodayInIndia', () => {
  it.each([
    ['2024-03-10T18:29:59.999Z', '2024-03-09T18:30:00.000Z'],
    ['2024-03-10T18:30:00.000Z', '2024-03-10T18:30:00.000Z'],
    ['2024-03-10T00:00:00.000Z', '2024-03-09T18:30:00.000Z'],
    ['2024-12-31T20:00:00.000Z', '2024-12-31T18:30:00.000Z'],
    ['2024-06-30T23:59:00.000Z', '2024-06-30T18:30:00.000Z'],
  ])('at %s, today in India began at %s', (now, start) => {
    expect(startOfTodayInIndia(new Date(now)).toISOString()).toBe(start);
  });
});

describe('GET /admin/user/getDashboard', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANNUAL_FEE_INR: '0' } });
    adminToken = await signInAdmin(t);
  });
  afterAll(() => t.close());

  const dashboard = async () => {
    const res = await t.call('/admin/user/getDashboard', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    return res.json.data;
  };

  it('starts at zero', async () => {
    expect(await dashboard()).toEqual({ totalUsers: 0, totalUsersToday: 0, totalIncome: 0, totalIncomeToday: 0 });
  });

  it('counts members and completed income, "today" from midnight in India', async () => {
    const lastMinuteOfYesterday = new Date(startOfTodayInIndia().getTime() - 60_000);
    const [old, recent, newest] = [await registerMember(t), await registerMember(t), await registerMember(t)];
    await t.db.update(users).set({ createdAt: lastMinuteOfYesterday }).where(eq(users.id, old.id));

    const free = await t.call('/user/makePayment', { token: newest.token, body: {} });
    expect(free.json.data.status).toBe('COMPLETED');

    await t.db.insert(payments).values([
      { userId: recent.id, amountPaise: 100_050, status: 'COMPLETED', provider: 'manual', completedAt: new Date() },
      { userId: old.id, amountPaise: 20_000, status: 'COMPLETED', provider: 'manual', completedAt: lastMinuteOfYesterday },
      { userId: old.id, amountPaise: 30_000, status: 'PENDING', provider: 'manual' },
      { userId: recent.id, amountPaise: 40_000, status: 'FAILED', provider: 'manual' },
    ]);

    expect(await dashboard()).toEqual({ totalUsers: 3, totalUsersToday: 2, totalIncome: 1200.5, totalIncomeToday: 1000.5 });
  });

  it('keeps income when the payer is deleted', async () => {
    const before = await dashboard();
    const member = await registerMember(t);
    await t.db
      .insert(payments)
      .values({ userId: member.id, amountPaise: 150_000, status: 'COMPLETED', provider: 'manual', completedAt: new Date() });
    await t.call('/admin/user/delete', { token: adminToken, body: { userId: member.id } });
    expect(await dashboard()).toEqual({
      totalUsers: before.totalUsers,
      totalUsersToday: before.totalUsersToday,
      totalIncome: before.totalIncome + 1500,
      totalIncomeToday: before.totalIncomeToday + 1500,
    });
  });
});
