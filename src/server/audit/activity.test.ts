import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { upsertAdmin } from '../admin/admins.js';

let t: TestApp;
let asha: string;
let vinod: string;
let meena: Member;
let ravi: Member;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await upsertAdmin(t.db, '9000000011', 'Asha@Office1', 'Asha Kale');
  await upsertAdmin(t.db, '9000000012', 'Vinod@Office1');
  asha = await signInAdmin(t, '9000000011', 'Asha@Office1');
  vinod = await signInAdmin(t, '9000000012', 'Vinod@Office1');
  meena = await registerMember(t, { details: userDetails({ firstName: 'Meena' }) });
  ravi = await registerMember(t, { details: userDetails({ firstName: 'Ravi', gender: 'Male' }) });
  await t.call('/admin/user/update', {
    token: asha,
    body: { mobileNumber: meena.mobileNumber, status: 'REJECT', reason: 'PHOTO_UNCLEAR' },
  });
  await t.call('/admin/user/update', { token: vinod, body: { mobileNumber: ravi.mobileNumber, status: 'ACTIVE' } });
  await t.call('/admin/user/suspend', { token: asha, body: { userId: ravi.id, reason: 'ABUSIVE', note: 'Rude' } });
  const admins = (await t.call('/admin/admins', { token: asha })).json.data.admins as { id: string; mobileNumber: string }[];
  ids = Object.fromEntries(admins.map((admin) => [admin.mobileNumber, admin.id]));
});
afterAll(() => t.close());

const activity = (body: Record<string, unknown> = {}, token = asha) => t.call('/admin/activity', { token, body: { page: 0, ...body } });
type Entry = { action: string; adminName: string; targetLabel: string | null; reason: string | null; address: string; detail: unknown };
const entries = async (body: Record<string, unknown> = {}) => (await activity(body)).json.data.entries as Entry[];

describe('POST /admin/activity', () => {
  it('lists every action newest first with the administrator’s name, the member, the reason and the address', async () => {
    const all = await entries();
    expect(all.map((entry) => [entry.action, entry.adminName, entry.targetLabel])).toEqual([
      ['SUSPEND', 'Asha Kale', 'Ravi Ramesh Phule'],
      ['APPROVE', '9000000012', 'Ravi Ramesh Phule'],
      ['REJECT', 'Asha Kale', 'Meena Ramesh Phule'],
      ['SIGN_IN', '9000000012', null],
      ['ENROL_TWO_STEP', '9000000012', null],
      ['SIGN_IN', 'Asha Kale', null],
      ['ENROL_TWO_STEP', 'Asha Kale', null],
    ]);
    expect(all[0]).toMatchObject({ reason: 'ABUSIVE', detail: { note: 'Rude' }, address: '127.0.0.1' });
  });

  it('filters by administrator, action and member (part of the name, or the id)', async () => {
    expect((await entries({ adminId: ids['9000000012'] })).map((e) => e.action)).toEqual(['APPROVE', 'SIGN_IN', 'ENROL_TWO_STEP']);
    expect((await entries({ action: 'REJECT' })).map((e) => e.targetLabel)).toEqual(['Meena Ramesh Phule']);
    expect((await entries({ member: 'ravi' })).map((e) => e.action)).toEqual(['SUSPEND', 'APPROVE']);
    expect((await entries({ member: ravi.id })).map((e) => e.action)).toEqual(['SUSPEND', 'APPROVE']);
    expect((await entries({ member: 'ravi', adminId: ids['9000000011'] })).map((e) => e.action)).toEqual(['SUSPEND']);
    expect(await entries({ member: '%' })).toEqual([]);
  });

  it('pages twenty entries at a time', async () => {
    // Each suspension and its lifting is an entry: enough for a second page without waiting on
    // the authenticator's clock (a code is good once, so sign-ins cannot come faster than it).
    for (let i = 0; i < 10; i += 1) {
      await t.call('/admin/user/unsuspend', { token: vinod, body: { userId: ravi.id } });
      await t.call('/admin/user/suspend', { token: vinod, body: { userId: ravi.id, reason: 'ABUSIVE' } });
    }
    const first = (await activity()).json.data;
    expect(first.entries).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = (await activity({ page: 1 })).json.data;
    expect(second.entries.length).toBeGreaterThan(0);
    expect(second.hasMore).toBe(false);
  });

  it('refuses bad filters and anyone but an administrator', async () => {
    for (const body of [{ action: 'DANCE' }, { adminId: 'vinod' }, { page: -1 }, { member: 'x'.repeat(61) }, { extra: 1 }]) {
      expect((await activity(body)).status).toBe(400);
    }
    expect((await activity({}, meena.token)).status).toBe(401);
    expect((await t.call('/admin/activity', { body: { page: 0 } })).status).toBe(401);
    expect((await t.call('/admin/admins', { token: meena.token })).status).toBe(401);
  });

  it('has no call that edits or deletes an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/admin/activity', headers: { authorization: `Bearer ${asha}` }, payload: {} });
      expect(res.statusCode).toBe(404);
    }
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    // The member's own activity (what is new for them) is not the log.
    const touching = Object.entries(spec.paths).filter(([path]) => /admin\/.*activity|audit/.test(path));
    expect(touching.map(([path, methods]) => [path, Object.keys(methods)])).toEqual([['/api/admin/activity', ['post']]]);
  });
});

describe('GET /admin/admins', () => {
  it('names the administrators for the filter', async () => {
    const admins = (await t.call('/admin/admins', { token: asha })).json.data.admins;
    expect(admins).toEqual(
      expect.arrayContaining([
        { id: ids['9000000011'], name: 'Asha Kale', mobileNumber: '9000000011' },
        { id: ids['9000000012'], name: null, mobileNumber: '9000000012' },
      ]),
    );
  });
});
