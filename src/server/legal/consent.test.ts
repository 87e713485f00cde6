import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, CONSENT, PASSWORD, registerMember, uniqueContact, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { buildApp } from '../app.js';
import { accessRecords, consents, users } from '../db/schema.js';
import { smtpMailer } from '../mail/mailer.js';

let t: TestApp;
let bride: Awaited<ReturnType<typeof registerMember>>;
const AGENT = 'Mozilla/5.0 (Linux; Android 14) Chrome/130';

const list = (token: string) => t.call('/user/getProfile', { token, body: { page: 1 } });
const standing = async (token: string) => (await t.call('/user/info', { token })).json.data.standing;

beforeAll(async () => {
  t = await createTestApp({ env: { POLICY_VERSION: '2026-11' } });
  bride = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Kavita' }) });
  await approve(t, bride.id);
});
afterAll(() => t.close());

/** A groom registered with `body`, his profile saved and approved: only consent may hold him back. */
async function groom(consent?: typeof CONSENT) {
  const contact = uniqueContact();
  const created = await t.call('/user/create', {
    body: { ...contact, password: PASSWORD, ...(consent ? { consent } : {}) },
    ip: '203.0.113.7',
    headers: { 'user-agent': AGENT },
  });
  expect(created.status).toBe(201);
  const { id, token } = created.json.data as { id: string; token: string };
  expect(
    (await t.call('/user/updateUser', { token, body: { userDetails: userDetails({ gender: 'Male', firstName: 'Mahesh' }) } })).status,
  ).toBe(200);
  await approve(t, id);
  return { id, token, ...contact };
}

describe('consent at registration', () => {
  it('records both promises with the policy version, the time, the address and the browser', async () => {
    const before = Date.now();
    const member = await groom(CONSENT);
    const rows = await t.db.select().from(consents).where(eq(consents.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      policyVersion: '2026-11',
      marriagePurpose: true,
      termsAccepted: true,
      address: '203.0.113.7',
      userAgent: AGENT,
    });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await standing(member.token)).toMatchObject({ consent: { required: false, policyVersion: '2026-11' } });
    // The registration itself is recorded too.
    const access = await t.db.select().from(accessRecords).where(eq(accessRecords.userId, member.id));
    expect(access).toEqual([expect.objectContaining({ kind: 'REGISTER', address: '203.0.113.7', userAgent: AGENT })]);
    expect((await list(member.token)).json.data).toMatchObject({ count: 1 });
  });

  it.each([
    [{ marriagePurpose: true }, 'Please accept the Terms and the Privacy Policy'],
    [{ termsAccepted: true }, 'Please confirm that you are registering to find a marriage partner'],
    [{ marriagePurpose: false, termsAccepted: true }, 'Please confirm that you are registering to find a marriage partner'],
    [{ marriagePurpose: true, termsAccepted: 'yes' }, 'Please accept the Terms and the Privacy Policy'],
  ])('refuses a half-given consent %o, and registers nobody', async (consent, message) => {
    const contact = uniqueContact();
    const res = await t.call('/user/create', { body: { ...contact, password: PASSWORD, consent } });
    expect(res.status).toBe(400);
    expect(res.json.data.code).toBe('VALIDATION');
    expect(res.json.data.message).toBe(message);
    const [row] = await t.db.select().from(users).where(eq(users.mobileNumber, contact.mobileNumber));
    expect(row).toBeUndefined();
  });
});

describe("an account made by SPEC's bare call", () => {
  it('is held until it accepts: asked at sign-in, sees no profile, then sees them once it accepted', async () => {
    const member = await groom();
    expect(await t.db.select().from(consents).where(eq(consents.userId, member.id))).toEqual([]);

    const login = await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: PASSWORD }, ip: '198.51.100.4' });
    expect(login.status).toBe(200);
    const token = login.json.data.token as string;
    expect(await standing(token)).toMatchObject({ consent: { required: true, policyVersion: '2026-11' } });
    const held = await list(token);
    expect(held.status).toBe(200);
    expect(held.json.data).toEqual({ count: 0, hasMore: false, page: 1, nextCursor: null, userData: [], reason: 'CONSENT_REQUIRED' });

    const half = await t.call('/user/consent', { token, body: { marriagePurpose: true } });
    expect(half.status).toBe(400);
    expect((await list(token)).json.data.reason).toBe('CONSENT_REQUIRED');

    const accepted = await t.call('/user/consent', { token, body: CONSENT, ip: '198.51.100.4', headers: { 'user-agent': AGENT } });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data.policyVersion).toBe('2026-11');
    const [row] = await t.db.select().from(consents).where(eq(consents.userId, member.id));
    expect(row).toMatchObject({ policyVersion: '2026-11', address: '198.51.100.4', userAgent: AGENT });
    expect(await standing(token)).toMatchObject({ consent: { required: false } });
    const open = await list(token);
    expect(open.json.data.reason).toBeUndefined();
    expect(open.json.data.userData.map((u: { id: string }) => u.id)).toEqual([bride.id]);
  });

  it('needs a signed-in member to accept', async () => {
    expect((await t.call('/user/consent', { body: CONSENT })).status).toBe(401);
  });
});

describe('a new policy version', () => {
  it('asks every member again at their next sign-in, and records the new acceptance beside the old', async () => {
    const member = await groom(CONSENT);
    // The same database served with the next version of the policies.
    const config = { ...t.config, POLICY_VERSION: '2027-01' };
    const mailer = smtpMailer(config.SMTP_URL!, config.MAIL_FROM);
    const next = await buildApp({
      config,
      database: t.database,
      mailer,
      files: t.files,
      rateLimits: false,
    });
    try {
      const call = async (url: string, token: string, payload?: unknown) => {
        const res = await next.inject({
          method: payload ? 'POST' : 'GET',
          url: `/api${url}`,
          headers: { authorization: `Bearer ${token}` },
          payload: payload as object,
        });
        return res.json();
      };
      const login = await next.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { mobileNumber: member.mobileNumber, password: PASSWORD },
      });
      const token = login.json().data.token as string;
      expect((await call('/user/info', token)).data.standing.consent).toEqual({ required: true, policyVersion: '2027-01' });
      expect((await call('/user/getProfile', token, { page: 1 })).data.reason).toBe('CONSENT_REQUIRED');
      expect((await call('/config', token)).data.policyVersion).toBe('2027-01');

      expect((await call('/user/consent', token, CONSENT)).data.policyVersion).toBe('2027-01');
      expect((await call('/user/getProfile', token, { page: 1 })).data.count).toBe(1);
      const versions = await t.db.select({ version: consents.policyVersion }).from(consents).where(eq(consents.userId, member.id));
      expect(versions.map((row) => row.version).sort()).toEqual(['2026-11', '2027-01']);
    } finally {
      await next.close();
      await mailer.close();
    }
  });
});
