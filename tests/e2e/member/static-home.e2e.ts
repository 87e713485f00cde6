import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../../src/contract/language.js';
import { startE2E, type E2E } from '../support/harness.js';
import { addPhoto, createMember, signedInPage, toast } from './member-fixtures.js';

// The static first view of a signed-in home (STATIC_HOME=on, docs/decisions/0027-home-first-view-static.md):
// the cards drawn without the app, the app loaded at the member's first action, taking the page
// over with the same cards and pressing again what the member pressed.

const WOMEN = ['Asha', 'Bina', 'Chitra'];

/** The cards as the member sees and hears them: text, picture's name, buttons' names. */
function cardsAsShown(page: Page) {
  return page.locator('article').evaluateAll((cards) =>
    cards.map((card) => ({
      text: (card as HTMLElement).innerText,
      picture: card.querySelector('img')?.getAttribute('alt'),
      source: card.querySelector('img')?.getAttribute('src'),
      buttons: [...card.querySelectorAll('button')].map((button) => button.getAttribute('aria-label')),
    })),
  );
}

const appState = (page: Page) => page.evaluate(() => document.documentElement.dataset.app);

/**
 * Each font (size, weight, style, family) some text of the page is set in, laid out in the page's
 * flow or out of sight; with `shown`, only text with a box on screen.
 */
function fontsOfText(shown: boolean): string[] {
  const fonts = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim() || element.closest('script, style')) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const style = getComputedStyle(element);
    if (style.display === 'none' || (shown && style.visibility === 'hidden')) continue;
    fonts.add(`${style.fontSize} ${style.fontWeight} ${style.fontStyle} ${style.fontFamily}`);
  }
  return [...fonts];
}

describe('the static first view of a signed-in home', () => {
  let e2e: E2E;
  let everyday: string;
  let unread: string;
  let woman: string;

  /** A member who has read the safety notices and every notification: the everyday home. */
  async function member(firstName: string, readAll: boolean): Promise<string> {
    const { token } = await createMember(e2e, { firstName, lastName: 'Mali', gender: 'Male', dateOfBirth: '1991-04-04' });
    await addPhoto(e2e, token);
    await e2e.api('/user/safetyNotice', {}, token);
    if (readAll) await e2e.api('/user/notifications/read', {}, token);
    return token;
  }

  beforeAll(async () => {
    e2e = await startE2E({ env: { STATIC_HOME: 'on' } });
    for (const [index, firstName] of WOMEN.entries()) {
      const made = await createMember(e2e, { firstName, lastName: 'Mali', gender: 'Female', dateOfBirth: `199${index}-05-05` });
      await addPhoto(e2e, made.token);
      woman = made.token;
    }
    everyday = await member('Rohan', true);
    unread = await member('Sagar', false);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  async function openStatic(language?: 'en' | 'hi' | 'mr', width = 360): Promise<{ page: Page; appAsked: () => boolean }> {
    const page = await signedInPage(e2e, everyday, width, language);
    let asked = false;
    page.on('request', (request) => {
      if (/\/assets\/index-[^/]*\.js$/.test(request.url())) asked = true;
    });
    await page.goto('/home');
    await page.waitForFunction(() => document.getElementById('root')?.dataset.staticHome !== 'drawing', undefined, { timeout: 15_000 });
    expect(await page.evaluate(() => [document.documentElement.dataset.app, document.getElementById('root')?.dataset.staticHome])).toEqual([
      'static',
      'drawn',
    ]);
    return { page, appAsked: () => asked };
  }

  it('draws the cards without the app, as the app draws them, in each language', async () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      const { page, appAsked } = await openStatic(language);
      expect(await page.locator('article').count()).toBe(WOMEN.length);
      expect(await appState(page)).toBe('static');
      expect(appAsked()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const drawn = await cardsAsShown(page);
      // The app takes over at the first action and shows the same cards.
      await page.locator('h1').click();
      await expect.poll(() => appState(page), { timeout: 15_000 }).toBe('mounted');
      await expect.poll(() => page.locator('#root').count()).toBe(1);
      await expect.poll(() => page.locator('#root').getAttribute('data-static-home')).toBe(null);
      expect(await cardsAsShown(page)).toEqual(drawn);
      await page.context().close();
    }
  });

  it('carries in its head only the styles its elements and templates use, and none in its templates', async () => {
    const { page } = await openStatic();
    // The page as it is sent, before its script drew the cards in the spinner's place.
    const unused = await page.evaluate(async () => {
      const served = new DOMParser().parseFromString(await (await fetch('/home')).text(), 'text/html');
      const head = served.head.querySelectorAll('style[data-emotion^="css "]');
      const names = head[0]?.getAttribute('data-emotion')?.split(' ').slice(1) ?? [];
      const templates = [...served.querySelectorAll('template')].map((template) => template.content);
      const classed = (name: string) => [served, ...templates].some((part) => part.querySelector(`.css-${name}`) !== null);
      const css = head[0]?.textContent ?? '';
      // Keyframes are written once and named again by the rule that animates.
      const animated = (name: string) => name.startsWith('animation-') && css.split(name).length > 2;
      return {
        inHead: head.length,
        names: names.length,
        unused: names.filter((name) => !classed(name) && !animated(name)),
        inTemplates: templates.reduce((sum, part) => sum + part.querySelectorAll('style').length, 0),
        inBody: served.body.querySelectorAll('style[data-emotion^="css "]').length,
      };
    });
    expect(unused).toEqual({ inHead: 1, names: unused.names, unused: [], inTemplates: 0, inBody: 0 });
    expect(unused.names).toBeGreaterThan(10);
    // The app takes the page over with every style it needs: its header and cards keep their look.
    const before = await page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor);
    const button = await page
      .locator('article button')
      .first()
      .evaluate((element) => getComputedStyle(element).borderRadius);
    await page.locator('h1').click();
    await expect.poll(() => page.locator('#root').getAttribute('data-static-home'), { timeout: 15_000 }).toBe(null);
    expect(await page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor)).toBe(before);
    expect(
      await page
        .locator('article button')
        .first()
        .evaluate((element) => getComputedStyle(element).borderRadius),
    ).toBe(button);
    await page.context().close();
  });

  it('lays out, before any script, every font its cards and header counts use, and drops the copy that did', async () => {
    for (const [language, width] of [
      ['en', 360],
      ['mr', 1280],
    ] as const) {
      // The page as sent, laid out with no script: what the browser's first layout holds.
      const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false, viewport: { width, height: 800 } });
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: e2e.baseUrl }]);
      const served = await context.newPage();
      await served.goto('/home');
      expect(await served.evaluate(() => document.documentElement.lang)).toBe(language);
      const first = await served.evaluate(fontsOfText, false);
      const copy = await served.evaluate(() => {
        const element = document.getElementById('font-sample');
        return (
          element && {
            hidden: getComputedStyle(element).visibility,
            inert: element.inert,
            aria: element.getAttribute('aria-hidden'),
            ids: element.querySelectorAll('[id]').length,
            pictures: element.querySelectorAll('img, svg').length,
          }
        );
      });
      expect(await served.getByRole('button', { name: 'Load more' }).count()).toBe(0);
      await context.close();

      const { page } = await openStatic(language, width);
      const drawn = await page.evaluate(fontsOfText, true);
      expect(drawn.length).toBeGreaterThan(3);
      expect(drawn.filter((font) => !first.includes(font))).toEqual([]);
      // The copy that laid them out is out of sight and out of reach: hidden, inert, not read aloud, with no ids.
      expect(copy).toEqual({ hidden: 'hidden', inert: true, aria: 'true', ids: 0, pictures: 0 });
      expect(await page.locator('#font-sample').count()).toBe(0);
      await page.context().close();
    }
  });

  it('announces the listing’s wait at once and shows its spinner, turning only, after a second', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const served = await context.newPage();
    await served.goto('/home');
    const status = served.getByRole('status').filter({ has: served.getByRole('progressbar', { name: 'Loading' }) });
    const look = () =>
      status.evaluate((element) => ({
        opacity: getComputedStyle(element).opacity,
        // The spinner's own animations: the turn; no arc growing and shrinking.
        turning: element
          .querySelector('[role="progressbar"]')!
          .getAnimations({ subtree: true })
          .map((animation) => ((animation.effect as KeyframeEffect).target as Element).tagName.toLowerCase()),
      }));
    expect(await look()).toEqual({ opacity: '0', turning: ['span'] });
    await expect.poll(async () => (await look()).opacity, { timeout: 5_000 }).toBe('1');
    expect((await look()).turning).toEqual(['span']);
    await context.close();
  });

  it('presses again in the app a favourite button pressed before the app was there', async () => {
    const { page } = await openStatic();
    await page.getByRole('button', { name: 'Add Bina Ramesh Mali to favourites' }).click();
    await toast(page, 'Added to Fervorite').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('#root').getAttribute('data-static-home')).toBe(null);
    await page.context().close();
  });

  it('hands the search typed before the app to the app, and runs it', async () => {
    const { page } = await openStatic();
    const search = page.getByRole('searchbox', { name: 'Search Profile' });
    await search.fill('Chitra');
    await search.press('Enter');
    await expect.poll(() => page.locator('article').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('article h2').textContent()).toBe('Chitra Ramesh Mali');
    const handed = page.getByRole('searchbox', { name: 'Search Profile' });
    expect(await handed.inputValue()).toBe('Chitra');
    expect(await handed.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('opens a profile from a card pressed before the app was there', async () => {
    const { page } = await openStatic();
    await page.locator('article', { hasText: 'Asha Ramesh Mali' }).getByRole('link').click();
    // The details page, opened by the app's router with the profile in hand.
    await page.waitForURL((url) => url.pathname === '/details', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Asha Ramesh Mali' }).waitFor();
    expect(await page.locator('article').count()).toBe(0);
    await page.context().close();
  });

  it('draws the header’s counts as the app does', async () => {
    // Unread notifications (his approval, the interest) and one new interest.
    const info = (await (await fetch(`${e2e.baseUrl}/api/user/info`, { headers: { authorization: `Bearer ${unread}` } })).json()) as {
      data: { _id: string };
    };
    expect((await e2e.api('/user/interests', { userId: info.data._id }, woman)).success).toBe(true);
    const activity = (await (
      await fetch(`${e2e.baseUrl}/api/user/activity`, { headers: { authorization: `Bearer ${unread}` } })
    ).json()) as {
      data: { newInterests: number; unreadNotifications: number };
    };
    const { newInterests, unreadNotifications } = activity.data;
    expect(newInterests).toBe(1);
    expect(unreadNotifications).toBeGreaterThan(0);
    const bellName = `Notifications, ${unreadNotifications} unread`;
    const page = await signedInPage(e2e, unread, 1280);
    await page.goto('/home');
    await page.waitForFunction(() => document.getElementById('root')?.dataset.staticHome !== 'drawing', undefined, { timeout: 15_000 });
    expect(await page.locator('#root').getAttribute('data-static-home')).toBe('drawn');
    const bell = page.getByRole('button', { name: bellName });
    expect(await bell.count()).toBe(1);
    expect(await bell.locator('.MuiBadge-badge').textContent()).toBe(String(unreadNotifications));
    expect(await page.locator('header nav').getByText('Interests, 1 new').count()).toBe(1);
    expect(await page.locator('header .MuiBadge-dot:not(.MuiBadge-invisible)').count()).toBe(1);
    const drawn = await page.locator('header').innerHTML();
    await page.locator('h1').click();
    await expect.poll(() => page.locator('#root').getAttribute('data-static-home'), { timeout: 15_000 }).toBe(null);
    expect(await page.getByRole('button', { name: bellName }).count()).toBe(1);
    // The app's header is the one the static view showed, element for element.
    const tags = (html: string) => html.match(/<[a-z]+/g);
    expect(tags(await page.locator('header').innerHTML())).toEqual(tags(drawn));
    await page.context().close();
  });

  it('is the app at once for a member with something left to do: the photo not yet uploaded', async () => {
    const { token } = await createMember(e2e, { firstName: 'Tushar', lastName: 'Mali', gender: 'Male', dateOfBirth: '1993-03-03' });
    const page = await signedInPage(e2e, token);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/index-[^/]*\.js$/.test(request.url())) asked.push('app');
      if (request.url().endsWith('/api/user/getProfile')) asked.push('listing');
    });
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/photoupload', { timeout: 15_000 });
    expect(await page.locator('article').count()).toBe(0);
    // The member's record decides it: the app is asked for without waiting for the listing's second.
    expect(asked[0]).toBe('app');
    await page.context().close();
  });

  it('is the app at once for a visitor without a session, who is sent to sign in', async () => {
    const page = await e2e.newPage({ width: 360 });
    await page.goto('/home');
    await page.waitForURL(/\/auth/, { timeout: 15_000 });
    await page.context().close();
  });
});
