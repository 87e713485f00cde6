import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let member: Member;

beforeAll(async () => {
  t = await createTestApp({ env: { ACCESS_LOG_RETENTION_DAYS: '90' } });
  member = await registerMember(t);
});
afterAll(() => t.close());

const signIn = (ip: string, agent: string) =>
  t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: member.password }, ip, headers: { 'user-agent': agent } });

describe('recent sign-ins and signing out other devices', () => {
  it('records every sign-in with time, address and browser, newest first, and lists the devices signed in', async () => {
    const laptop = (await signIn('203.0.113.10', 'Laptop Firefox')).json.data.token as string;
    await signIn('203.0.113.11', 'Phone Chrome');
    const res = await t.call('/user/signIns', { token: laptop });
    expect(res.status).toBe(200);
    expect(res.json.data.retentionDays).toBe(90);
    expect(res.json.data.signIns.map((row: { kind: string; address: string }) => [row.kind, row.address])).toEqual([
      ['SIGN_IN', '203.0.113.11'],
      ['SIGN_IN', '203.0.113.10'],
      ['REGISTER', '127.0.0.1'],
    ]);
    expect(res.json.data.signIns[0].userAgent).toBe('Phone Chrome');
    const sessions = res.json.data.sessions as { userAgent: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current).map((session) => session.userAgent)).toEqual(['Laptop Firefox']);
  });

  it('signs out every other device and keeps this one', async () => {
    const phone = (await signIn('203.0.113.12', 'Phone')).json.data.token as string;
    const tablet = (await signIn('203.0.113.13', 'Tablet')).json.data.token as string;
    const res = await t.call('/user/signOutOthers', { token: tablet, body: {} });
    expect(res.status).toBe(200);
    expect(res.json.data.signedOut).toBeGreaterThanOrEqual(2);
    expect((await t.call('/user/info', { token: phone })).status).toBe(401);
    expect((await t.call('/user/info', { token: member.token })).status).toBe(401);
    expect((await t.call('/user/info', { token: tablet })).status).toBe(200);
    const left = await t.call('/user/signIns', { token: tablet });
    expect(left.json.data.sessions).toEqual([expect.objectContaining({ current: true, userAgent: 'Tablet' })]);
  });

  it('needs a signed-in member', async () => {
    expect((await t.call('/user/signIns')).status).toBe(401);
    expect((await t.call('/user/signOutOthers', { body: {} })).status).toBe(401);
  });
});
