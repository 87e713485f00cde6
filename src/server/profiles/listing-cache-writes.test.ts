import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, setStatus, userDetails, type Member } from '../../../tests/support/factories.js';
import { cacheCounts, listingCast } from '../../../tests/support/listing-cast.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users } from '../db/schema.js';

// The listing's shared pages survive members' writes that cannot change them
// (docs/decisions/0048-copies-that-survive-writes.md): a write goes to the pages the written member
// is on or may enter, and nowhere else. Forty older women fill the listing past its first page, so
// a change far down the order, or to the other gender, or to a column no listing reads, is one
// the first page must keep through; a change on it, or one that brings a member into it, must
// show on the very next call, to every viewer.

let t: TestApp;
let admin: string;
let rahul: Member;
let vikram: Member;
/** Three approved women, newest last: the top of the first page. */
let women: Member[];
/** The oldest of the forty written straight into the table: far below the first page. */
let oldest: string;

interface Listing {
  userData: { id: string; userDetails: { personalDetails: { fullName: string }; basicDetails: { occupation?: string } } }[];
}

const listing = async (viewer: Member): Promise<Listing> => {
  const answer = await t.call('/user/getProfile', { token: viewer.token, body: { page: 1 } });
  expect(answer.status).toBe(200);
  return answer.json.data;
};
const listedIds = async (viewer: Member) => (await listing(viewer)).userData.map((user) => user.id);
/** How many shared pages were read: a page kept through a write is not read again. */
const pagesRead = async () => (await cacheCounts(t)).misses;

beforeAll(async () => {
  t = await createTestApp();
  // Forty older women in one statement, each still named by its announcement.
  ({ admin, rahul, vikram, women } = await listingCast(t, { count: 40, prefix: '81' }, ['Meera', 'Sunita', 'Asha']));
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.mobileNumber, '8100000001'));
  oldest = row!.id;
});
afterAll(() => t.close());

describe('a write the first page cannot show', () => {
  it('keeps the page: a member far below it, a man, a column no listing reads', async () => {
    const first = await listedIds(rahul);
    expect(first.slice(0, 3)).toEqual(women.map((woman) => woman.id).reverse());
    expect(first).not.toContain(oldest);
    const read = await pagesRead();

    await t.db.update(users).set({ fullName: 'Older Kale Renamed' }).where(eq(users.id, oldest));
    await t.db.update(users).set({ fullName: 'Vikram Mali' }).where(eq(users.id, vikram.id));
    expect((await t.call('/user/language', { token: women[0]!.token, body: { language: 'mr' } })).status).toBe(200);
    const renewed = await t.call('/user/changePassword', {
      token: women[1]!.token,
      body: { oldPassword: women[1]!.password, newPassword: 'New@Passw0rd9' },
    });
    expect(renewed.status).toBe(200);

    expect(await listedIds(rahul)).toEqual(first);
    expect(await pagesRead()).toBe(read);
  });

  it('still lets a member far below the page go from the pages that hold them', async () => {
    const pageIds = async (page: number) => {
      const answer = await t.call('/user/getProfile', { token: rahul.token, body: { page } });
      return (answer.json.data.userData as { id: string }[]).map((user) => user.id);
    };
    let last = 1;
    while (!(await pageIds(last)).includes(oldest)) last += 1;
    expect(last).toBeGreaterThan(1);
    await t.db.update(users).set({ pausedAt: new Date() }).where(eq(users.id, oldest));
    expect(await pageIds(last)).not.toContain(oldest);
    await t.db.update(users).set({ pausedAt: null }).where(eq(users.id, oldest));
  });
});

describe('a page filtered by name', () => {
  const patils = async () => {
    const answer = await t.call('/user/getProfile', { token: rahul.token, body: { page: 1, fullName: 'Patil' } });
    expect(answer.status).toBe(200);
    return (answer.json.data.userData as { id: string }[]).map((user) => user.id);
  };

  it('keeps through an edit that cannot bring a member onto it, and shows one that can', async () => {
    const before = await patils();
    expect(before).toEqual(expect.arrayContaining(women.map((woman) => woman.id)));
    const read = await pagesRead();
    // Another woman's occupation: not a Patil, and no change of name can follow from it.
    await t.db
      .update(users)
      .set({ userDetails: sql`jsonb_set(${users.userDetails}, '{basicDetails,occupation}', '"Farmer"')` })
      .where(eq(users.id, oldest));
    expect(await patils()).toEqual(before);
    expect(await pagesRead()).toBe(read);
    // Her name, now a Patil: she enters it.
    await t.db.update(users).set({ fullName: 'Older Patil' }).where(eq(users.id, oldest));
    expect(await patils()).toContain(oldest);
  });

  it('in Devanagari, shows a member renamed into it and one paused out of it on the next call', async () => {
    const malis = async () => {
      const answer = await t.call('/user/getProfile', { token: rahul.token, body: { page: 1, fullName: 'माळी' } });
      expect(answer.status).toBe(200);
      return (answer.json.data.userData as { id: string }[]).map((user) => user.id);
    };
    expect(await malis()).toEqual([]);
    await t.db.update(users).set({ fullName: 'सुनंदा माळी' }).where(eq(users.id, oldest));
    expect(await malis()).toEqual([oldest]);
    await t.db.update(users).set({ pausedAt: new Date() }).where(eq(users.id, oldest));
    expect(await malis()).toEqual([]);
    await t.db.update(users).set({ pausedAt: null, fullName: 'Older Patil' }).where(eq(users.id, oldest));
    expect(await malis()).toEqual([]);
  });
});

describe('a write the first page can show', () => {
  it('shows an edit of a member on it to every viewer, on their next call', async () => {
    await listing(rahul);
    await listing(vikram);
    const edited = await t.call('/user/updateUser', {
      token: women[2]!.token,
      body: {
        userDetails: userDetails({ gender: 'Female', firstName: 'Asha', lastName: 'Patil' }, { basicDetails: { occupation: 'Teacher' } }),
      },
    });
    expect(edited.status).toBe(200);
    for (const viewer of [rahul, vikram]) {
      const top = (await listing(viewer)).userData[0]!;
      expect(top.id).toBe(women[2]!.id);
      expect(top.userDetails.basicDetails.occupation).toBe('Teacher');
    }
  });

  it('shows an approval at once, at the top, and a suspension and a block take the member out at once', async () => {
    const newcomer = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Kavita', lastName: 'Patil' }) });
    expect(await listedIds(rahul)).not.toContain(newcomer.id);
    await setStatus(t, admin, newcomer.mobileNumber, 'ACTIVE');
    expect((await listedIds(rahul))[0]).toBe(newcomer.id);
    expect((await listedIds(vikram))[0]).toBe(newcomer.id);

    const suspended = await t.call('/admin/user/suspend', {
      token: admin,
      body: { userId: newcomer.id, reason: 'FAKE_PROFILE', note: 'Checked.' },
    });
    expect(suspended.status).toBe(200);
    expect(await listedIds(rahul)).not.toContain(newcomer.id);

    const blocked = await t.call('/user/blocks', { token: vikram.token, body: { userId: women[2]!.id } });
    expect(blocked.status).toBe(200);
    expect(await listedIds(vikram)).not.toContain(women[2]!.id);
    expect(await listedIds(rahul)).toContain(women[2]!.id);
  });

  it('shows every one of several writes made at once, each answered once its own announcement is in', async () => {
    await listing(rahul);
    const paused = await Promise.all(
      women.map(async (woman) => {
        expect((await t.call('/user/settings/pause', { token: woman.token, body: { paused: true } })).status).toBe(200);
        // Asked the moment this pause answered, whatever the others are doing.
        return listedIds(rahul);
      }),
    );
    for (const [i, ids] of paused.entries()) expect(ids).not.toContain(women[i]!.id);
    await Promise.all(women.map((woman) => t.call('/user/settings/pause', { token: woman.token, body: { paused: false } })));
    expect(await listedIds(rahul)).toEqual(expect.arrayContaining(women.map((woman) => woman.id)));
  });

  it('never shows a paused member after the pause has answered, with reads of the page in flight', async () => {
    const meera = women[0]!;
    for (let round = 0; round < 12; round += 1) {
      // Reads begun before the pause, still running while it commits.
      const inFlight = [listing(rahul), listing(rahul), listing(vikram)];
      expect((await t.call('/user/settings/pause', { token: meera.token, body: { paused: true } })).status).toBe(200);
      expect(await listedIds(rahul)).not.toContain(meera.id);
      await Promise.all(inFlight);
      expect(await listedIds(rahul)).not.toContain(meera.id);
      const inFlightAgain = [listing(rahul), listing(rahul)];
      expect((await t.call('/user/settings/pause', { token: meera.token, body: { paused: false } })).status).toBe(200);
      expect(await listedIds(rahul)).toContain(meera.id);
      await Promise.all(inFlightAgain);
    }
  });
});
