import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sessions } from '../db/schema.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { PASSWORD, registerMember, signInAdmin, uniqueContact, userDetails } from '../../../tests/support/factories.js';
import { upsertAdmin } from './admins.js';

const ADMIN_MOBILE = '9000000001';
const ADMIN_PASSWORD = 'Admin@12345';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signInAdmin(t, ADMIN_MOBILE, ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('POST /admin/login', () => {
  it('answers SPEC shape with an admin token that waits for the second step', async () => {
    const res = await t.call('/admin/login', { body: { mobileNumber: ADMIN_MOBILE, password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: { token: expect.stringMatching(/^mva_/), message: 'Enter the code from your authenticator app', secondStep: 'CODE' },
    });
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.adminId, (await t.db.query.admins.findFirst())!.id));
    expect(row!.kind).toBe('admin');
  });

  it('accepts the mobile number as a number', async () => {
    const res = await t.call('/admin/login', { body: { mobileNumber: Number(ADMIN_MOBILE), password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password, an unknown number and a member’s credentials alike', async () => {
    const member = await registerMember(t);
    for (const body of [
      { mobileNumber: ADMIN_MOBILE, password: 'Wrong@12345' },
      { mobileNumber: '9111111111', password: ADMIN_PASSWORD },
      { mobileNumber: member.mobileNumber, password: PASSWORD },
    ]) {
      const res = await t.call('/admin/login', { body });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: false, data: { code: 'WRONG_CREDENTIALS', message: 'Incorrect Mobile Number or Password' } });
    }
  });

  it.each([
    [{ mobileNumber: '12345' }, 'mobile no must be 10 number'],
    [{ mobileNumber: 'abcdefghij' }, 'The value must be a number'],
    [{ mobileNumber: '' }, 'This field is required'],
    [{ mobileNumber: undefined }, 'This field is required'],
    [{ password: '' }, 'This field is required'],
    [{ password: undefined }, 'This field is required'],
  ])('validates %o with SPEC message "%s"', async (override, message) => {
    const res = await t.call('/admin/login', { body: { mobileNumber: ADMIN_MOBILE, password: ADMIN_PASSWORD, ...override } });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe(message);
  });

  it('signs the admin out everywhere when the password is reset', async () => {
    const token = await signInAdmin(t, '9000000002', 'First@12345');
    expect((await t.call('/admin/user/getDashboard', { token })).status).toBe(200);
    expect(await upsertAdmin(t.db, '9000000002', 'Second@12345')).toBe('reset');
    expect((await t.call('/admin/user/getDashboard', { token })).status).toBe(401);
    const old = await t.call('/admin/login', { body: { mobileNumber: '9000000002', password: 'First@12345' } });
    expect(old.status).toBe(401);
    const fresh = await t.call('/admin/login', { body: { mobileNumber: '9000000002', password: 'Second@12345' } });
    expect(fresh.status).toBe(200);
  });
});

describe('tokens', () => {
  const adminCalls: [string, unknown][] = [
    ['/admin/users', { page: 0 }],
    ['/admin/user/update', { mobileNumber: '9876543210', status: 'ACTIVE' }],
    ['/admin/user/delete', { userId: '00000000-0000-4000-8000-000000000000' }],
    ['/admin/user/getDashboard', undefined],
  ];

  it('admin calls refuse no token, a forged one and a member token with 401', async () => {
    const member = await registerMember(t);
    for (const [path, body] of adminCalls) {
      for (const token of [undefined, 'mva_forged', member.token]) {
        const res = await t.call(path, { token, body });
        expect(res.status, `${path} with ${token}`).toBe(401);
        expect(res.json.success).toBe(false);
      }
    }
  });

  it('member calls refuse an admin token with 401', async () => {
    const member = await registerMember(t);
    const memberCalls: [string, unknown][] = [
      ['/user/info', undefined],
      ['/user/makePayment', {}],
      ['/report/create', { description: 'x', reportedUserId: member.id, reportingUserId: '1' }],
      ['/user/changePassword', { oldPassword: PASSWORD, newPassword: 'Other@12345' }],
      ['/user/deleteUserProfile', {}],
    ];
    for (const [path, body] of memberCalls) {
      const res = await t.call(path, { token: adminToken, body });
      expect(res.status, path).toBe(401);
    }
    expect((await t.call('/user/info', { token: member.token })).status).toBe(200);
  });

  it('accepts the admin token as a bearer header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/user/getDashboard',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /admin/user/update', () => {
  it('approves and rejects a member by mobile number', async () => {
    const member = await registerMember(t, { details: userDetails() });
    const approve = await t.call('/admin/user/update', {
      token: adminToken,
      body: { mobileNumber: member.mobileNumber, status: 'ACTIVE' },
    });
    expect(approve.status).toBe(200);
    expect(approve.json).toEqual({ success: true, data: { message: 'User Updated Successfully' } });
    expect((await t.call('/user/info', { token: member.token })).json.data.status).toBe('ACTIVE');
    const reject = await t.call('/admin/user/update', {
      token: adminToken,
      body: { mobileNumber: Number(member.mobileNumber), status: 'REJECT' },
    });
    expect(reject.status).toBe(200);
    expect((await t.call('/user/info', { token: member.token })).json.data.status).toBe('REJECT');
  });

  it('answers 404 for an unknown number', async () => {
    const res = await t.call('/admin/user/update', {
      token: adminToken,
      body: { mobileNumber: uniqueContact().mobileNumber, status: 'ACTIVE' },
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, data: { code: 'USER_NOT_FOUND', message: 'This user does not exist' } });
  });

  it.each([
    [{ status: 'PENDING' }, 'Please choose one of the options'],
    [{ status: 'active' }, 'Please choose one of the options'],
    [{ status: undefined }, 'Please choose one of the options'],
    [{ mobileNumber: '98765' }, 'mobile no must be 10 number'],
    [{ mobileNumber: '' }, 'This field is required'],
  ])('validates %o with message "%s" and changes nothing', async (override, message) => {
    const member = await registerMember(t);
    const body = { mobileNumber: member.mobileNumber, status: 'ACTIVE', ...override };
    const res = await t.call('/admin/user/update', { token: adminToken, body });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe(message);
    expect((await t.call('/user/info', { token: member.token })).json.data.status).toBe('PENDING');
  });
});

describe('POST /admin/user/delete', () => {
  it('removes the member and their sessions, and keeps their payments so income holds', async () => {
    const member = await registerMember(t, { details: userDetails() });
    await t.db
      .insert(payments)
      .values({ userId: member.id, amountPaise: 250_000, status: 'COMPLETED', provider: 'manual', completedAt: new Date() });
    const before = (await t.call('/admin/user/getDashboard', { token: adminToken })).json.data;
    const res = await t.call('/admin/user/delete', { token: adminToken, body: { userId: member.id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { message: 'User Deleted Successfully' } });
    expect((await t.call('/user/info', { token: member.token })).status).toBe(401);
    expect((await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: PASSWORD } })).status).toBe(401);
    const after = (await t.call('/admin/user/getDashboard', { token: adminToken })).json.data;
    expect(after.totalUsers).toBe(before.totalUsers - 1);
    expect(after.totalIncome).toBe(before.totalIncome);
    expect(after.totalIncomeToday).toBe(before.totalIncomeToday);
    const kept = await t.db.select().from(payments).where(eq(payments.amountPaise, 250_000));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.userId).toBeNull();
    const again = await t.call('/admin/user/delete', { token: adminToken, body: { userId: member.id } });
    expect(again.status).toBe(404);
  });

  it('answers 404 for unknown or malformed ids, never a 500', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'abc', '-'.repeat(36), "1' OR '1'='1"]) {
      const res = await t.call('/admin/user/delete', { token: adminToken, body: { userId } });
      expect(res.status, userId).toBe(404);
      expect(res.json).toEqual({ success: false, data: { code: 'USER_NOT_FOUND', message: 'This user does not exist' } });
    }
  });

  it('validates the body', async () => {
    const empty = await t.call('/admin/user/delete', { token: adminToken, body: { userId: '' } });
    expect(empty.status).toBe(400);
    expect(empty.json.data.message).toBe('This field is required');
    expect((await t.call('/admin/user/delete', { token: adminToken, body: {} })).json.data.message).toBe('This field is required');
    expect((await t.call('/admin/user/delete', { token: adminToken, body: { userId: 5 } })).status).toBe(400);
  });
});
