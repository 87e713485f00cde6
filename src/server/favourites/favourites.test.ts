import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, registerMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users } from '../db/schema.js';

let t: TestApp;
let viewer: Member;
const woman = (firstName: string) => approvedMember(t, userDetails({ gender: 'Female', firstName }));
/** The favourites' ids, as the list has them and as the ids alone come: the same, in the same order. */
const ids = async () => {
  const listed = (await t.call('/user/favourites', { token: viewer.token })).json.data.userData.map((u: { id: string }) => u.id);
  const alone = await t.call('/user/favourites/ids', { token: viewer.token });
  expect(alone.status).toBe(200);
  expect(alone.json.data).toEqual({ ids: listed });
  return listed;
};

beforeAll(async () => {
  t = await createTestApp();
  viewer = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Kiran' }));
});
afterAll(() => t.close());

describe('favourites kept on the server', () => {
  it('are added once, newest first, and removed', async () => {
    const [a, b] = [await woman('Asha'), await woman('Bhavna')];
    expect((await t.call('/user/favourites', { token: viewer.token, body: { userId: a.id } })).json.data).toEqual({
      added: true,
      message: 'Added to Fervorite',
    });
    expect((await t.call('/user/favourites', { token: viewer.token, body: { userId: a.id } })).json.data.added).toBe(false);
    await t.call('/user/favourites', { token: viewer.token, body: { userId: b.id } });
    expect(await ids()).toEqual([b.id, a.id]);
    await t.call('/user/favourites/remove', { token: viewer.token, body: { userId: a.id } });
    expect(await ids()).toEqual([b.id]);
    await t.call('/user/favourites/remove', { token: viewer.token, body: { userId: b.id } });
  });

  it('merge a browser’s favourites at sign-in, leaving out what the member may not see', async () => {
    const kept = await woman('Chhaya');
    const local = await woman('Deepa');
    const man = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Other' }));
    const pending = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Pending' }) });
    await t.call('/user/favourites', { token: viewer.token, body: { userId: kept.id } });
    const merged = await t.call('/user/favourites/merge', {
      token: viewer.token,
      body: { ids: [local.id, man.id, pending.id, kept.id, local.id, 'not-an-id', '00000000-0000-4000-8000-000000000000'] },
    });
    expect(merged.status).toBe(200);
    expect(merged.json.data.userData.map((u: { id: string }) => u.id).sort()).toEqual([kept.id, local.id].sort());
    // Records as the listing shows them: no contact details without an interest.
    expect(merged.json.data.userData[0]).toMatchObject({ hidden: { contact: 'INTEREST_REQUIRED' } });
    expect(merged.json.data.userData[0]).not.toHaveProperty('mobileNumber');
  });

  it('drop a profile that became invisible: paused, suspended, deleted or no longer approved', async () => {
    const [paused, suspended, deleted, rejected] = [await woman('Ela'), await woman('Falguni'), await woman('Gauri'), await woman('Hema')];
    for (const who of [paused, suspended, deleted, rejected])
      await t.call('/user/favourites', { token: viewer.token, body: { userId: who.id } });
    await t.call('/user/settings/pause', { token: paused.token, body: { paused: true } });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await t.call('/user/deleteUserProfile', { token: deleted.token, body: {} });
    await t.db.update(users).set({ status: 'REJECT' }).where(eq(users.id, rejected.id));
    const now = await ids();
    for (const gone of [paused, suspended, deleted, rejected]) expect(now).not.toContain(gone.id);
    await t.call('/user/settings/pause', { token: paused.token, body: { paused: false } });
    expect(await ids()).toContain(paused.id);
  });

  it('come the newest first a page at a time with a limit, saying whether there are more', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Paging' }));
    const [a, b, c] = [await woman('Jaya'), await woman('Kavya'), await woman('Lata')];
    for (const who of [a, b, c]) await t.call('/user/favourites', { token: member.token, body: { userId: who.id } });
    const page = async (query: string) => (await t.call(`/user/favourites${query}`, { token: member.token })).json.data;
    const first = await page('?limit=2');
    expect(first.userData.map((u: { id: string }) => u.id)).toEqual([c.id, b.id]);
    expect(first.more).toBe(true);
    expect((await page('?limit=3')).more).toBe(false);
    expect((await page('?limit=500')).userData).toHaveLength(3);
    // Without a limit: every favourite, as SPEC's page had them, and no `more`.
    const all = await page('');
    expect(all.userData.map((u: { id: string }) => u.id)).toEqual([c.id, b.id, a.id]);
    expect(all).not.toHaveProperty('more');
    // Records as the listing shows them, whatever the limit.
    expect(first.userData[0]).not.toHaveProperty('mobileNumber');
    for (const bad of ['0', '501', '-1', '1.5', 'x'])
      expect((await t.call(`/user/favourites?limit=${bad}`, { token: member.token })).status).toBe(400);
    // A member who may not see profiles gets none, and no more.
    const pending = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Unpaged' }) });
    expect((await t.call('/user/favourites?limit=2', { token: pending.token })).json.data).toEqual({
      userData: [],
      more: false,
      reason: 'PENDING_APPROVAL',
    });
  });

  it('refuse what the listing does not show, bad ids and strangers', async () => {
    const man = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Same' }));
    expect((await t.call('/user/favourites', { token: viewer.token, body: { userId: man.id } })).status).toBe(404);
    expect((await t.call('/user/favourites', { token: viewer.token, body: { userId: 'x' } })).status).toBe(400);
    expect((await t.call('/user/favourites/merge', { token: viewer.token, body: { ids: 'x' } })).status).toBe(400);
    expect((await t.call('/user/favourites')).status).toBe(401);
    expect((await t.call('/user/favourites?limit=2')).status).toBe(401);
    expect((await t.call('/user/favourites?limit=2', { token: await signInAdmin(t) })).status).toBe(401);
    expect((await t.call('/user/favourites/ids')).status).toBe(401);
    expect((await t.call('/user/favourites/ids', { token: await signInAdmin(t) })).status).toBe(401);
  });

  it('by id, name nobody to a member who may not see profiles, and say why', async () => {
    const shown = await woman('Indu');
    const pending = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Waiting' }) });
    await t.call('/user/favourites/merge', { token: pending.token, body: { ids: [shown.id] } });
    expect((await t.call('/user/favourites/ids', { token: pending.token })).json.data).toEqual({ ids: [], reason: 'PENDING_APPROVAL' });
    expect((await t.call('/user/favourites', { token: pending.token })).json.data).toEqual({ userData: [], reason: 'PENDING_APPROVAL' });
  });
});
