import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { countAdmins } from './repository.js';
import { ensureBootstrapAdmin } from './bootstrap.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiet = { info: () => {} };
const login = (mobileNumber: string, password: string) => t.call('/admin/login', { body: { mobileNumber, password } });

describe('ADMIN_MOBILE and ADMIN_PASSWORD', () => {
  it('do nothing when not set', async () => {
    await ensureBootstrapAdmin(t.db, t.config, quiet);
    expect(await countAdmins(t.db)).toBe(0);
  });

  it('create the first admin, and change nothing once an admin exists', async () => {
    await ensureBootstrapAdmin(t.db, { ...t.config, ADMIN_MOBILE: '9000000100', ADMIN_PASSWORD: 'Boot@12345' }, quiet);
    expect((await login('9000000100', 'Boot@12345')).status).toBe(200);
    await ensureBootstrapAdmin(t.db, { ...t.config, ADMIN_MOBILE: '9000000100', ADMIN_PASSWORD: 'Other@12345' }, quiet);
    await ensureBootstrapAdmin(t.db, { ...t.config, ADMIN_MOBILE: '9000000200', ADMIN_PASSWORD: 'Other@12345' }, quiet);
    expect(await countAdmins(t.db)).toBe(1);
    expect((await login('9000000100', 'Boot@12345')).status).toBe(200);
    expect((await login('9000000100', 'Other@12345')).status).toBe(401);
  });
});
