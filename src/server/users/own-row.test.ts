import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { findOwnRow, findUserById } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the member's own row, as their record presents it", () => {
  it('is every column of the row but the password’s hash, which it never holds', async () => {
    const member = await registerMember(t, { details: userDetails({ firstName: 'Own' }) });
    const whole = await findUserById(t.db, member.id);
    const own = await findOwnRow(t.db, member.id);
    expect(whole?.passwordHash).toMatch(/^\$argon2/);
    expect(own).not.toHaveProperty('passwordHash');
    const { passwordHash: _hash, ...rest } = whole!;
    expect(own).toEqual(rest);
  });

  it('is nobody for an unknown or malformed id', async () => {
    expect(await findOwnRow(t.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await findOwnRow(t.db, 'not-an-id')).toBeUndefined();
  });

  it('draws /user/info as before: the record and the standing, no hash', async () => {
    const member = await registerMember(t, { details: userDetails({ firstName: 'Info' }) });
    const info = await t.call('/user/info', { token: member.token });
    expect(info.status).toBe(200);
    expect(info.json.data).toMatchObject({ _id: member.id, standing: { status: 'PENDING' } });
    expect(JSON.stringify(info.json)).not.toMatch(/argon2|passwordHash|password_hash/);
  });
});
