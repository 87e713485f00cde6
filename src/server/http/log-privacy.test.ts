import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, signInAdmin, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { createLogger } from './log.js';

/** Every line the server logs at info level, as written. */
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

const logged = () => lines.join('');

describe('what the log keeps', () => {
  it('never writes a token, whether it came in the address or a header, on success or failure', async () => {
    const member = await registerMember(t);
    const admin = await signInAdmin(t);
    lines.length = 0;
    await t.call('/user/info', { token: member.token });
    await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { authorization: `Bearer ${member.token}` } });
    await t.app.inject({ method: 'POST', url: `/api/user/getProfile?token=${member.token}&x=1`, payload: { page: 'bad' } });
    await t.app.inject({ method: 'GET', url: `/api/files/documents/${'a'.repeat(32)}.pdf?token=${member.token}` });
    await t.app.inject({ method: 'GET', url: `/api/admin/user/getDashboard?token=${admin}` });
    await t.app.inject({ method: 'GET', url: `/api/nothing/here?token=${member.token}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { mobileNumber: member.mobileNumber, password: member.password },
    });
    const text = logged();
    expect(lines.length).toBeGreaterThan(6);
    expect(text).toContain('[redacted]');
    for (const secret of [member.token, admin, member.password]) expect(text).not.toContain(secret);
    // The tokens minted by sign-in are in answers only.
    expect(text).not.toMatch(/mv[ua]_[A-Za-z0-9_-]{20,}/);
  });

  it('logs a failing statement by its class and code, without the values it carried', async () => {
    lines.length = 0;
    // A database gone mid-request: the write fails inside the driver, values and all.
    const broken = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
    const fresh = await registerMember(broken, { details: userDetails({ firstName: 'Secretiya', city: 'Hiddenpur' }) });
    await broken.database.close();
    const res = await broken.call('/user/updateUser', {
      token: fresh.token,
      body: { age: 0, userDetails: userDetails({ firstName: 'Secretiya', city: 'Hiddenpur' }) },
    });
    await broken.mail.close();
    expect(res.status).toBe(500);
    expect(res.json.data.code).toBe('INTERNAL');
    const text = logged();
    expect(text).toContain('request failed');
    for (const value of ['Secretiya', 'Hiddenpur', '411042', '9822012345', fresh.password, fresh.email]) expect(text).not.toContain(value);
    expect(text).not.toMatch(/\$argon2/);
  });

  it('redacts in the logger used outside requests (start-up, command-line tools) as in the app', () => {
    const out: string[] = [];
    const log = createLogger('info', { write: (line: string) => void out.push(line) });
    log.info(
      { headers: { authorization: 'Bearer mvu_boot-secret' }, admin: { password: 'Boot#Secret2026' }, link: { token: 'mvr_code' } },
      'boot',
    );
    const text = out.join('');
    expect(text).toContain('boot');
    for (const secret of ['mvu_boot-secret', 'Boot#Secret2026', 'mvr_code']) expect(text).not.toContain(secret);
    expect(text.match(/\[redacted\]/g)).toHaveLength(3);
  });
});
