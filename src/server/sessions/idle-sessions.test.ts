import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../contract/dates.js';
import { registerMember, signInAdmin } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { changeFeedOf } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { hashToken } from '../security/tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!;
/**
 * Moves a session's last use (and, with `expiresIn`, its end) as if time had passed. No server
 * keeps a copy of a session that long (30 s at most), so the move is awaited until the database's
 * announcement of the end moved sooner has come back and dropped the copy a call just made.
 */
const lastUsed = async (token: string, ago: number, expiresIn?: number) => {
  await t.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - ago), ...(expiresIn === undefined ? {} : { expiresAt: new Date(Date.now() + expiresIn) }) })
    .where(eq(sessions.tokenHash, hashToken(token)));
  await changeFeedOf(t.db)?.caughtUp();
};

let adminNumber = 0;
const newAdminToken = () => signInAdmin(t, `90200000${String((adminNumber += 1)).padStart(2, '0')}`);
const dashboard = (token: string) => t.call('/admin/user/getDashboard', { token });

describe('admin sessions', () => {
  it('end after 30 minutes without a call', async () => {
    const token = await newAdminToken();
    await lastUsed(token, 31 * MINUTE_MS);
    const res = await dashboard(token);
    expect([res.status, res.json.data.code]).toEqual([401, 'SESSION_IDLE']);
    // And stay ended: a call does not bring them back.
    expect((await dashboard(token)).status).toBe(401);
  });

  it('continue while in use, each call counting as activity', async () => {
    const token = await newAdminToken();
    await lastUsed(token, 29 * MINUTE_MS);
    expect((await dashboard(token)).status).toBe(200);
    const row = await rowOf(token);
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(5000);
    // Thirty minutes after that call, not after the first, it would end.
    await lastUsed(token, 29 * MINUTE_MS);
    expect((await dashboard(token)).status).toBe(200);
  });

  it('end 12 hours after sign-in, however active', async () => {
    const token = await newAdminToken();
    const row = await rowOf(token);
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / HOUR_MS)).toBe(12);
    await lastUsed(token, 0, -1000);
    const res = await dashboard(token);
    expect([res.status, res.json.data.code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('record use at most once a minute', async () => {
    const token = await newAdminToken();
    await lastUsed(token, 30_000);
    const before = (await rowOf(token)).lastSeenAt.getTime();
    expect((await dashboard(token)).status).toBe(200);
    expect((await rowOf(token)).lastSeenAt.getTime()).toBe(before);
  });
});

describe('member sessions', () => {
  it('end after 30 days without a call', async () => {
    const member = await registerMember(t);
    await lastUsed(member.token, 30 * DAY_MS + MINUTE_MS, DAY_MS);
    const res = await t.call('/user/info', { token: member.token });
    expect([res.status, res.json.data.code]).toEqual([401, 'SESSION_IDLE']);
  });

  it('are renewed while in use: a call gives them another 30 days', async () => {
    const member = await registerMember(t);
    await lastUsed(member.token, 29 * DAY_MS, DAY_MS);
    expect((await t.call('/user/info', { token: member.token })).status).toBe(200);
    const row = await rowOf(member.token);
    expect(Math.round((row.expiresAt.getTime() - Date.now()) / DAY_MS)).toBe(30);
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(5000);
  });
});
