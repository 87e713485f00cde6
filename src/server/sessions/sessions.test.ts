import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, signInAdmin } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-out', () => {
  it('revokes the member token it is called with, and only that one', async () => {
    const member = await registerMember(t);
    const other = (await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: member.password } })).json.data.token;
    const res = await t.call('/user/logout', { token: member.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect((await t.call('/user/info', { token: member.token })).status).toBe(401);
    expect((await t.call('/user/info', { token: other })).status).toBe(200);
    expect((await t.call('/user/logout', { token: member.token, body: {} })).status).toBe(401);
  });

  it('revokes an admin token, and never takes the other kind', async () => {
    const admin = await signInAdmin(t);
    const member = await registerMember(t);
    expect((await t.call('/admin/logout', { token: member.token, body: {} })).status).toBe(401);
    expect((await t.call('/user/logout', { token: admin, body: {} })).status).toBe(401);
    expect((await t.call('/admin/logout', { token: admin, body: {} })).status).toBe(200);
    expect((await t.call('/admin/user/getDashboard', { token: admin })).status).toBe(401);
  });
});
