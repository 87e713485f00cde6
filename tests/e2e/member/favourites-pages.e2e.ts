import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_PAGE } from '../../../src/contract/favourite-counts.js';
import { seedProfiles } from '../../../src/server/cli/seed/load.js';
import { startE2E, type E2E } from '../support/harness.js';
import { addPhoto, createMember } from './member-fixtures.js';

// A member may keep 500 favourites. The favourites page's first HTML holds only the newest
// FAVOURITES_PAGE of them; "Load more" draws the rest once the page is live.

const rowsOf = <T>(answer: unknown): T[] => (answer as { rows?: T[] }).rows ?? (answer as T[]);

describe('the favourites page of a member with many', () => {
  let e2e: E2E;
  let viewer: { token: string };
  let kept: string[];

  beforeAll(async () => {
    e2e = await startE2E();
    viewer = await createMember(e2e, { firstName: 'Sachin', lastName: 'Mali', gender: 'Male', dateOfBirth: '1990-03-03' });
    await addPhoto(e2e, viewer.token);
    // Demo members, as the seed command makes them: enough women the listing shows him.
    await seedProfiles(e2e.running.database, { profiles: 120, seedValue: 31 });
    const women = rowsOf<{ id: string }>(
      await e2e.running.database.db.execute(sql`select id from users where gender = 'Female' and status = 'ACTIVE' order by id limit 60`),
    );
    const merged = await e2e.api('/user/favourites/merge', { ids: women.map((woman) => woman.id) }, viewer.token);
    kept = (merged.data.userData as { _id: string }[]).map((profile) => profile._id);
    expect(kept.length).toBeGreaterThan(FAVOURITES_PAGE + 5);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  async function signedIn(javaScript = true, width?: number): Promise<Page> {
    const page = await e2e.newPage({ javaScript, width });
    const moved = await page.request.post('/api/user/session/cookie', {
      headers: { authorization: `Bearer ${viewer.token}`, 'x-session-transport': 'cookie' },
      data: {},
    });
    expect(moved.status()).toBe(200);
    return page;
  }

  /** The favourites page's cards once its first page is drawn. */
  async function favouriteCards(page: Page) {
    const cards = page.getByRole('region', { name: 'Favorite' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(FAVOURITES_PAGE);
    return cards;
  }

  /** Removes the first card's favourite with its button; answers the name on it once the server has answered. */
  async function removeFirst(page: Page, cards: Locator): Promise<string> {
    const name = (await cards.first().getByRole('heading').first().textContent())!.trim();
    const removing = page.waitForResponse((response) => response.url().endsWith('/api/user/favourites/remove'));
    await page.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    expect((await removing).status()).toBeLessThan(300);
    return name;
  }

  /** The favourites' ids as this browser keeps them. */
  const storedIds = (page: Page) =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('fevorite') ?? '[]') as { _id: string }[]).map((p) => p._id));

  it('sends the newest first page of cards and a "Load more", and only their records', async () => {
    const page = await signedIn(false);
    const answer = await page.request.get('/favorite');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root.match(/<article class="profile-card"/g)?.length).toBe(FAVOURITES_PAGE);
    expect(root).toMatch(/<button[^>]*>[^<]*(<span[^>]*>.*?<\/span>)?Load more<\/button>/);
    const boot = /<script type="application\/json" id="boot-data"[^>]*>([^<]*)<\/script>/.exec(html)![1]!;
    const queries = (JSON.parse(boot) as { queries: { queries: { queryKey: string[]; state: { data: unknown } }[] } }).queries.queries;
    const reads = Object.fromEntries(queries.map((query) => [query.queryKey.join('/'), query.state.data]));
    const first = reads['member/favourites/first'] as { userData: { _id: string }[]; more: boolean };
    expect(first.more).toBe(true);
    expect(first.userData.map((profile) => profile._id)).toEqual(kept.slice(0, FAVOURITES_PAGE));
    // The whole list is not in the page: it is read once the page is live.
    expect(Object.keys(reads)).not.toContain('member/favourites');
    const phone = await signedIn(false, 360);
    await phone.goto('/favorite');
    await e2e.screenshot(phone, 'favourites-many-phone');
  });

  it('draws the rest with "Load more" once live, and keeps the whole list in the browser', async () => {
    const page = await signedIn(true, 1280);
    await page.goto('/favorite');
    const cards = await favouriteCards(page);
    const more = page.getByRole('button', { name: 'Load more' });
    await e2e.screenshot(page, 'favourites-many-desktop');
    while ((await cards.count()) < kept.length) {
      const before = await cards.count();
      await more.click();
      await expect.poll(() => cards.count()).toBe(Math.min(before + FAVOURITES_PAGE, kept.length));
    }
    await expect.poll(() => more.count()).toBe(0);
    expect(await storedIds(page)).toEqual(kept);
    await e2e.checkA11y(page);
  });

  it('takes a card removed before the whole list arrives off the page at once, and keeps it off when a list read before the removal arrives', async () => {
    const page = await signedIn(true, 1280);
    // This browser keeps none (a new one) and does not join them with the server's here: the page
    // draws the first page the server sent until the whole list arrives.
    await page.route(/\/api\/user\/favourites\/merge$/, () => new Promise<void>(() => undefined));
    // The whole list is read as the page goes live: read here before the removal, answered after it.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let heard = false;
    await page.route(/\/api\/user\/favourites$/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      heard = true;
      const before = await route.fetch();
      await held;
      await route.fulfill({ response: before });
    });
    await page.goto('/favorite');
    await expect.poll(() => heard).toBe(true);
    const cards = await favouriteCards(page);
    const firstName = await removeFirst(page, cards);
    // Gone at once, though the page still draws the first page the server sent.
    await expect.poll(() => cards.filter({ hasText: firstName }).count()).toBe(0);
    answer();
    await expect.poll(() => storedIds(page)).toEqual(kept.slice(1));
    expect(await cards.filter({ hasText: firstName }).count()).toBe(0);
    const onServer = await e2e.api('/user/favourites', undefined, viewer.token);
    expect((onServer.data.userData as { _id: string }[]).map((profile) => profile._id)).toEqual(kept.slice(1));
  });

  it('keeps a favourite removed while the join with the list this browser kept is on its way removed, here and on the server', async () => {
    const records = (await e2e.api('/user/favourites', undefined, viewer.token)).data.userData as { _id: string }[];
    const page = await signedIn(true, 1280);
    // A browser that kept them all: its join with the server's list sends every one of them.
    await page.addInitScript((list) => {
      if (!localStorage.getItem('fevorite')) localStorage.setItem('fevorite', list);
    }, JSON.stringify(records));
    // The join reaches the server only after the removal below, which it then undoes there.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/user\/favourites\/merge$/, async (route) => {
      await held;
      await route.fulfill({ response: await route.fetch() });
    });
    const joined = page.waitForResponse((response) => response.url().endsWith('/api/user/favourites/merge'));
    await page.goto('/favorite');
    const cards = await favouriteCards(page);
    const name = await removeFirst(page, cards);
    release();
    expect((await joined).status()).toBe(200);
    await expect.poll(() => storedIds(page)).toEqual(records.slice(1).map((profile) => profile._id));
    const serverIds = async () =>
      ((await e2e.api('/user/favourites', undefined, viewer.token)).data.userData as { _id: string }[]).map((profile) => profile._id);
    await expect.poll(serverIds).toEqual(records.slice(1).map((profile) => profile._id));
    expect(await cards.filter({ hasText: name }).count()).toBe(0);
  });
});
