import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, setStatus, userDetails, type Member } from '../../../tests/support/factories.js';
import { cacheCounts, listingCast } from '../../../tests/support/listing-cast.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users } from '../db/schema.js';

// Kept pages patched in place (docs/decisions/0059-pages-patched-in-place.md): a member leaving
// every listing is taken off the first pages and the pages after a cursor that hold them, a
// change to what a member's card shows reads their row alone, and a member entering or moving is
// judged by the database for each page she may be on. Every viewer's next call shows it, and the
// page is the one a fresh read gives, without a page read. Thirty older women written straight
// into the table and four approved through the API (the newest, on top) fill three pages and more.

let t: TestApp;
let admin: string;
let rahul: Member;
let vikram: Member;
/** The four newest women, newest last. */
let women: Member[];
/** Every woman listed at the start, in the listing's order. */
let everyone: string[];
/** A woman in review, registered between the first two of `women`. */
let kavya: Member;

interface Card {
  id: string;
  userDetails: { basicDetails: { occupation?: string } };
}

const listing = async (viewer: Member, body: Record<string, unknown> = { page: 1 }) => {
  const answer = await t.call('/user/getProfile', { token: viewer.token, body });
  expect(answer.status).toBe(200);
  return answer.json.data as { userData: Card[]; nextCursor: string | null; hasMore: boolean };
};
const ids = async (viewer: Member, body: Record<string, unknown> = { page: 1 }) =>
  (await listing(viewer, body)).userData.map((card) => card.id);
const counts = () => cacheCounts(t);
/** Written straight into the table, as a script would: its announcement is awaited before the next read. */
const paused = async (at: Date | null, ...members: string[]) => {
  await t.db.update(users).set({ pausedAt: at }).where(inArray(users.id, members));
  await t.database.changes.caughtUp();
};
/** The first page a fresh read gives, everyone listed at the start but `gone`. */
const firstPageWithout = (...gone: string[]) => everyone.filter((id) => !gone.includes(id)).slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, rahul, vikram, women } = await listingCast(
    t,
    { count: 30, prefix: '82' },
    ['Meera', 'Sunita', 'Asha', 'Leela'],
    async (name) => {
      // Registered between Meera and Sunita, waiting for review until the last test.
      if (name === 'Meera')
        kavya = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Kavya', lastName: 'Patil' }) });
    },
  ));
  everyone = [];
  for (let page = 1; ; page += 1) {
    const found = await ids(rahul, { page });
    if (found.length === 0) break;
    everyone.push(...found);
  }
  expect(everyone.slice(0, 4)).toEqual(women.map((woman) => woman.id).reverse());
  expect(everyone.length).toBeGreaterThan(30);
});
afterAll(() => t.close());

const pause = async (member: Member, paused: boolean) =>
  expect((await t.call('/user/settings/pause', { token: member.token, body: { paused } })).status).toBe(200);

describe('a member leaving every listing', () => {
  it('is taken off the kept first page without reading it again: the next one moves up, for every viewer', async () => {
    const [asha] = [women[2]!];
    expect(await ids(rahul)).toEqual(firstPageWithout());
    expect(await ids(vikram)).toEqual(firstPageWithout());
    const before = await counts();

    await pause(asha, true);
    const after = await counts();
    expect(after.patches).toBeGreaterThan(before.patches);
    expect(await ids(rahul)).toEqual(firstPageWithout(asha.id));
    expect(await ids(vikram)).toEqual(firstPageWithout(asha.id));
    expect((await counts()).misses).toBe(before.misses);

    // Back, she is asked of the database for the page, and put back in her place without a read.
    await pause(asha, false);
    expect(await ids(rahul)).toEqual(firstPageWithout());
    expect(await ids(vikram)).toEqual(firstPageWithout());
    const back = await counts();
    expect(back.misses).toBe(before.misses);
    expect(back.patches).toBeGreaterThan(after.patches);
  });

  it('leaves a page by number past the first to be read again, its first place taken by the member moving up', async () => {
    const second = await ids(rahul, { page: 2 });
    expect(second).toEqual(everyone.slice(10, 20));
    await pause(women[3]!, true);
    expect(await ids(rahul)).toEqual(firstPageWithout(women[3]!.id));
    expect(await ids(rahul, { page: 2 })).toEqual(everyone.slice(11, 21));
    await pause(women[3]!, false);
    expect(await ids(rahul, { page: 2 })).toEqual(second);
  });

  it('keeps the page after a cursor as it is: nobody before its start moves it', async () => {
    const first = await listing(rahul);
    const cursor = { page: 2, cursor: first.nextCursor };
    const after = await ids(rahul, cursor);
    expect(after).toEqual(everyone.slice(10, 20));
    const before = await counts();
    await pause(women[0]!, true);
    expect(await ids(rahul, cursor)).toEqual(after);
    expect((await counts()).misses).toBe(before.misses);
    // Taken off the page after the cursor too, when she is on it.
    await paused(new Date(), after[0]!);
    expect(await ids(rahul, cursor)).toEqual(everyone.slice(11, 21));
    expect((await counts()).misses).toBe(before.misses);
    await paused(null, after[0]!);
    await pause(women[0]!, false);
    expect(await ids(rahul, cursor)).toEqual(after);
  });

  it('is taken off by a rejection, a suspension and a deletion alike, never shown after the write answered', async () => {
    const [meera, sunita] = [women[0]!, women[1]!];
    expect(await ids(rahul)).toEqual(firstPageWithout());
    const before = await counts();

    await setStatus(t, admin, meera.mobileNumber, 'REJECT');
    expect(await ids(rahul)).toEqual(firstPageWithout(meera.id));
    const suspended = await t.call('/admin/user/suspend', { token: admin, body: { userId: sunita.id, reason: 'FAKE_PROFILE' } });
    expect(suspended.status).toBe(200);
    expect(await ids(vikram)).toEqual(firstPageWithout(meera.id, sunita.id));
    const older = everyone[5]!;
    expect((await t.call('/admin/user/delete', { token: admin, body: { userId: older } })).status).toBe(200);
    expect(await ids(rahul)).toEqual(firstPageWithout(meera.id, sunita.id, older));
    expect(await ids(vikram)).toEqual(firstPageWithout(meera.id, sunita.id, older));
    const after = await counts();
    expect(after.misses).toBe(before.misses);
    expect(after.patches - before.patches).toBeGreaterThanOrEqual(3);

    await setStatus(t, admin, meera.mobileNumber, 'ACTIVE');
    expect((await t.call('/admin/user/unsuspend', { token: admin, body: { userId: sunita.id } })).status).toBe(200);
    everyone = everyone.filter((id) => id !== older);
    expect(await ids(rahul)).toEqual(firstPageWithout());
  });

  it('has the page read again once taking members out would leave it short of a page and more to come', async () => {
    expect(await ids(rahul)).toEqual(firstPageWithout());
    const before = await counts();
    // Eleven of the first page's twenty-one kept places, in one statement.
    const gone = everyone.slice(0, 11);
    await paused(new Date(), ...gone);
    expect(await ids(rahul)).toEqual(firstPageWithout(...gone));
    expect((await counts()).misses).toBe(before.misses + 1);
    await paused(null, ...gone);
    expect(await ids(rahul)).toEqual(firstPageWithout());
  });
});

describe('a change to what a card shows', () => {
  it('reads the member’s row alone, and shows it to every viewer on their next call', async () => {
    const leela = women[3]!;
    await listing(rahul);
    await listing(vikram);
    const before = await counts();
    const edited = await t.call('/user/updateUser', {
      token: leela.token,
      body: {
        userDetails: userDetails(
          { gender: 'Female', firstName: 'Leela', lastName: 'Patil' },
          { basicDetails: { occupation: 'Architect' } },
        ),
      },
    });
    expect(edited.status).toBe(200);
    for (const viewer of [rahul, vikram]) {
      const top = (await listing(viewer)).userData[0]!;
      expect(top.id).toBe(leela.id);
      expect(top.userDetails.basicDetails.occupation).toBe('Architect');
    }
    const after = await counts();
    expect(after.misses).toBe(before.misses);
    expect(after.patches).toBeGreaterThan(before.patches);
    expect(await ids(rahul)).toEqual(firstPageWithout());
  });
});

describe('a member entering or moving', () => {
  const byIncome = (income: string) => ({ page: 1, income });

  it('is put in at her place on the pages whose filters she passes, and on no other, without a page read', async () => {
    // Two of SPEC's income ranges: every woman here earns what userDetails gives (4.5 lakh).
    const [hers, others] = ['100000-500000', '1300000-10000000'];
    const mine = await ids(rahul, byIncome(hers));
    expect(mine.slice(0, 4)).toEqual(everyone.slice(0, 4));
    const elsewhere = await ids(rahul, byIncome(others));
    expect(await ids(rahul)).toEqual(firstPageWithout());
    const before = await counts();

    await setStatus(t, admin, kavya.mobileNumber, 'ACTIVE');
    // Registered after Meera and before Sunita: between them, on every page she passes.
    const withKavya = [...everyone.slice(0, 3), kavya.id, ...everyone.slice(3)];
    expect(await ids(rahul)).toEqual(withKavya.slice(0, 10));
    expect(await ids(vikram)).toEqual(withKavya.slice(0, 10));
    expect(await ids(rahul, byIncome(hers))).toEqual([...mine.slice(0, 3), kavya.id, ...mine.slice(3)].slice(0, 10));
    expect(await ids(rahul, byIncome(others))).toEqual(elsewhere);
    expect((await counts()).misses).toBe(before.misses);

    await setStatus(t, admin, kavya.mobileNumber, 'REJECT');
    expect(await ids(rahul)).toEqual(firstPageWithout());
  });

  it('never shows a member approved and paused at once, whichever the page judges first', async () => {
    for (const firstName of ['Nisha', 'Rekha', 'Jyoti']) {
      const newcomer = await registerMember(t, { details: userDetails({ gender: 'Female', firstName, lastName: 'Patil' }) });
      expect(await ids(rahul)).toEqual(firstPageWithout());
      // The approval's judgement of the page may still run when the pause arrives, or after it.
      await Promise.all([setStatus(t, admin, newcomer.mobileNumber, 'ACTIVE'), pause(newcomer, true)]);
      expect(await ids(rahul)).toEqual(firstPageWithout());
      expect(await ids(vikram)).toEqual(firstPageWithout());
      await pause(newcomer, false);
      expect((await ids(rahul))[0]).toBe(newcomer.id);
      await setStatus(t, admin, newcomer.mobileNumber, 'REJECT');
      expect(await ids(rahul)).toEqual(firstPageWithout());
    }
  });

  it('leaves the pages of a filter her change takes her out of, and enters the one it takes her into', async () => {
    const leela = women[3]!;
    const [from, to] = ['100000-500000', '1300000-10000000'];
    expect((await ids(rahul, byIncome(from)))[0]).toBe(leela.id);
    const target = await ids(rahul, byIncome(to));
    const before = await counts();

    const moved = await t.call('/user/updateUser', {
      token: leela.token,
      body: { userDetails: userDetails({ gender: 'Female', firstName: 'Leela', lastName: 'Patil', income: 1500000 }) },
    });
    expect(moved.status).toBe(200);
    expect(await ids(rahul, byIncome(from))).not.toContain(leela.id);
    expect(await ids(vikram, byIncome(to))).toEqual([leela.id, ...target].slice(0, 10));
    expect(await ids(rahul)).toEqual(firstPageWithout());
    expect((await counts()).misses).toBe(before.misses);
  });
});
