import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
const man = (firstName: string) => approvedMember(t, userDetails({ gender: 'Male', firstName }));
const woman = (firstName: string) => approvedMember(t, userDetails({ gender: 'Female', firstName }));
const listedIds = async (viewer: Member) =>
  (await t.call('/user/getProfile', { token: viewer.token, body: { page: 1 } })).json.data.userData.map((u: { id: string }) => u.id);
const favouriteIds = async (viewer: Member) =>
  (await t.call('/user/favourites', { token: viewer.token })).json.data.userData.map((u: { id: string }) => u.id);
const interestIds = async (viewer: Member, tab: string) =>
  (await t.call(`/user/interests?tab=${tab}`, { token: viewer.token })).json.data.items.map(
    (i: { profile: { id: string } }) => i.profile.id,
  );
const block = (who: Member, other: Member) => t.call('/user/blocks', { token: who.token, body: { userId: other.id } });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('blocking', () => {
  let rohan: Member;
  let sneha: Member;
  let priya: Member;

  beforeAll(async () => {
    rohan = await man('Rohan');
    sneha = await woman('Sneha');
    priya = await woman('Priya');
    // Each has the other in favourites and an interest waiting; Rohan and Priya are connected.
    await t.call('/user/favourites', { token: rohan.token, body: { userId: sneha.id } });
    await t.call('/user/favourites', { token: sneha.token, body: { userId: rohan.id } });
    await t.call('/user/interests', { token: rohan.token, body: { userId: sneha.id } });
    const toPriya = await t.call('/user/interests', { token: rohan.token, body: { userId: priya.id } });
    await t.call(`/user/interests/${toPriya.json.data.interest.id}/accept`, { token: priya.token, body: {} });
    expect(await listedIds(rohan)).toContain(sneha.id);
    expect(await interestIds(sneha, 'received')).toEqual([rohan.id]);
  });

  it('hides both from each other everywhere: listing, details, interests and favourites', async () => {
    const blocked = await block(sneha, rohan);
    expect(blocked.status).toBe(200);
    for (const [viewer, other] of [
      [rohan, sneha],
      [sneha, rohan],
    ] as const) {
      expect(await listedIds(viewer)).not.toContain(other.id);
      expect((await t.call(`/user/profiles/${other.id}`, { token: viewer.token })).status).toBe(404);
      expect(await favouriteIds(viewer)).not.toContain(other.id);
      for (const tab of ['received', 'sent', 'accepted']) expect(await interestIds(viewer, tab)).not.toContain(other.id);
    }
    // Rohan's other connection is untouched.
    expect(await interestIds(rohan, 'accepted')).toEqual([priya.id]);
    expect((await t.call('/user/activity', { token: sneha.token })).json.data.newInterests).toBe(0);
  });

  it('lets neither send the other anything', async () => {
    for (const [from, to] of [
      [rohan, sneha],
      [sneha, rohan],
    ] as const) {
      expect((await t.call('/user/interests', { token: from.token, body: { userId: to.id } })).json.data.code).toBe('PROFILE_NOT_FOUND');
      expect((await t.call('/user/favourites', { token: from.token, body: { userId: to.id } })).json.data.code).toBe('PROFILE_NOT_FOUND');
    }
    // The bell no longer names him to her.
    const bell = await t.call('/user/notifications', { token: sneha.token });
    expect(JSON.stringify(bell.json)).not.toContain(rohan.id);
  });

  it('is listed in the blocker’s settings only, and lifted by the blocker only', async () => {
    const mine = await t.call('/user/blocks', { token: sneha.token });
    expect(mine.json.data.items).toEqual([{ userId: rohan.id, name: 'Rohan Ramesh Phule', blockedAt: expect.any(String) }]);
    expect((await t.call('/user/blocks', { token: rohan.token })).json.data.items).toEqual([]);
    expect((await t.call('/user/blocks/remove', { token: rohan.token, body: { userId: sneha.id } })).status).toBe(404);
    expect(await listedIds(rohan)).not.toContain(sneha.id);

    expect((await t.call('/user/blocks/remove', { token: sneha.token, body: { userId: rohan.id } })).status).toBe(200);
    expect(await listedIds(rohan)).toContain(sneha.id);
    expect(await listedIds(sneha)).toContain(rohan.id);
    // What the block ended stays ended: no interest, no favourite comes back by itself.
    expect(await interestIds(sneha, 'received')).toEqual([]);
    expect(await favouriteIds(rohan)).not.toContain(sneha.id);
    expect((await t.call('/user/interests', { token: rohan.token, body: { userId: sneha.id } })).status).toBe(200);
  });

  it('works from either side and refuses yourself and nobody', async () => {
    expect((await block(rohan, priya)).status).toBe(200);
    expect(await listedIds(priya)).not.toContain(rohan.id);
    expect(await interestIds(priya, 'accepted')).toEqual([]);
    expect((await block(rohan, priya)).status).toBe(200);
    expect((await block(rohan, rohan)).json.data.code).toBe('OWN_BLOCK');
    expect((await t.call('/user/blocks', { token: rohan.token, body: { userId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(
      404,
    );
    expect((await t.call('/user/blocks', { token: rohan.token, body: { userId: 'nobody' } })).status).toBe(400);
    expect((await t.call('/user/blocks', { body: { userId: priya.id } })).status).toBe(401);
  });
});
