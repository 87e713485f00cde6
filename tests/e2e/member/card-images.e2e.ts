import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoLike } from '../../support/photo-like.js';
import { startE2E, type E2E } from '../support/harness.js';
import { signInWithToken } from '../support/session-cookies.js';
import {
  checkA11y,
  registerAccount,
  signedInPage,
  uniqueContact,
  uploadPhoto,
  userDetailsFor,
  type ProfileSeed,
} from './member-fixtures.js';

/** What ten cards' pictures may weigh on a phone, all of them (issue 14). */
const TEN_CARDS_BUDGET = 120 * 1024;
const WOMEN = ['Asha', 'Bina', 'Chitra', 'Deepa', 'Esha', 'Falguni', 'Gauri', 'Hema', 'Isha', 'Jaya', 'Kavita'];

/** An approved member with a profile and a photo that weighs what a camera photo does. */
async function memberWithPhoto(e2e: E2E, seed: ProfileSeed, picture: number): Promise<string> {
  const contact = uniqueContact(seed.firstName.toLowerCase());
  const token = await registerAccount(e2e, contact);
  const saved = await e2e.api('/user/updateUser', { userDetails: userDetailsFor(seed) }, token);
  if (!saved.success) throw new Error(`profile failed: ${JSON.stringify(saved)}`);
  // Before approval the photo goes straight to the profile, with no review.
  await uploadPhoto(e2e, token, await photoLike(picture));
  await e2e.approve(contact.mobile);
  return token;
}

/** Every photo byte the page fetched, by address. */
function countPhotoBytes(page: Page): Map<string, number> {
  const fetched = new Map<string, number>();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/files/')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    fetched.set(response.url(), body.length);
  });
  return fetched;
}

/** Opens /home, waits for the ten cards, scrolls them all into view and waits for every picture. */
async function openListing(page: Page) {
  await page.goto('/home');
  const cards = page.locator('article');
  await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(10);
  for (let i = 0; i < 10; i += 1) await cards.nth(i).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.querySelectorAll('article img')].every((img) => (img as HTMLImageElement).complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.locator('article img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({
      current: img.currentSrc,
      natural: img.naturalWidth,
      shown: img.getBoundingClientRect().width,
      loading: img.getAttribute('loading'),
      priority: img.getAttribute('fetchpriority'),
      decoding: img.getAttribute('decoding'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      sizes: img.getAttribute('sizes'),
    })),
  );
}

const total = (fetched: Map<string, number>, pattern: RegExp) =>
  [...fetched].filter(([url]) => pattern.test(url)).reduce((sum, [, bytes]) => sum + bytes, 0);

describe('card pictures', () => {
  let e2e: E2E;
  let token: string;

  beforeAll(async () => {
    e2e = await startE2E();
    token = await memberWithPhoto(e2e, { firstName: 'Rohan', lastName: 'Mali', gender: 'Male', dateOfBirth: '1992-03-03' }, 100);
    for (const [index, firstName] of WOMEN.entries()) {
      await memberWithPhoto(e2e, { firstName, lastName: 'Mali', gender: 'Female', dateOfBirth: '1996-05-05' }, index + 1);
    }
  }, 240_000);

  afterAll(async () => {
    await e2e?.stop();
  });

  it('on a phone, ten cards fetch at most 120 KB of pictures, each at the size it is shown', async () => {
    const page = await signedInPage(e2e, token, 360);
    const fetched = countPhotoBytes(page);
    const images = await openListing(page);
    const cards = total(fetched, /\/api\/files\/photos\/[0-9a-f]{32}\.(w\d+|thumb)\.webp/);
    console.info(`ten cards at 360 px (1x): ${cards} bytes of pictures`);
    expect(cards).toBeGreaterThan(10 * 2 * 1024);
    expect(cards).toBeLessThanOrEqual(TEN_CARDS_BUDGET);
    for (const [index, image] of images.entries()) {
      // Shown 150 px wide (the square covers a 120 x 150 box): the 160 px copy, not the 400 px thumbnail.
      expect(image.current).toMatch(/\.w160\.webp$/);
      expect(image.natural).toBeGreaterThan(0);
      expect(image.shown).toBe(120);
      expect(image).toMatchObject({ decoding: 'async', width: '400', height: '400' });
      expect(image.sizes).toContain('150px');
      expect(image.loading).toBe(index < 4 ? 'eager' : 'lazy');
      expect(image.priority).toBe(index < 4 ? 'high' : 'auto');
    }
    // The header avatar is the tiny copy.
    const avatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\.w64\.webp$/);
    expect(total(fetched, /\.thumb\.webp/)).toBe(0);
    await e2e.screenshot(page, 'card-images-360');
    await checkA11y(e2e, page);
    await page.context().close();
  });

  it('keeps every card the same size while its picture arrives: the picture has its box before it loads', async () => {
    const page = await signedInPage(e2e, token, 360);
    const held: Route[] = [];
    let holding = true;
    await page.route('**/api/files/**', (route) => (holding ? void held.push(route) : route.continue()));
    // The cards come with the page, pictures and all, so its load event waits for the held ones.
    await page.goto('/home', { waitUntil: 'domcontentloaded' });
    const cards = page.locator('article');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(10);
    await expect.poll(() => held.length).toBeGreaterThanOrEqual(4);
    const boxes = () => cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
    const before = await boxes();
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('article img')].slice(0, 4).every((img) => (img as HTMLImageElement).complete),
    );
    expect(await boxes()).toEqual(before);
    await page.context().close();
  });

  it('opening the listing moves nothing already on the phone screen (no layout shift)', async () => {
    const page = await signedInPage(e2e, token, 360);
    // Every layout shift the page makes from its first paint, as Lighthouse's CLS counts them.
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const nodes = (entry.sources ?? []).map((source) => {
            const node = source.node as Element | null | undefined;
            return node ? `${node.nodeName}.${node.className}`.slice(0, 80) : '?';
          });
          shifts.push({ value: entry.value, nodes });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/home');
    const cards = page.locator('article');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(10);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('article img')].slice(0, 4).every((img) => (img as HTMLImageElement).complete),
    );
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.info(`layout shift on /home at 360 px: ${cls.toFixed(4)} ${JSON.stringify(shifts)}`);
    expect(cls).toBeLessThan(0.01);
    await page.context().close();
  });

  it('on a dense phone screen the larger copy is chosen, so the pictures stay sharp', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.baseUrl,
      viewport: { width: 360, height: 780 },
      deviceScaleFactor: 2,
      locale: 'en-IN',
    });
    const page = await context.newPage();
    await signInWithToken(page, token);
    const fetched = countPhotoBytes(page);
    const images = await openListing(page);
    console.info(`ten cards at 360 px (2x): ${total(fetched, /\/api\/files\/photos\//)} bytes of pictures`);
    for (const image of images) expect(image.current).toMatch(/\.w320\.webp$/);
    await e2e.screenshot(page, 'card-images-360-2x');
    await context.close();
  });

  it('on a desktop, the column-wide copy', async () => {
    const page = await signedInPage(e2e, token, 1280);
    const fetched = countPhotoBytes(page);
    const images = await openListing(page);
    console.info(`ten cards at 1280 px (1x): ${total(fetched, /\/api\/files\/photos\//)} bytes of pictures`);
    for (const image of images) {
      expect(image.current).toMatch(/\.w320\.webp$/);
      expect(image.shown).toBeLessThanOrEqual(320);
    }
    await e2e.screenshot(page, 'card-images-1280');
    await checkA11y(e2e, page);
    await page.context().close();
  });
});
