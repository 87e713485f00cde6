import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerMember } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users } from '../db/schema.js';
import { runSweep } from '../sweep/sweep.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { UNVERIFIED_ACCOUNT_DAYS: '3' } });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const sweep = () =>
  runSweep({
    db: t.db,
    files: t.files,
    log: pino({ level: 'silent' }),
    mailer: t.mailer,
    config: t.config,
  });
const registeredDaysAgo = (id: string, days: number) =>
  t.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(users.id, id));
const exists = async (id: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

describe('the sweep of unverified registrations', () => {
  it('removes one left unverified past UNVERIFIED_ACCOUNT_DAYS, which frees its number and address', async () => {
    const squatter = await registerMember(t, { verified: false });
    const fresh = await registerMember(t, { verified: false });
    const verified = await registerMember(t);
    const older = await registerMember(t, { verified: false });
    await registeredDaysAgo(squatter.id, 3.1);
    await registeredDaysAgo(fresh.id, 2.9);
    await registeredDaysAgo(verified.id, 30);
    // An account from before email verification began is asked to verify, never removed.
    await registeredDaysAgo(older.id, 300);
    await t.db.update(users).set({ removeIfUnverified: false }).where(eq(users.id, older.id));

    const taken = await t.call('/user/create', {
      body: { email: squatter.email, mobileNumber: squatter.mobileNumber, password: PASSWORD },
    });
    expect(taken.status).toBe(409);

    const result = await sweep();
    expect(result.ran && result.removed['unverified registrations']).toBe(1);
    expect(await exists(squatter.id)).toBe(false);
    expect((await t.call('/user/info', { token: squatter.token })).status).toBe(401);
    for (const kept of [fresh, verified, older]) expect(await exists(kept.id)).toBe(true);

    // The real owner registers with the number and the address.
    const owner = await t.call('/user/create', {
      body: { email: squatter.email, mobileNumber: squatter.mobileNumber, password: PASSWORD },
    });
    expect(owner.status).toBe(201);
  });

  it('never removes a member who verified once and then changed the address', async () => {
    const member = await registerMember(t);
    expect(
      (await t.call('/user/changeEmail', { token: member.token, body: { email: `new.${member.email}`, password: PASSWORD } })).status,
    ).toBe(200);
    await registeredDaysAgo(member.id, 40);
    await sweep();
    expect(await exists(member.id)).toBe(true);
  });
});
