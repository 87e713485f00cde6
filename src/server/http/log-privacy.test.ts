import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, signInAdmin, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { verificationMailTo } from '../../../tests/support/verification-mail.js';
import { createLogger, LOGGED_QUERY_PARAMETERS } from './log.js';

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

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** The text of every source file under src/<folder>, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(join(SRC, folder, file), 'utf8'));
}
const captured = (texts: string[], pattern: RegExp) => new Set(texts.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]!)));

/** One request that carries query parameters the app reads. */
interface Reading {
  method: 'GET' | 'POST';
  path: string;
  names: Set<string>;
}

/** Every query parameter of every API route, as the OpenAPI document the app builds lists them, and the token SPEC sends in the query. */
function apiReadings(app: TestApp['app']): Reading[] {
  type Parameter = { in: string; name: string };
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
    components: { securitySchemes: Record<string, Partial<Parameter>> };
  };
  const schemeNames = Object.values(doc.components.securitySchemes)
    .filter((scheme) => scheme.in === 'query')
    .map((scheme) => scheme.name!);
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method === 'get' || method === 'post')
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Reading['method'],
        path: path.replace(/\{[^}]+\}/g, 'x'),
        names: new Set([...(operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name), ...schemeNames]),
      })),
  );
}

/**
 * Query parameters outside the OpenAPI document: those the server reads off a request without a
 * schema, those of the links it mails (confirm email, payment return, unsubscribe, interests)
 * and those the web app's pages read from their address; asked for on each page a link opens.
 */
function pageReadings(): Reading[] {
  const server = sources('server');
  const web = sources('web');
  const names = new Set([
    ...captured(
      server.filter((text) => text.includes('request.query')),
      /\bquery\??\.(\w+)/g,
    ),
    ...captured(server, /[?&`]([A-Za-z]\w*)=(?:\$\{|\w)/g),
    ...captured(web, /(?:params|URLSearchParams\([^)]*\))\.get\('(\w+)'\)/g),
  ]);
  // The addresses the server writes into links: a string, or a site's address, then a path and a query.
  const pages = new Set(['/auth', ...captured(server, /[`'"](?:\$\{[^}]+\})?(\/[A-Za-z][\w/]*)\?/g)]);
  return [...pages].map((path) => ({ method: 'GET' as const, path, names }));
}

describe('query parameters in the log', () => {
  let readings: Reading[];
  beforeAll(() => {
    readings = [...apiReadings(t.app), ...pageReadings()];
  });
  const every = () => new Set(readings.flatMap((reading) => [...reading.names]));

  it('finds the parameters the app reads, secret ones included, and allows none it does not read', () => {
    const names = every();
    for (const name of ['token', 'key', 'code', 'access', 'page', 'tab', 'fullName']) expect(names).toContain(name);
    for (const allowed of LOGGED_QUERY_PARAMETERS) expect(names).toContain(allowed);
    expect(readings.map((reading) => reading.path)).toEqual(
      expect.arrayContaining(['/confirmEmail', '/payment', '/unsubscribe', '/api/mail/unsubscribe']),
    );
  });

  it("writes each parameter's value only when it is on the allowlist", async () => {
    let sent = 0;
    for (const reading of readings) {
      const values = new Map([...reading.names].map((name) => [name, `v${randomBytes(6).toString('hex')}`]));
      const query = [...values].map(([name, value]) => `${name}=${value}`).join('&');
      lines.length = 0;
      await t.app.inject({
        method: reading.method,
        url: `${reading.path}?${query}`,
        ...(reading.method === 'POST' ? { payload: {} } : {}),
      });
      const text = logged();
      expect(text).toContain('request completed');
      for (const [name, value] of values) {
        if (LOGGED_QUERY_PARAMETERS.has(name)) expect(text, name).toContain(`${name}=${value}`);
        else {
          expect(text, `${reading.path} ${name}`).not.toContain(value);
          expect(text).toContain(`${name}=[redacted]`);
        }
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(30);
  });

  it('allows no parameter that carries a secret: none the server fills with a minted value or reads a token from', () => {
    const server = sources('server');
    const minted = captured(server, /[?&`]([A-Za-z]\w*)=\$\{/g);
    for (const name of ['key', 'token', 'code', 'access']) expect(minted).toContain(name);
    const secretCarriers = new Set([...minted, 'token', 'key', 'code', 'access', 'fullName', 'member', 'admin']);
    expect([...LOGGED_QUERY_PARAMETERS].filter((name) => secretCarriers.has(name))).toEqual([]);
  });

  it('allows on the API only parameters that take a fixed word, a number or a day: a token there is refused', async () => {
    const member = await registerMember(t);
    const admin = await signInAdmin(t);
    let checked = 0;
    for (const reading of apiReadings(t.app)) {
      for (const name of reading.names) {
        if (!LOGGED_QUERY_PARAMETERS.has(name)) continue;
        const token = reading.path.startsWith('/api/admin/') ? admin : member.token;
        const res = await t.app.inject({
          method: reading.method,
          url: `${reading.path}?${name}=${encodeURIComponent(member.token)}`,
          headers: { authorization: `Bearer ${token}` },
          ...(reading.method === 'POST' ? { payload: {} } : {}),
        });
        expect([reading.path, name, res.statusCode]).toEqual([reading.path, name, 400]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it('never writes a real secret, even sent under an allowed name', async () => {
    const member = await registerMember(t, { verified: false });
    const { key } = await verificationMailTo(t.mail, member.email);
    lines.length = 0;
    for (const name of LOGGED_QUERY_PARAMETERS) {
      for (const secret of [member.token, key]) {
        await t.app.inject({ method: 'GET', url: `/interests?${name}=${encodeURIComponent(secret)}` });
        await t.app.inject({ method: 'GET', url: `/api/user/interests?${name}=${encodeURIComponent(secret)}&token=${member.token}` });
      }
    }
    const text = logged();
    expect(lines.length).toBeGreaterThanOrEqual(LOGGED_QUERY_PARAMETERS.size * 4);
    for (const secret of [member.token, key, encodeURIComponent(key)]) expect(text).not.toContain(secret);
  });

  it('does not write the key of the mailed link when /confirmEmail is opened, and the key still works', async () => {
    const member = await registerMember(t, { verified: false });
    const { key, link } = await verificationMailTo(t.mail, member.email);
    lines.length = 0;
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(page.statusCode).toBe(200);
    const text = logged();
    expect(text).toContain('/confirmEmail?key=[redacted]');
    for (const secret of [key, encodeURIComponent(key), new URL(link).search.slice('?key='.length)]) expect(text).not.toContain(secret);
    expect((await t.call('/user/confirmEmail', { body: { key } })).status).toBe(200);
  });
});
