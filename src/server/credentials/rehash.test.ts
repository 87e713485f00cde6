import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { upsertAdmin } from '../admin/admins.js';
import { admins, users } from '../db/schema.js';
import { hashCost, verifyPassword } from './passwords.js';
import { replacePasswordHash } from './repository.js';

// A hash carries the parameters it was made with (credentials/passwords.ts). After they change
// (decision 0066), a right password at sign-in is hashed again with today's, once; a wrong one
// changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The production parameters before decision 0066. */
const OLDER = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const today = () => new RegExp(`^\\$argon2id\\$v=19\\$m=${hashCost().memoryCost},t=${hashCost().timeCost},p=${hashCost().parallelism}\\$`);

const memberHash = async (id: string) => (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;
const adminHash = async (mobileNumber: string) =>
  (await t.db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.mobileNumber, mobileNumber)))[0]!.hash;

describe('a password hash made with older parameters', () => {
  it('is made again with today’s when the member signs in with the right password, and then kept', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Sanjay' }));
    const older = await hash(member.password, OLDER);
    await t.db.update(users).set({ passwordHash: older }).where(eq(users.id, member.id));
    const login = (password: string) => t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password } });

    expect((await login('Wrong@12345')).status).toBe(401);
    expect(await memberHash(member.id)).toBe(older);

    const signedIn = await login(member.password);
    expect(signedIn.status).toBe(200);
    const made = await memberHash(member.id);
    expect(made).toMatch(today());
    expect(await verifyPassword(made, member.password)).toBe(true);
    expect(await verifyPassword(made, 'Wrong@12345')).toBe(false);
    // The session opened with the older hash works.
    expect((await t.call('/user/info', { token: signedIn.json.data.token as string })).status).toBe(200);

    expect((await login(member.password)).status).toBe(200);
    expect(await memberHash(member.id)).toBe(made);
  });

  it('is made again for an admin too, at the password step', async () => {
    await upsertAdmin(t.db, '9000000081', 'Admin@12345');
    const older = await hash('Admin@12345', OLDER);
    await t.db.update(admins).set({ passwordHash: older }).where(eq(admins.mobileNumber, '9000000081'));
    expect((await t.call('/admin/login', { body: { mobileNumber: '9000000081', password: 'Admin@12345' } })).status).toBe(200);
    const made = await adminHash('9000000081');
    expect(made).toMatch(today());
    expect(await verifyPassword(made, 'Admin@12345')).toBe(true);
  });

  it('is not put over a password changed meanwhile', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Meena' }));
    const checked = await hash(member.password, OLDER);
    const changed = await memberHash(member.id);
    // The hash the sign-in checked is no longer the row's: the member changed the password since.
    await replacePasswordHash(t.db, 'user', member.id, checked, await hash('Other@12345', hashCost()));
    expect(await memberHash(member.id)).toBe(changed);
  });
});
