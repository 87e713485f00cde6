import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, neverShownCast, registerMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { blocks, notifications, users } from '../db/schema.js';

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
const blockList = async (who: Member) => (await t.call('/user/blocks', { token: who.token })).json.data.items;
const pause = (who: Member) => t.call('/user/settings/pause', { token: who.token, body: { paused: true } });
/** The answer as it leaves the server, byte for byte. */
async function raw(path: string, who: Member, userId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { authorization: `Bearer ${who.token}` },
    payload: { userId },
  });
  return { status: res.statusCode, body: res.body };
}
const blocksBy = (who: Member) => t.db.select().from(blocks).where(eq(blocks.blockerId, who.id));

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

describe('whom a member may block', () => {
  it('a listed profile, by the name it showed, which stays after the member renames; blocking again changes nothing', async () => {
    const viewer = await man('Vikram');
    const asha = await woman('Asha');
    expect((await block(viewer, asha)).status).toBe(200);
    const [first] = await blockList(viewer);
    expect(first).toEqual({ userId: asha.id, name: 'Asha Ramesh Phule', blockedAt: expect.any(String) });
    const renamed = await t.call('/user/updateUser', {
      token: asha.token,
      body: { age: 0, userDetails: userDetails({ gender: 'Female', firstName: 'Anita', lastName: 'Kale' }) },
    });
    expect(renamed.status).toBe(200);
    const [row] = await t.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, asha.id));
    expect(row!.fullName).toBe('Anita Ramesh Kale');
    expect(await blockList(viewer)).toEqual([first]);
    // No longer listed to him (the block hides her), yet his own block lets him block her again.
    expect((await block(viewer, asha)).status).toBe(200);
    expect(await blockList(viewer)).toEqual([first]);
  });

  it('twice at once: both answered, one block kept', async () => {
    const viewer = await man('Yogesh');
    const other = await woman('Yamini');
    expect((await Promise.all([block(viewer, other), block(viewer, other)])).map((res) => res.status)).toEqual([200, 200]);
    expect(await blocksBy(viewer)).toHaveLength(1);
    expect(await blockList(viewer)).toEqual([{ userId: other.id, name: 'Yamini Ramesh Phule', blockedAt: expect.any(String) }]);
  });

  it('an interest either way, in any state, lets each block the other once neither is listed', async () => {
    const sender = await man('Suresh');
    const receiver = await woman('Revati');
    expect((await t.call('/user/interests', { token: sender.token, body: { userId: receiver.id } })).status).toBe(200);
    await pause(receiver);
    await pause(sender);
    expect((await t.call(`/user/profiles/${receiver.id}`, { token: sender.token })).status).toBe(404);
    expect((await block(sender, receiver)).status).toBe(200);
    expect(await blockList(sender)).toEqual([{ userId: receiver.id, name: 'Revati Ramesh Phule', blockedAt: expect.any(String) }]);
    // His block withdrew the interest and emptied her bell of him: the withdrawn interest still counts.
    expect((await block(receiver, sender)).status).toBe(200);
    expect(await blockList(receiver)).toEqual([{ userId: sender.id, name: 'Suresh Ramesh Phule', blockedAt: expect.any(String) }]);
  });

  it('a notice about a member in the bell lets the member block them, by the name the notice showed', async () => {
    const viewer = await woman('Nandini');
    // Another woman: never in Nandini's listing, no interest between them.
    const named = await woman('Gauri');
    await t.db.insert(notifications).values({
      userId: viewer.id,
      kind: 'INTEREST_RECEIVED',
      data: { name: 'Gauri As Told', memberId: named.id, interestId: randomUUID() },
    });
    expect((await block(viewer, named)).status).toBe(200);
    expect(await blockList(viewer)).toEqual([{ userId: named.id, name: 'Gauri As Told', blockedAt: expect.any(String) }]);
  });

  it('answers any id the member was never shown exactly as an unknown one, and stores nothing', async () => {
    const { caller, listed, blocker, neverShown } = await neverShownCast(t);

    const unknown = await raw('/user/blocks', caller, randomUUID());
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ success: false, data: { code: 'PROFILE_NOT_FOUND', message: expect.any(String) } });
    for (const target of neverShown) expect(await raw('/user/blocks', caller, target.id)).toEqual(unknown);
    expect(await blocksBy(caller)).toEqual([]);
    // Unblocking someone not blocked, even someone who blocked you, answers the same.
    expect(await raw('/user/blocks/remove', caller, randomUUID())).toEqual(unknown);
    expect(await raw('/user/blocks/remove', caller, blocker.id)).toEqual(unknown);
    expect(await raw('/user/blocks/remove', caller, listed.id)).toEqual(unknown);

    // Callers who may see nobody: pending, rejected and suspended, each against a listed profile.
    const pendingCaller = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Prakash' }) });
    const rejected = await man('Ramesh');
    await t.db.update(users).set({ status: 'REJECT' }).where(eq(users.id, rejected.id));
    const suspended = await man('Sanjay');
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    for (const who of [pendingCaller, rejected, suspended]) {
      const nobody = await raw('/user/blocks', who, randomUUID());
      expect(nobody).toEqual(unknown);
      expect(await raw('/user/blocks', who, listed.id)).toEqual(nobody);
      expect(await blocksBy(who)).toEqual([]);
    }
    // The same profile is blockable the moment it is shown: the refusals above are about being shown.
    expect((await block(caller, listed)).status).toBe(200);
  });
});
