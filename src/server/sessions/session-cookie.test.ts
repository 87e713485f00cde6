import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_HOURS, MEMBER_IDLE_DAYS } from '../../contract/limits.js';
import { upsertAdmin } from '../admin/admins.js';
import { grievances, sessions, users } from '../db/schema.js';
import { issueReturnCode } from '../payments/return-codes.js';
import { hashToken } from '../security/tokens.js';
import { PASSWORD, registerMember, uniqueContact, upload, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { authenticatorCode } from '../../../tests/support/totp.js';
import { feedSettled } from '../../../tests/support/announced-changes.js';

const MEMBER_SECONDS = MEMBER_IDLE_DAYS * 24 * 3600;
const ADMIN_SECONDS = ADMIN_SESSION_HOURS * 3600;
const SECOND_STEP_SECONDS = 10 * 60;

/** The header by which the web app asks for its session in the cookie. */
const COOKIE_TRANSPORT = { 'x-session-transport': 'cookie' };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

interface SetCookie {
  value: string;
  /** Attribute names (lower case) with their values; flags have ''. */
  attributes: Map<string, string>;
  text: string;
}

/** The cookies an answer sets, by name. */
function setCookies(headers: Record<string, unknown>): Map<string, SetCookie> {
  const raw = headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? (raw as string[]) : [raw as string];
  const cookies = new Map<string, SetCookie>();
  for (const text of lines) {
    const [pair, ...rest] = text.split(';').map((part) => part.trim());
    const equals = pair!.indexOf('=');
    const attributes = new Map(
      rest.map((part) => {
        const [key, ...value] = part.split('=');
        return [key!.toLowerCase(), value.join('=')] as [string, string];
      }),
    );
    cookies.set(pair!.slice(0, equals), { value: pair!.slice(equals + 1), attributes, text });
  }
  return cookies;
}

/** A Cookie header holding these cookies. */
const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** The cookies an answer set that the browser keeps (a Max-Age above 0). */
function jarOf(headers: Record<string, unknown>): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const [name, cookie] of setCookies(headers)) if (Number(cookie.attributes.get('max-age')) > 0) jar[name] = cookie.value;
  return jar;
}

/** Whether the answer told the browser to drop these cookies (Max-Age=0, empty). */
function cleared(headers: Record<string, unknown>, ...names: string[]): boolean {
  const cookies = setCookies(headers);
  return names.every((name) => cookies.get(name)?.attributes.get('max-age') === '0' && cookies.get(name)?.value === '');
}

/** Every line the server logged, as written. */
const lines: string[] = [];
let t: TestApp;
/** Behind a trusted proxy that says the browser came over HTTPS. */
let https: TestApp;
const PUBLIC_URL = 'https://vivah.example.org';
const HTTPS = { 'x-forwarded-proto': 'https', host: 'vivah.example.org' };

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
  https = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

/** A member signed in through the web app: the cookies their browser holds. */
async function signedInByCookie(app: TestApp = t, headers: Record<string, string> = {}) {
  const member = await registerMember(app);
  const res = await app.call('/user/login', {
    body: { mobileNumber: member.mobileNumber, password: member.password },
    headers: { ...COOKIE_TRANSPORT, ...headers },
  });
  expect(res.status).toBe(200);
  return { member, res, jar: jarOf(res.headers) };
}

const storedLanguage = async (id: string) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

const sessionRow = async (app: TestApp, token: string) =>
  (
    await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!;

describe('signing in to the cookie', () => {
  it('with the header: an httpOnly, SameSite=Lax session cookie for the whole site, as long as the session, and no token in the body', async () => {
    const { member, res, jar } = await signedInByCookie();
    expect(res.json).toEqual({ success: true, data: { message: 'Login successful' } });
    const cookies = setCookies(res.headers);
    const session = cookies.get('mv-session')!;
    expect(session.attributes.has('httponly')).toBe(true);
    expect(session.attributes.get('samesite')).toBe('Lax');
    expect(session.attributes.get('path')).toBe('/');
    expect(session.attributes.get('max-age')).toBe(String(MEMBER_SECONDS));
    expect(session.attributes.has('secure')).toBe(false);
    expect(session.attributes.has('domain')).toBe(false);
    // The forgery token: readable by the page, set and kept with the session.
    const csrf = cookies.get('mv-csrf')!;
    expect(csrf.attributes.has('httponly')).toBe(false);
    expect(csrf.attributes.get('samesite')).toBe('Lax');
    expect(csrf.attributes.get('max-age')).toBe(String(MEMBER_SECONDS));
    expect(csrf.value).toMatch(/^[\w-]{43}$/);
    // The cookie stands for a real session of this member.
    expect(jar['mv-session']).toMatch(/^mvu_/);
    expect((await sessionRow(t, jar['mv-session']!)).userId).toBe(member.id);
  });

  it('without the header: the answer is as before, the token in the body and no cookie', async () => {
    const member = await registerMember(t);
    expect(member.token).toMatch(/^mvu_/);
    const res = await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: member.password } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.data)).toEqual(['token', 'message']);
    expect(res.json.data.token).toMatch(/^mvu_/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('registration with the header signs the new member in to the cookie, its id in the body and no token', async () => {
    const res = await t.call('/user/create', {
      body: { ...uniqueContact(), password: PASSWORD },
      headers: COOKIE_TRANSPORT,
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json.data).sort()).toEqual(['id', 'message']);
    const jar = jarOf(res.headers);
    expect((await sessionRow(t, jar['mv-session']!)).userId).toBe(res.json.data.id);
    const info = await t.call('/user/info', { headers: { cookie: cookieHeader(jar) } });
    expect(info.status).toBe(200);
    expect(info.json.data.id).toBe(res.json.data.id);
  });

  it('the payment return signs the payer in to the cookie', async () => {
    const member = await registerMember(t);
    const code = await issueReturnCode(t.db, member.id);
    const res = await t.call('/user/paymentReturn', { body: { code }, headers: COOKIE_TRANSPORT });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: {} });
    const jar = jarOf(res.headers);
    expect((await sessionRow(t, jar['mv-session']!)).userId).toBe(member.id);
    // Without the header, SPEC's answer: the token.
    const again = await t.call('/user/paymentReturn', { body: { code: await issueReturnCode(t.db, member.id) } });
    expect(again.json.data.token).toMatch(/^mvu_/);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('behind HTTPS: Secure, and named __Host- so no subdomain can plant one; a plain-named cookie does not count there', async () => {
    const { res, jar } = await signedInByCookie(https, HTTPS);
    const cookies = setCookies(res.headers);
    expect([...cookies.keys()].sort()).toEqual(['__Host-mv-csrf', '__Host-mv-session']);
    for (const cookie of cookies.values()) {
      expect(cookie.attributes.has('secure')).toBe(true);
      expect(cookie.attributes.get('path')).toBe('/');
    }
    expect((await https.call('/user/info', { headers: { ...HTTPS, cookie: cookieHeader(jar) } })).status).toBe(200);
    const planted = `mv-session=${jar['__Host-mv-session']}`;
    const refused = await https.call('/user/info', { headers: { ...HTTPS, cookie: planted } });
    expect(refused.status).toBe(401);
    expect(refused.json.data.code).toBe('SIGN_IN_REQUIRED');
  });
});

describe('calls by the cookie', () => {
  it('the cookie opens the member calls, with the same session', async () => {
    const { member, jar } = await signedInByCookie();
    const res = await t.call('/user/info', { headers: { cookie: cookieHeader(jar) } });
    expect(res.status).toBe(200);
    expect(res.json.data.id).toBe(member.id);
    const signIns = await t.call('/user/signIns', { headers: { cookie: cookieHeader(jar) } });
    const current = signIns.json.data.sessions.filter((session: { current: boolean }) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0].id).toBe((await sessionRow(t, jar['mv-session']!)).id);
  });

  it("renews the cookie when the session's use is written, and only then", async () => {
    const { jar } = await signedInByCookie();
    const quiet = await t.call('/user/info', { headers: { cookie: cookieHeader(jar) } });
    expect(quiet.headers['set-cookie']).toBeUndefined();
    // As if its last use, and the renewal it wrote, were two minutes ago. The end moves too, as a
    // use two minutes ago left it: a write of the use alone is the server's own, which it follows
    // in its session copies (member-session-copies.ts), and is not announced.
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: twoMinutesAgo, expiresAt: new Date(twoMinutesAgo.getTime() + MEMBER_SECONDS * 1000) })
      .where(eq(sessions.tokenHash, hashToken(jar['mv-session']!)));
    await feedSettled(t);
    const renewing = await t.call('/user/info', { headers: { cookie: cookieHeader(jar) } });
    expect(renewing.status).toBe(200);
    const cookies = setCookies(renewing.headers);
    expect(cookies.get('mv-session')?.value).toBe(jar['mv-session']);
    expect(Number(cookies.get('mv-session')?.attributes.get('max-age'))).toBeGreaterThan(MEMBER_SECONDS - 5);
    expect(cookies.get('mv-csrf')?.value).toBe(jar['mv-csrf']);
  });

  it('a revoked session: 401 as with its token, and its cookies are cleared', async () => {
    const { member, jar } = await signedInByCookie();
    // Signed out everywhere else from another device.
    const elsewhere = await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: member.password } });
    expect((await t.call('/user/signOutOthers', { token: elsewhere.json.data.token, body: {} })).status).toBe(200);
    const res = await t.call('/user/info', { headers: { cookie: cookieHeader(jar) } });
    expect(res.status).toBe(401);
    expect(res.json.data.code).toBe('SESSION_EXPIRED');
    expect(cleared(res.headers, 'mv-session', 'mv-csrf')).toBe(true);
    for (const cookie of setCookies(res.headers).values()) expect(cookie.attributes.get('samesite')).toBe('Lax');
  });

  it('a forgery cookie left without its session is cleared, so the page does not think itself signed in', async () => {
    const res = await t.call('/user/info', { headers: { cookie: 'mv-csrf=left-over' } });
    expect([res.status, res.json.data.code]).toEqual([401, 'SIGN_IN_REQUIRED']);
    expect(cleared(res.headers, 'mv-session', 'mv-csrf')).toBe(true);
    const none = await t.call('/user/info');
    expect(none.headers['set-cookie']).toBeUndefined();
  });

  it('sign-out revokes the session and clears both cookies', async () => {
    const { jar } = await signedInByCookie();
    const res = await t.call('/user/logout', { body: {}, headers: { ...SAME_ORIGIN, cookie: cookieHeader(jar) } });
    expect(res.status).toBe(200);
    expect(cleared(res.headers, 'mv-session', 'mv-csrf')).toBe(true);
    expect((await sessionRow(t, jar['mv-session']!)).revokedAt).not.toBeNull();
    expect((await t.call('/user/info', { token: jar['mv-session'] })).status).toBe(401);
  });

  it('a Bearer sign-out ends its own session and leaves a cookie that stands for another alone', async () => {
    const { jar } = await signedInByCookie();
    const other = await registerMember(t);
    const res = await t.call('/user/logout', { token: other.token, body: {}, headers: { cookie: cookieHeader(jar) } });
    expect(res.status).toBe(200);
    expect(setCookies(res.headers).size).toBe(0);
    expect((await t.call('/user/info', { token: other.token })).status).toBe(401);
    expect((await t.call('/user/info', { token: jar['mv-session'] })).status).toBe(200);
  });

  it('a Bearer sign-out with the same session in the cookie clears the cookies too', async () => {
    const { jar } = await signedInByCookie();
    const res = await t.call('/user/logout', { token: jar['mv-session'], body: {}, headers: { cookie: cookieHeader(jar) } });
    expect(res.status).toBe(200);
    expect(cleared(res.headers, 'mv-session', 'mv-csrf')).toBe(true);
  });

  it('deleting the account clears the cookies', async () => {
    const { member, jar } = await signedInByCookie();
    const res = await t.call('/user/deleteUserProfile', { body: {}, headers: { ...SAME_ORIGIN, cookie: cookieHeader(jar) } });
    expect(res.status).toBe(200);
    expect(cleared(res.headers, 'mv-session', 'mv-csrf')).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.id, member.id))).toEqual([]);
  });

  it("an identity document opens with the owner's cookie, and not without one", async () => {
    const { member, jar } = await signedInByCookie();
    const { url } = await upload(t, { ...member, token: jar['mv-session']! } satisfies Member, 'document');
    const withCookie = await t.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader(jar) } });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.headers['cache-control']).toBe('private, no-store');
    const without = await t.app.inject({ method: 'GET', url });
    expect(without.statusCode).toBe(401);
    const stranger = await registerMember(t);
    const other = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${stranger.token}` } });
    expect(other.statusCode).toBe(404);
  });
});

describe('cross-site forgery', () => {
  it('a cross-site form post with the cookie is refused with 403 and changes nothing, not even the session', async () => {
    const { member, jar } = await signedInByCookie();
    // As if its last use, and the renewal it wrote, were two minutes ago. The end moves too, as a
    // use two minutes ago left it: a write of the use alone is the server's own, which it follows
    // in its session copies (member-session-copies.ts), and is not announced.
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: twoMinutesAgo, expiresAt: new Date(twoMinutesAgo.getTime() + MEMBER_SECONDS * 1000) })
      .where(eq(sessions.tokenHash, hashToken(jar['mv-session']!)));
    await feedSettled(t);
    const form = { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(jar) };
    const sites: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const site of sites) {
      const res = await t.call('/user/language', { body: 'language=hi', headers: { ...form, ...site } });
      expect(res.status).toBe(403);
      expect(res.json.data.code).toBe('CROSS_SITE_REQUEST');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // A JSON body, as another site's script would send without reading the answer.
    const json = await t.call('/user/language', {
      body: { language: 'hi' },
      headers: { cookie: cookieHeader(jar), 'sec-fetch-site': 'cross-site' },
    });
    expect(json.status).toBe(403);
    expect(await storedLanguage(member.id)).toBe('en');
    expect((await sessionRow(t, jar['mv-session']!)).lastSeenAt.getTime()).toBe(twoMinutesAgo.getTime());
  });

  it('a cross-site multipart upload with the cookie is refused before anything is stored', async () => {
    const { jar } = await signedInByCookie();
    const form = new FormData();
    form.append('type', 'profilePhoto');
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'x.png');
    const encoded = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': encoded.headers.get('content-type')!, 'sec-fetch-site': 'cross-site', cookie: cookieHeader(jar) },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().data.code).toBe('CROSS_SITE_REQUEST');
  });

  it('from this site it passes: Sec-Fetch-Site same-origin, or the own Origin without it', async () => {
    const { member, jar } = await signedInByCookie();
    const bySite = await t.call('/user/language', { body: { language: 'hi' }, headers: { ...SAME_ORIGIN, cookie: cookieHeader(jar) } });
    expect(bySite.status).toBe(200);
    expect(await storedLanguage(member.id)).toBe('hi');
    const byOrigin = await t.call('/user/language', {
      body: { language: 'mr' },
      headers: { origin: 'http://localhost', cookie: cookieHeader(jar) },
    });
    expect(byOrigin.status).toBe(200);
    expect(await storedLanguage(member.id)).toBe('mr');
  });

  it('behind HTTPS, the origin the proxy names and PUBLIC_URL both count; plain http on the same host does not', async () => {
    const { jar } = await signedInByCookie(https, HTTPS);
    const call = (origin: string, host = 'vivah.example.org') =>
      https.call('/user/language', { body: { language: 'hi' }, headers: { ...HTTPS, host, origin, cookie: cookieHeader(jar) } });
    expect((await call('https://vivah.example.org')).status).toBe(200);
    expect((await call(PUBLIC_URL, 'internal:3000')).status).toBe(200);
    expect((await call('http://vivah.example.org')).status).toBe(403);
    expect((await call('https://evil.example')).status).toBe(403);
  });

  it('without Origin and Sec-Fetch-Site, only the forgery token lets a write through', async () => {
    const { member, jar } = await signedInByCookie();
    const other = await signedInByCookie();
    const write = (language: string, headers: Record<string, string> = {}) =>
      t.call('/user/language', { body: { language }, headers: { cookie: cookieHeader(jar), ...headers } });
    const missing = await write('hi');
    expect(missing.status).toBe(403);
    expect(missing.json.data.code).toBe('CROSS_SITE_REQUEST');
    expect((await write('hi', { 'x-csrf-token': 'not-the-token' })).status).toBe(403);
    // Another session's token is no good for this one.
    expect((await write('hi', { 'x-csrf-token': other.jar['mv-csrf']! })).status).toBe(403);
    expect(await storedLanguage(member.id)).toBe('en');
    expect((await write('hi', { 'x-csrf-token': jar['mv-csrf']! })).status).toBe(200);
    expect(await storedLanguage(member.id)).toBe('hi');
  });

  it('the token and Bearer calls need no origin: only the cookie is something a browser sends by itself', async () => {
    const member = await registerMember(t);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/user/language',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { language: 'hi' },
    });
    expect(bearer.statusCode).toBe(200);
    expect((await t.call('/user/language', { token: member.token, body: { language: 'mr' } })).status).toBe(200);
    expect(await storedLanguage(member.id)).toBe('mr');
    // A Bearer call decides by its token even with someone's cookie beside it.
    const { jar } = await signedInByCookie();
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/user/language',
      headers: { authorization: `Bearer ${member.token}`, cookie: cookieHeader(jar) },
      payload: { language: 'en' },
    });
    expect(both.statusCode).toBe(200);
    expect(await storedLanguage(member.id)).toBe('en');
  });

  it('a complaint filed from this site with the cookie is kept with the account; from another site it is anonymous', async () => {
    const { member, jar } = await signedInByCookie();
    const complain = (headers: Record<string, string>) =>
      t.call('/grievance', {
        body: { category: 'OTHER', description: 'Someone copied my photographs on another profile', email: member.email },
        headers: { cookie: cookieHeader(jar), ...headers },
      });
    const ours = await complain(SAME_ORIGIN);
    const theirs = await complain({ 'sec-fetch-site': 'cross-site' });
    expect([ours.status, theirs.status]).toEqual([201, 201]);
    const filed = async (ticket: string) => (await t.db.select().from(grievances).where(eq(grievances.ticket, ticket)))[0]!.userId;
    expect(await filed(ours.json.data.ticket)).toBe(member.id);
    expect(await filed(theirs.json.data.ticket)).toBeNull();
  });
});

describe('admins', () => {
  let n = 0;
  const adminNumber = () => `90000002${String((n += 1)).padStart(2, '0')}`;

  /** An admin through both steps by the cookie, as the web app signs one in. */
  async function adminByCookie() {
    const mobileNumber = adminNumber();
    await upsertAdmin(t.db, mobileNumber, 'Admin@12345');
    const login = await t.call('/admin/login', { body: { mobileNumber, password: 'Admin@12345' }, headers: COOKIE_TRANSPORT });
    expect(login.status).toBe(200);
    expect(login.json.data).toEqual({ message: 'Set up two-step sign-in to continue', secondStep: 'ENROL' });
    const half = setCookies(login.headers).get('mv-admin')!;
    expect(half.attributes.has('httponly')).toBe(true);
    expect(half.attributes.get('samesite')).toBe('Lax');
    expect(half.attributes.get('max-age')).toBe(String(SECOND_STEP_SECONDS));
    const halfJar = jarOf(login.headers);
    expect(Object.keys(halfJar).sort()).toEqual(['mv-admin', 'mv-admin-csrf']);
    // The password alone opens nothing else, and that 401 leaves the cookie alone.
    const early = await t.call('/admin/user/getDashboard', { headers: { cookie: cookieHeader(halfJar) } });
    expect(early.json.data.code).toBe('SECOND_STEP_REQUIRED');
    expect(early.headers['set-cookie']).toBeUndefined();
    const step = { ...SAME_ORIGIN, cookie: cookieHeader(halfJar) };
    const enrolment = await t.call('/admin/twoStep/enrol', { body: {}, headers: step });
    expect(enrolment.status).toBe(200);
    const code = await authenticatorCode(enrolment.json.data.secret);
    const done = await t.call('/admin/twoStep/confirm', { body: { code }, headers: { ...step, ...COOKIE_TRANSPORT } });
    expect(done.status).toBe(200);
    return { mobileNumber, halfJar, done, jar: jarOf(done.headers) };
  }

  it('the second step puts the full session into the admin cookie, which opens the admin calls', async () => {
    const { halfJar, done, jar } = await adminByCookie();
    expect(done.json.data.token).toBeUndefined();
    expect(done.json.data.recoveryCodes).toHaveLength(10);
    const full = setCookies(done.headers).get('mv-admin')!;
    expect(full.attributes.has('httponly')).toBe(true);
    expect(full.attributes.get('max-age')).toBe(String(ADMIN_SECONDS));
    expect(jar['mv-admin']).not.toBe(halfJar['mv-admin']);
    const dashboard = await t.call('/admin/user/getDashboard', { headers: { cookie: cookieHeader(jar) } });
    expect(dashboard.status).toBe(200);
    const list = await t.call('/admin/users', { body: { page: 0 }, headers: { ...SAME_ORIGIN, cookie: cookieHeader(jar) } });
    expect(list.status).toBe(200);
    // The password-only session ended with the step.
    expect((await t.call('/admin/twoStep/enrol', { body: {}, headers: { ...SAME_ORIGIN, cookie: cookieHeader(halfJar) } })).status).toBe(
      401,
    );
  });

  it('an admin write from another site is refused and changes nothing', async () => {
    const { jar } = await adminByCookie();
    const member = await registerMember(t);
    const res = await t.call('/admin/user/update', {
      body: { mobileNumber: member.mobileNumber, status: 'REJECT' },
      headers: { cookie: cookieHeader(jar), origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.json.data.code).toBe('CROSS_SITE_REQUEST');
    expect((await t.db.select({ status: users.status }).from(users).where(eq(users.id, member.id)))[0]?.status).toBe('PENDING');
  });

  it('admin sign-out clears the admin cookies', async () => {
    const { jar } = await adminByCookie();
    const res = await t.call('/admin/logout', { body: {}, headers: { ...SAME_ORIGIN, cookie: cookieHeader(jar) } });
    expect(res.status).toBe(200);
    expect(cleared(res.headers, 'mv-admin', 'mv-admin-csrf')).toBe(true);
    expect((await t.call('/admin/user/getDashboard', { token: jar['mv-admin'] })).status).toBe(401);
  });

  it("a member's cookie never opens an admin call, nor an admin's a member call", async () => {
    const { jar: adminJar } = await adminByCookie();
    const { jar: memberJar } = await signedInByCookie();
    const dashboard = (cookie: string) => t.call('/admin/user/getDashboard', { headers: { cookie } });
    const info = (cookie: string) => t.call('/user/info', { headers: { cookie } });
    expect((await dashboard(cookieHeader(memberJar))).json.data.code).toBe('SIGN_IN_REQUIRED');
    expect((await info(cookieHeader(adminJar))).json.data.code).toBe('SIGN_IN_REQUIRED');
    // A token of one kind in the other kind's cookie opens nothing either.
    const swappedIntoAdmin = await dashboard(`mv-admin=${memberJar['mv-session']}`);
    expect(swappedIntoAdmin.status).toBe(401);
    expect(swappedIntoAdmin.json.data.code).toBe('SESSION_EXPIRED');
    const swappedIntoMember = await info(`mv-session=${adminJar['mv-admin']}`);
    expect(swappedIntoMember.status).toBe(401);
    expect(cleared(swappedIntoMember.headers, 'mv-session', 'mv-csrf')).toBe(true);
    // Both cookies in one browser: each side reads its own.
    const both = cookieHeader({ ...memberJar, ...adminJar });
    expect((await dashboard(both)).status).toBe(200);
    expect((await info(both)).status).toBe(200);
  });
});

describe('moving a stored token into the cookie', () => {
  it('sets the cookies for the very same session, with its own end, and answers no token', async () => {
    const member = await registerMember(t);
    const before = await sessionRow(t, member.token);
    const res = await t.call('/user/session/cookie', {
      body: {},
      headers: { authorization: `Bearer ${member.token}`, ...COOKIE_TRANSPORT },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { message: 'Signed in with a cookie' } });
    const cookies = setCookies(res.headers);
    expect(cookies.get('mv-session')?.value).toBe(member.token);
    expect(cookies.get('mv-session')?.attributes.has('httponly')).toBe(true);
    const maxAge = Number(cookies.get('mv-session')?.attributes.get('max-age'));
    const left = ((await sessionRow(t, member.token)).expiresAt.getTime() - Date.now()) / 1000;
    expect(Math.abs(maxAge - left)).toBeLessThan(5);
    // No new session: the old token and the cookie list as one and the same.
    const count = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, member.id));
    expect(count[0]?.n).toBe(1);
    const jar = jarOf(res.headers);
    const byCookie = await t.call('/user/signIns', { headers: { cookie: cookieHeader(jar) } });
    const byToken = await t.call('/user/signIns', { token: member.token });
    const currentOf = (body: { data: { sessions: { id: string; current: boolean }[] } }) =>
      body.data.sessions.filter((session) => session.current).map((session) => session.id);
    expect(currentOf(byCookie.json)).toEqual([before.id]);
    expect(currentOf(byToken.json)).toEqual([before.id]);
  });

  it('without the header: 400, and no cookie is set', async () => {
    const member = await registerMember(t);
    const res = await t.call('/user/session/cookie', { body: {}, headers: { authorization: `Bearer ${member.token}` } });
    expect(res.status).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('an unknown token moves nothing', async () => {
    const res = await t.call('/user/session/cookie', {
      body: {},
      headers: { authorization: 'Bearer mvu_not-a-session', ...COOKIE_TRANSPORT },
    });
    expect(res.status).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("an admin's stored token moves into the admin cookie", async () => {
    const mobileNumber = '9000000390';
    await upsertAdmin(t.db, mobileNumber, 'Admin@12345');
    const login = await t.call('/admin/login', { body: { mobileNumber, password: 'Admin@12345' } });
    const half = login.json.data.token as string;
    // The password alone opens nothing but the second step: it is not moved either.
    const early = await t.call('/admin/session/cookie', { body: {}, headers: { authorization: `Bearer ${half}`, ...COOKIE_TRANSPORT } });
    expect([early.status, early.json.data.code]).toEqual([401, 'SECOND_STEP_REQUIRED']);
    expect(early.headers['set-cookie']).toBeUndefined();
    const enrolment = await t.call('/admin/twoStep/enrol', { token: half, body: {} });
    const done = await t.call('/admin/twoStep/confirm', {
      token: half,
      body: { code: await authenticatorCode(enrolment.json.data.secret) },
    });
    const token = done.json.data.token as string;
    const res = await t.call('/admin/session/cookie', { body: {}, headers: { authorization: `Bearer ${token}`, ...COOKIE_TRANSPORT } });
    expect(res.status).toBe(200);
    const jar = jarOf(res.headers);
    expect(jar['mv-admin']).toBe(token);
    expect(Object.keys(jar).sort()).toEqual(['mv-admin', 'mv-admin-csrf']);
    expect((await t.call('/admin/user/getDashboard', { headers: { cookie: cookieHeader(jar) } })).status).toBe(200);
    // A member's token is no admin's, whatever the path.
    const member = await registerMember(t);
    const wrongKind = await t.call('/admin/session/cookie', {
      body: {},
      headers: { authorization: `Bearer ${member.token}`, ...COOKIE_TRANSPORT },
    });
    expect(wrongKind.status).toBe(401);
    expect(wrongKind.headers['set-cookie']).toBeUndefined();
  });
});

describe('the log', () => {
  it('keeps neither the session cookies nor the tokens they carry', () => {
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(text).not.toMatch(/mv[ua]_[A-Za-z0-9_-]{20,}/);
    expect(text).not.toMatch(/mv-session=|mv-admin=|mv-csrf=/);
  });
});
