import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

/**
 * The calls that take the member's standing from the row their session was found with (the
 * server's session copies, viewer.ts `viewerStanding`) follow a change of it on the very next
 * call: the copy goes with the write that names the member (decision 0053).
 */
let t: TestApp;
let admin: string;
let vikram: Member;
let meera: Member;

const counts = async () => (await t.call('/user/activity', { token: vikram.token })).json.data;
const favourites = async () => (await t.call('/user/favourites', { token: vikram.token })).json.data;
const received = async () => (await t.call('/user/interests?tab=received', { token: vikram.token })).json.data;
const details = async (id = meera.id) => {
  const answer = await t.call(`/user/profiles/${id}`, { token: vikram.token });
  return answer.status === 200 ? answer.json.data.id : [answer.status, answer.json.data.code];
};
const scored = async () => {
  const answer = await t.call('/user/match-scores', { token: vikram.token, body: { ids: [meera.id] } });
  return answer.status === 200 ? answer.json.data.scores.map((score: { id: string }) => score.id) : answer.status;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  vikram = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Vikram' }));
  meera = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Meera' }));
  expect((await t.call('/user/interests', { token: meera.token, body: { userId: vikram.id } })).status).toBe(200);
  expect((await t.call('/user/favourites', { token: vikram.token, body: { userId: meera.id } })).status).toBe(200);
});
afterAll(() => t.close());

describe("the member's standing, from their session", () => {
  it('shows what an approved member may see, read from the copy on every call after the first', async () => {
    for (let call = 0; call < 3; call += 1) {
      expect((await counts()).newInterests).toBe(1);
      expect((await favourites()).userData.map((profile: { id: string }) => profile.id)).toEqual([meera.id]);
      expect((await received()).items.map((item: { profile: { id: string } }) => item.profile.id)).toEqual([meera.id]);
      expect(await scored()).toEqual([meera.id]);
      expect(await details()).toBe(meera.id);
    }
  });

  it('closes them on the next call once an admin suspends the member, and opens them once lifted', async () => {
    const suspended = await t.call('/admin/user/suspend', {
      token: admin,
      body: { userId: vikram.id, reason: 'FAKE_PROFILE', note: 'Checked.' },
    });
    expect(suspended.status).toBe(200);
    expect((await counts()).newInterests).toBe(0);
    expect(await favourites()).toEqual({ userData: [], reason: 'SUSPENDED' });
    expect(await received()).toMatchObject({ items: [], reason: 'SUSPENDED' });
    expect(await scored()).toBe(403);
    expect(await details()).toEqual([403, 'APPROVAL_REQUIRED']);
    expect(await details('not-an-id')).toEqual([403, 'APPROVAL_REQUIRED']);

    expect((await t.call('/admin/user/unsuspend', { token: admin, body: { userId: vikram.id, note: 'Checked again.' } })).status).toBe(200);
    expect((await counts()).newInterests).toBe(1);
    expect((await favourites()).userData).toHaveLength(1);
    expect((await received()).items).toHaveLength(1);
    expect(await scored()).toEqual([meera.id]);
    expect(await details()).toBe(meera.id);
  });

  it('finds on the details page only a profile the listing shows: not themself, their own gender, an unknown or malformed id', async () => {
    const other = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Arjun' }));
    for (const id of [vikram.id, other.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect([id, await details(id)]).toEqual([id, [404, 'PROFILE_NOT_FOUND']]);
    }
    // And nothing without a member's session, nor with an admin's.
    expect((await t.call(`/user/profiles/${meera.id}`)).status).toBe(401);
    expect((await t.call(`/user/profiles/${meera.id}`, { token: admin })).status).toBe(401);
  });

  it('answers 401 ACCOUNT_GONE, not an empty list, once the account is deleted under the session', async () => {
    const gone = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Gopal' }));
    expect((await t.call('/user/activity', { token: gone.token })).status).toBe(200);
    const deleted = await t.call('/admin/user/delete', { token: admin, body: { userId: gone.id, note: 'Asked to be removed.' } });
    expect(deleted.status).toBe(200);
    for (const path of ['/user/activity', '/user/favourites', '/user/interests?tab=received']) {
      const answer = await t.call(path, { token: gone.token });
      expect([path, answer.status]).toEqual([path, 401]);
    }
    expect((await t.call('/user/match-scores', { token: gone.token, body: { ids: [meera.id] } })).status).toBe(401);
    expect((await t.call(`/user/profiles/${meera.id}`, { token: gone.token })).status).toBe(401);
  });
});
