import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approve,
  approvedMember,
  registerMember,
  setStatus,
  signInAdmin,
  userDetails,
  type Member,
} from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users } from '../db/schema.js';
import { listingCacheCounts } from './listing-cache.js';

// The listing serves pages shared by the viewers of one gender (listing-cache.ts). Each test asks
// for a page first, so the page is held, then changes something and asks again: the change must
// show at once, however it was made.

let t: TestApp;
let admin: string;
let rahul: Member;
let sachin: Member;
/** Twelve approved women, oldest first. */
let women: Member[];

interface Listing {
  count: number;
  hasMore: boolean;
  nextCursor: string | null;
  userData: { id: string; userDetails: { personalDetails: { fullName: string } } }[];
}

const listing = async (viewer: Member, body: Record<string, unknown> = {}): Promise<Listing> => {
  const answer = await t.call('/user/getProfile', { token: viewer.token, body: { page: 1, ...body } });
  expect(answer.status).toBe(200);
  return answer.json.data;
};
const idsOf = (page: Listing) => page.userData.map((user) => user.id);
const listedIds = async (viewer: Member, body: Record<string, unknown> = {}) => idsOf(await listing(viewer, body));
const woman = (firstName: string) => approvedMember(t, userDetails({ gender: 'Female', firstName, lastName: 'Kale' }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  rahul = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Rahul' }));
  sachin = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Sachin' }));
  women = [];
  for (let i = 0; i < 12; i += 1) women.push(await woman(`Meera${String.fromCharCode(97 + i)}`));
});
afterAll(() => t.close());

/** Asks, so the page is held; runs the change; answers the page asked again. */
async function afterChange(viewer: Member, change: () => Promise<unknown>, body: Record<string, unknown> = {}) {
  await listing(viewer, body);
  await change();
  return listing(viewer, body);
}

describe('the listing after a change', () => {
  it('drops a profile its owner pauses, and shows it again when resumed', async () => {
    const meera = women[11]!;
    expect(await listedIds(rahul)).toContain(meera.id);
    const paused = await afterChange(rahul, () => t.call('/user/settings/pause', { token: meera.token, body: { paused: true } }));
    expect(idsOf(paused)).not.toContain(meera.id);
    expect(paused.count).toBe(10);
    const resumed = await afterChange(rahul, () => t.call('/user/settings/pause', { token: meera.token, body: { paused: false } }));
    expect(idsOf(resumed)[0]).toBe(meera.id);
  });

  it('drops a profile an administrator suspends or rejects, and one whose account is deleted', async () => {
    const [suspended, rejected, deleted] = [women[10]!, women[9]!, women[8]!];
    const afterSuspension = await afterChange(rahul, () =>
      t.call('/admin/user/suspend', { token: admin, body: { userId: suspended.id, reason: 'FAKE_PROFILE', note: 'Checked.' } }),
    );
    expect(idsOf(afterSuspension)).not.toContain(suspended.id);
    const afterRejection = await afterChange(rahul, () => setStatus(t, admin, rejected.mobileNumber, 'REJECT'));
    expect(idsOf(afterRejection)).not.toContain(rejected.id);
    const afterDeletion = await afterChange(rahul, () => t.call('/user/deleteUserProfile', { token: deleted.token, body: {} }));
    expect(idsOf(afterDeletion)).not.toContain(deleted.id);
    expect(afterDeletion.count).toBe(9);
    expect(afterDeletion.hasMore).toBe(false);
    // Put back for the tests below: the deleted account stays gone.
    await t.call('/admin/user/unsuspend', { token: admin, body: { userId: suspended.id, note: 'Cleared.' } });
    await setStatus(t, admin, rejected.mobileNumber, 'ACTIVE');
    women.splice(8, 1);
    expect(await listedIds(rahul)).toEqual(
      [...women]
        .reverse()
        .slice(0, 10)
        .map((member) => member.id),
    );
  });

  it('shows a newly approved profile first, drops it while a new name waits for review, then shows the name as it now reads', async () => {
    const asha = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Asha', lastName: 'Kale' }) });
    const approved = await afterChange(rahul, () => setStatus(t, admin, asha.mobileNumber, 'ACTIVE'));
    expect(idsOf(approved)[0]).toBe(asha.id);
    const renamed = await afterChange(rahul, () =>
      t.call('/user/updateUser', {
        token: asha.token,
        body: { age: 0, userDetails: userDetails({ gender: 'Female', firstName: 'Ashalata', lastName: 'Kale' }) },
      }),
    );
    expect(idsOf(renamed)).not.toContain(asha.id);
    const reapproved = await afterChange(rahul, () => setStatus(t, admin, asha.mobileNumber, 'ACTIVE'));
    expect(idsOf(reapproved)[0]).toBe(asha.id);
    expect(reapproved.userData[0]!.userDetails.personalDetails.fullName).toContain('Ashalata');
    women.push(asha);
  });

  it('sees a change written straight into the database, as another server or a script would', async () => {
    const newest = women.at(-1)!;
    const page = await afterChange(rahul, () => t.db.update(users).set({ pausedAt: new Date() }).where(eq(users.id, newest.id)));
    expect(idsOf(page)).not.toContain(newest.id);
    await t.db.update(users).set({ pausedAt: null }).where(eq(users.id, newest.id));
    expect((await listedIds(rahul))[0]).toBe(newest.id);
  });

  it('keeps serving the held page while nothing has announced a write: the announcement is what lets it go', async () => {
    const newest = women.at(-1)!;
    await listing(rahul);
    // Without the trigger the database announces nothing, and a statement the server does not
    // recognise as a write of its own (as another program's) leaves the held page served.
    await t.db.execute(sql`alter table users disable trigger users_changes_update`);
    try {
      await t.db.execute(sql`/* another program */ update users set paused_at = now() where id = ${newest.id}`);
      expect((await listedIds(rahul))[0]).toBe(newest.id);
    } finally {
      await t.db.execute(sql`alter table users enable trigger users_changes_update`);
      await t.db.update(users).set({ pausedAt: null }).where(eq(users.id, newest.id));
    }
    expect((await listedIds(rahul))[0]).toBe(newest.id);
    await t.db.update(users).set({ pausedAt: new Date() }).where(eq(users.id, newest.id));
    expect(await listedIds(rahul)).not.toContain(newest.id);
    await t.db.update(users).set({ pausedAt: null }).where(eq(users.id, newest.id));
  });
});

describe('many requests at once', () => {
  it('gives each viewer their own exact page when they all ask for the same page at once, right after a write', async () => {
    const viewer = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Omkar' }));
    const [blockedByHim, paused] = [women.at(-1)!, women.at(-2)!];
    await t.call('/user/blocks', { token: viewer.token, body: { userId: blockedByHim.id } });
    await listing(rahul);
    await t.call('/user/settings/pause', { token: paused.token, body: { paused: true } });
    const newestFirst = women.map((member) => member.id).reverse();
    const forRahul = newestFirst.filter((id) => id !== paused.id).slice(0, 10);
    const forViewer = newestFirst.filter((id) => id !== paused.id && id !== blockedByHim.id).slice(0, 10);
    const pages = await Promise.all([rahul, viewer, rahul, viewer, rahul, viewer].map((who) => listedIds(who)));
    pages.forEach((ids, i) => expect(ids).toEqual(i % 2 === 0 ? forRahul : forViewer));
    await t.call('/user/settings/pause', { token: paused.token, body: { paused: false } });
    await t.call('/user/blocks/remove', { token: viewer.token, body: { userId: blockedByHim.id } });
  });
});

describe('what stays each viewer’s own on a shared page', () => {
  it('shows the interest between the two from the first one, to both, and none once it is withdrawn', async () => {
    const viewer = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Nilesh' }));
    const meera = women.at(-1)!;
    const interestOn = async (who: Member, id: string) => {
      const page = await t.call('/user/getProfile', { token: who.token, body: { page: 1 } });
      return page.json.data.userData.find((user: { id: string }) => user.id === id)?.interest;
    };
    expect(await interestOn(viewer, meera.id)).toBeUndefined();
    const sent = await t.call('/user/interests', { token: viewer.token, body: { userId: meera.id } });
    expect(sent.status).toBe(200);
    expect(await interestOn(viewer, meera.id)).toMatchObject({ direction: 'SENT', status: 'PENDING' });
    // Rahul reads the same shared page and has no interest with her.
    expect(await interestOn(rahul, meera.id)).toBeUndefined();
    const withdrawn = await t.call(`/user/interests/${sent.json.data.interest.id}/withdraw`, { token: viewer.token, body: {} });
    expect(withdrawn.status).toBe(200);
    expect(await interestOn(viewer, meera.id)).toBeUndefined();
  });
});

describe('one viewer’s blocks in shared pages', () => {
  it('takes a block out of the blocker’s page only, either way, and still fills the page', async () => {
    // Fourteen women: twelve left once two are blocked, so a second page exists.
    women.push(await woman('Gita'), await woman('Lata'));
    const [byHim, byHer] = [women.at(-1)!, women.at(-2)!];
    const before = await listedIds(sachin);
    expect(before.slice(0, 2)).toEqual([byHim.id, byHer.id]);
    await t.call('/user/blocks', { token: sachin.token, body: { userId: byHim.id } });
    await t.call('/user/blocks', { token: byHer.token, body: { userId: sachin.id } });
    const newestFirst = women.map((member) => member.id).reverse();
    const expected = newestFirst.filter((id) => id !== byHim.id && id !== byHer.id);
    const blocked = await listing(sachin);
    expect(idsOf(blocked)).toEqual(expected.slice(0, 10));
    expect(blocked.count).toBe(10);
    expect(blocked.hasMore).toBe(true);
    // Rahul, of the same gender, reads the same shared page and still sees both.
    expect((await listedIds(rahul)).slice(0, 2)).toEqual([byHim.id, byHer.id]);

    // Page 2, by number and by cursor, continues exactly where page 1 stopped for Sachin.
    const byNumber = await listing(sachin, { page: 2 });
    const byCursor = await listing(sachin, { page: 2, cursor: blocked.nextCursor });
    expect(idsOf(byNumber)).toEqual(expected.slice(10));
    expect(idsOf(byCursor)).toEqual(expected.slice(10));
    expect(byCursor.hasMore).toBe(false);

    await t.call('/user/blocks/remove', { token: sachin.token, body: { userId: byHim.id } });
    await t.call('/user/blocks/remove', { token: byHer.token, body: { userId: sachin.id } });
    expect((await listedIds(sachin)).slice(0, 2)).toEqual([byHim.id, byHer.id]);
  });

  it('answers a viewer who blocked more members than a shared page holds', async () => {
    const viewer = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Vikas' }));
    const newestFirst = women.map((member) => member.id).reverse();
    for (const id of newestFirst.slice(0, 11)) {
      expect((await t.call('/user/blocks', { token: viewer.token, body: { userId: id } })).status).toBe(200);
    }
    const page = await listing(viewer);
    expect(idsOf(page)).toEqual(newestFirst.slice(11));
    expect(page.hasMore).toBe(false);
  });

  it('never shows a viewer who sees every gender themself, on a page read by number', async () => {
    const kiran = await approvedMember(t, userDetails({ gender: 'other', firstName: 'Kiran' }));
    const seen = [...(await listedIds(kiran)), ...(await listedIds(kiran, { page: 2 })), ...(await listedIds(kiran, { page: 3 }))];
    expect(seen).not.toContain(kiran.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([rahul.id, sachin.id, ...women.map((member) => member.id)]));
  });
});

describe('the listing with an annual fee', () => {
  let paid: TestApp;
  beforeAll(async () => {
    paid = await createTestApp({ env: { ANNUAL_FEE_INR: '500' } });
  });
  afterAll(() => paid.close());

  it('drops a profile whose subscription ends while its page is held, with no write in between', async () => {
    const viewer = await registerMember(paid, { details: userDetails({ gender: 'Male' }) });
    const leela = await registerMember(paid, { details: userDetails({ gender: 'Female', firstName: 'Leela' }) });
    const gauri = await registerMember(paid, { details: userDetails({ gender: 'Female', firstName: 'Gauri' }) });
    await approve(paid, viewer.id, leela.id, gauri.id);
    const endsSoon = new Date(Date.now() + 1_500);
    await paid.db
      .update(users)
      .set({ subscriptionUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, viewer.id));
    await paid.db
      .update(users)
      .set({ subscriptionUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, gauri.id));
    await paid.db.update(users).set({ subscriptionUntil: endsSoon }).where(eq(users.id, leela.id));
    const look = async () =>
      (await paid.call('/user/getProfile', { token: viewer.token, body: { page: 1 } })).json.data.userData.map((u: { id: string }) => u.id);
    expect(await look()).toEqual([gauri.id, leela.id]);
    await new Promise((resolve) => setTimeout(resolve, endsSoon.getTime() - Date.now() + 50));
    expect(await look()).toEqual([gauri.id]);
  });

  it('drops a profile put into a held page by her approval when her subscription ends, with no write in between', async () => {
    const viewer = await registerMember(paid, { details: userDetails({ gender: 'Male' }) });
    const asha = await registerMember(paid, { details: userDetails({ gender: 'Female', firstName: 'Asha' }) });
    const yearOn = new Date(Date.now() + 365 * 86_400_000);
    await paid.db.update(users).set({ subscriptionUntil: yearOn }).where(eq(users.id, viewer.id));
    await approve(paid, viewer.id);
    await paid.database.changes.caughtUp();
    const look = async () =>
      (await paid.call('/user/getProfile', { token: viewer.token, body: { page: 1 } })).json.data.userData.map((u: { id: string }) => u.id);
    const held = await look();
    expect(held).not.toContain(asha.id);
    // Paid until shortly, then approved: the held page takes her in without being read again.
    const endsSoon = new Date(Date.now() + 1_500);
    await paid.db.update(users).set({ subscriptionUntil: endsSoon }).where(eq(users.id, asha.id));
    await approve(paid, asha.id);
    await paid.database.changes.caughtUp();
    const misses = listingCacheCounts(paid.db).misses;
    expect(await look()).toEqual([asha.id, ...held]);
    expect(listingCacheCounts(paid.db).misses).toBe(misses);
    await new Promise((resolve) => setTimeout(resolve, endsSoon.getTime() - Date.now() + 50));
    expect(await look()).toEqual(held);
  });
});
