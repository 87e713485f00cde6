import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { signInWithToken } from '../support/session-cookies.js';
import { localeText } from '../languages/latin-words.js';
import { ICONS } from '../../../src/web/ui/icon-paths.js';
import { addPhoto, createMember, PASSWORD, tickConsent } from './member-fixtures.js';
import { waitForAppMounted } from '../support/app-mounted.js';

// Every page is rendered on the server by the app's own routes and hydrated in the browser
// (docs/decisions/0031-pages-rendered-on-the-server.md): the first HTML holds the page, and the
// forms that matter before the script (sign-in, registration, the home's search and filter) work
// without it.

const WOMEN = ['Asha', 'Bina', 'Chitra'];

describe('pages rendered on the server', () => {
  let e2e: E2E;
  let viewer: { mobile: string; token: string };
  let womanId: string;

  beforeAll(async () => {
    e2e = await startE2E();
    for (const [index, firstName] of WOMEN.entries()) {
      const made = await createMember(e2e, { firstName, lastName: 'Mali', gender: 'Female', dateOfBirth: `199${index}-05-05` });
      await addPhoto(e2e, made.token);
      womanId ??= (await e2e.api('/user/info', undefined, made.token)).data._id;
    }
    viewer = await createMember(e2e, { firstName: 'Rohan', lastName: 'Mali', gender: 'Male', dateOfBirth: '1991-04-04' });
    await addPhoto(e2e, viewer.token);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  /** A browser holding the viewer's session cookie, as the move-over of a stored token leaves it. */
  async function signedIn(options: { javaScript?: boolean; language?: 'hi' | 'mr'; token?: string } = {}): Promise<Page> {
    const page = await e2e.newPage({ javaScript: options.javaScript });
    // The language switch's cookie, as a reader who chose the language has it.
    if (options.language) await page.context().addCookies([{ name: 'lang', value: options.language, url: e2e.baseUrl }]);
    const moved = await page.request.post('/api/user/session/cookie', {
      headers: { authorization: `Bearer ${options.token ?? viewer.token}`, 'x-session-transport': 'cookie' },
      data: {},
    });
    expect(moved.status()).toBe(200);
    return page;
  }

  /** The page's HTML as the server sends it, before any script. */
  async function firstHtml(page: Page, path: string): Promise<string> {
    const answer = await page.request.get(path);
    expect(answer.status()).toBe(200);
    return answer.text();
  }

  it('sends /home with the member’s first page of cards, their fixed style sheets in the head, and no inline script', async () => {
    const page = await signedIn();
    const html = await firstHtml(page, '/home');
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const name of WOMEN) expect(root).toContain(`${name} `);
    expect(root.match(/<article class="profile-card"/g)?.length).toBe(WOMEN.length);
    const head = html.slice(0, html.indexOf('</head>'));
    // Its parts are drawn from fixed sheets, written once in the head (decision 0049): no styles are
    // computed for it at render time for a member in good standing.
    for (const sheet of ['site-header', 'buttons', 'home-bar', 'profile-grid', 'profile-card'])
      expect(head).toContain(`<style data-static="${sheet}">`);
    expect(head).not.toMatch(/<style data-emotion="css [^"]+">/);
    // The page's CSP runs no inline script: the boot data is JSON, never run.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.every((attributes) => /type="application\/json"/.test(attributes ?? ''))).toBe(true);
  });

  it('sends /home, /details and /interests in the member’s language, their content in the first HTML', async () => {
    const page = await signedIn({ language: 'mr' });
    const home = await firstHtml(page, '/home');
    expect(home).toContain('<html lang="mr"');
    // The tab's name too, which a screen reader says first.
    expect(home).toContain(`<title>${localeText('mr', 'common', 'app.name')}</title>`);
    expect(home).toContain('Asha ');
    // Its texts are not in it: it names their files, in Marathi, which the browser keeps from page to page.
    const boot = /<script type="application\/json" id="boot-data" data-texts="([^"]*)">([^<]*)<\/script>/.exec(home)!;
    expect(JSON.parse(boot[2]!).texts).toEqual(expect.arrayContaining(['common', 'member']));
    expect(home).not.toContain(localeText('mr', 'member', 'home.loadMore'));
    const files = boot[1]!.split(' ');
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/member-[\w-]+\.js$/)]));
    const memberTexts = await page.request.get(files.find((file) => file.startsWith('/assets/member-'))!);
    expect(memberTexts.headers()['cache-control']).toContain('immutable');
    expect(await memberTexts.text()).toContain(localeText('mr', 'member', 'home.loadMore'));
    const details = await firstHtml(page, `/details?id=${encodeURIComponent(womanId)}`);
    expect(details.slice(details.indexOf('<div id="root">'))).toMatch(/<h1[^>]*>[^<]*Asha/);
    const interests = await firstHtml(page, '/interests');
    expect(interests.slice(interests.indexOf('<div id="root">'))).toContain('role="tabpanel"');
  });

  it('reads the member’s favourites by id into the pages with favourite buttons, as records into the favourites page, and into no other', async () => {
    expect((await e2e.api('/user/favourites', { userId: womanId }, viewer.token)).success).toBe(true);
    try {
      const page = await signedIn();
      const readsOf = async (path: string): Promise<Record<string, unknown>> => {
        const boot = /<script type="application\/json" id="boot-data"[^>]*>([^<]*)<\/script>/.exec(await firstHtml(page, path))![1]!;
        const queries = (JSON.parse(boot) as { queries: { queries: { queryKey: string[]; state: { data: unknown } }[] } }).queries.queries;
        return Object.fromEntries(queries.map((query) => [query.queryKey.join('/'), query.state.data]));
      };
      // The cards' hearts are drawn from them: Asha's is drawn filled in the first HTML.
      const home = await firstHtml(page, '/home');
      const card = home.slice(home.indexOf('Asha '));
      expect(card.slice(0, card.indexOf('</article>'))).toContain(`d="${ICONS.favourite}"`);
      for (const path of ['/home', `/details?id=${encodeURIComponent(womanId)}`, '/visits']) {
        const reads = await readsOf(path);
        expect([path, reads['member/favourite-ids']]).toEqual([path, { ids: [womanId] }]);
        // A heart needs no record: a member may keep 500 favourites.
        expect([path, Object.keys(reads)]).toEqual([path, expect.not.arrayContaining(['member/favourites', 'member/favourites/first'])]);
      }
      // The favourites page draws the newest as records (favourites-pages.e2e.ts: the rest once live).
      const listed = await readsOf('/favorite');
      expect(listed['member/favourites/first']).toMatchObject({ userData: [{ _id: womanId }], more: false });
      expect(Object.keys(listed)).not.toContain('member/favourite-ids');
      for (const path of ['/interests', '/settings', '/saved-searches']) {
        expect([path, Object.keys(await readsOf(path))]).toEqual([
          path,
          expect.not.arrayContaining(['member/favourites', 'member/favourites/first', 'member/favourite-ids']),
        ]);
      }
      // Hydrated, the heart stays filled: the browser's own list is joined with the server's.
      await page.goto('/home');
      await expect
        .poll(() => page.getByRole('article').filter({ hasText: 'Asha ' }).locator(`path[d="${ICONS.favourite}"]`).count())
        .toBe(1);
    } finally {
      expect((await e2e.api('/user/favourites/remove', { userId: womanId }, viewer.token)).success).toBe(true);
    }
  });

  it('names on each budgeted page the texts the bundle budget counts for it', async () => {
    const budgeted = JSON.parse(readFileSync(new URL('../../../src/web/page-routes.json', import.meta.url), 'utf8')) as {
      pages: Record<string, string[]>;
      texts: Record<string, string[]>;
    };
    const member = await signedIn();
    const admin = await e2e.newPage();
    await signInWithToken(admin, await e2e.adminToken(), 'admin');
    const visitor = await e2e.newPage();
    const named: Record<string, string[]> = {};
    for (const page of Object.keys(budgeted.pages)) {
      const browser = page === '/admin/home' ? admin : ['/', '/auth', '/admin'].includes(page) ? visitor : member;
      const address = page === '/details' ? `/details?id=${encodeURIComponent(womanId)}` : page;
      const boot = /<script type="application\/json" id="boot-data"[^>]*>([^<]*)<\/script>/.exec(await firstHtml(browser, address))!;
      named[page] = (JSON.parse(boot[1]!) as { texts: string[] }).texts.sort();
    }
    expect(named).toEqual(Object.fromEntries(Object.entries(budgeted.texts).map(([page, texts]) => [page, [...texts].sort()])));
    await admin.context().close();
    await visitor.context().close();
  });

  it('hydrates the server’s page without a warning, and then answers taps with no reload', async () => {
    const page = await signedIn();
    await page.goto('/home');
    await waitForAppMounted(page);
    const marker = await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
    await page.getByRole('searchbox').fill('Bina');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/fullName=Bina/);
    await expect.poll(() => page.locator('article').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(marker);
  });

  it('shows the profile photo’s portrait copy, at the size it is shown, before the app’s script is even asked for', async () => {
    const page = await signedIn();
    const events: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\.p(?:480|800)\.webp/.test(request.url())) events.push('photo');
    });
    page.on('request', (request) => {
      if (/\/assets\/framework-[^/]+\.js$/.test(request.url())) events.push('script');
    });
    await page.goto(`/details?id=${encodeURIComponent(womanId)}`);
    expect(events).toContain('photo');
    expect(events.indexOf('script')).toBeGreaterThan(events.indexOf('photo'));
    // A phone 360 px wide at one pixel per point shows it 336 px wide: the 480 px copy, 4:5.
    const shown = await page.locator('main img[fetchpriority="high"]').evaluate((image: HTMLImageElement) => ({
      current: image.currentSrc,
      ratio: image.naturalHeight / image.naturalWidth,
    }));
    expect(shown.current).toMatch(/\/api\/files\/photos\/[0-9a-f]{32}\.p480\.webp$/);
    expect(shown.ratio).toBe(1.25);
    await page.context().close();
  });

  it('starts the app when a picture of the page never arrives, without waiting for it', async () => {
    const page = await signedIn();
    await page.route('**/api/files/**', () => undefined);
    // Not waited for by goto: the page's load never comes.
    await page.goto(`/details?id=${encodeURIComponent(womanId)}`, { waitUntil: 'commit' });
    await waitForAppMounted(page, { timeout: 10_000 });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });

  it('asks for the files of the app’s start and of the page’s texts all at once, though it runs them one task after another', async () => {
    const page = await e2e.newPage();
    const texts = /data-texts="([^"]*)"/.exec(await firstHtml(page, '/auth'))![1]!.split(' ');
    expect(texts.length).toBeGreaterThan(0);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      const file = /\/assets\/(react-dom|framework|app-core)-[^/]+\.js$/.exec(path)?.[1] ?? (texts.includes(path) ? path : undefined);
      if (file) asked.push(file);
    });
    // React DOM's file, run first, is held back: the others are asked for while it is on its way.
    let askedMeanwhile: string[] = [];
    await page.route('**/assets/react-dom-*.js', async (route) => {
      await expect.poll(() => asked.length, { timeout: 5_000 }).toBe(3 + texts.length);
      askedMeanwhile = [...asked];
      await route.continue();
    });
    await page.goto('/auth');
    await waitForAppMounted(page, { timeout: 10_000 });
    expect(askedMeanwhile.sort()).toEqual(['app-core', 'framework', 'react-dom', ...texts].sort());
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });

  it('holds the listing read of a home screen opened after the page for about a second (SPEC section 4)', async () => {
    const page = await signedIn();
    await page.goto('/home');
    // Within the app, to another screen and then to a home screen with a search not read yet.
    const navigate = (path: string) =>
      page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await navigate('/favorite');
    await page.getByRole('heading', { level: 1, name: 'Favorite' }).waitFor();
    const read = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/user/getProfile');
    const opened = performance.now();
    await navigate('/home?fullName=Chitra');
    await page.getByRole('progressbar').first().waitFor();
    await read;
    // A busy machine only makes the wait longer: the hold is its lower bound.
    expect(performance.now() - opened).toBeGreaterThanOrEqual(950);
    await expect.poll(() => page.locator('article').count()).toBe(1);
    expect(await page.locator('article').innerText()).toContain('Chitra');
  });

  it('keeps what was typed into the server’s page while the script was on its way, and signs in with it', async () => {
    const page = await e2e.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel('Mobile Number').fill(viewer.mobile);
    await page.locator('input[name="password"]').fill(PASSWORD);
    release();
    await waitForAppMounted(page);
    await expect.poll(() => page.getByLabel('Mobile Number').inputValue()).toBe(viewer.mobile);
    expect(await page.locator('input[name="password"]').inputValue()).toBe(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).last().click();
    await page.waitForURL(/\/home$/);
  });

  it('keeps what was chosen and typed into the profile form while the script was on its way', async () => {
    const page = await signedIn();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/updateProfile', { waitUntil: 'commit' });
    const personal = page.getByRole('group', { name: 'Personal Details' });
    await personal.getByLabel('Marriage Status').selectOption('Divorced');
    const address = page.getByRole('group', { name: 'Address Details' }).getByLabel('Temporary Address');
    await address.fill('7 Shivaji Nagar');
    release();
    await waitForAppMounted(page);
    await expect.poll(() => personal.getByLabel('Marriage Status').inputValue()).toBe('Divorced');
    expect(await address.inputValue()).toBe('7 Shivaji Nagar');
  });

  it('loads a part the server drew apart from its page before adopting the page: a tap on it as soon as the app is live counts', async () => {
    const paused = await createMember(e2e, { firstName: 'Sagar', lastName: 'Mali', gender: 'Male', dateOfBirth: '1990-02-02' });
    await addPhoto(e2e, paused.token);
    expect((await e2e.api('/user/settings/pause', { paused: true }, paused.token)).success).toBe(true);
    const page = await signedIn({ token: paused.token });
    const boot = JSON.parse(
      /<script type="application\/json" id="boot-data"[^>]*>([^<]*)<\/script>/.exec(await firstHtml(page, '/home'))![1]!,
    ) as { parts: string[] };
    expect(boot.parts).toContain('home-page/PausedNotice');
    // The notice's code held back: the app must not call itself live without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/paused-notice-[^/]*\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto('/home', { waitUntil: 'commit' });
    await requested;
    // Had the app hydrated without it, it would call itself live once the browser is next idle.
    const afterIdle = () =>
      page.evaluate(
        () =>
          new Promise<string | undefined>((done) =>
            requestIdleCallback(() => requestIdleCallback(() => done(document.documentElement.dataset.app))),
          ),
      );
    expect(await afterIdle()).toBeUndefined();
    release();
    await waitForAppMounted(page);
    await page.getByRole('button', { name: 'Show my profile again' }).click();
    await expect.poll(async () => (await e2e.api('/user/settings', undefined, paused.token)).data.paused).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Show my profile again' }).count()).toBe(0);
  });

  it('signs in without the script: the form posts, the server sets the session cookie and sends the member home', async () => {
    e2e.allowBrowserErrors(
      /status of 401 \(Unauthorized\)/,
      'the page that refuses a wrong password is answered 401, as the API answers it',
    );
    const page = await e2e.newPage({ javaScript: false });
    await page.goto('/auth');
    await page.getByLabel('Mobile Number').fill(viewer.mobile);
    await page.locator('input[name="password"]').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Login' }).last().click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/Incorrect Mobile Number or Password/);
    await page.getByLabel('Mobile Number').fill(viewer.mobile);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).last().click();
    await page.waitForURL(/\/home$/);
    expect(await page.locator('article').count()).toBe(WOMEN.length);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'mv-session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('searches by name and filters without the script, through the address', async () => {
    const page = await signedIn({ javaScript: false });
    await page.goto('/home');
    await page.getByRole('searchbox').fill('Chitra');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/fullName=Chitra/);
    expect(await page.locator('article').count()).toBe(1);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/filters=open/);
    // Born 1990 to 1992: the women are about 34 to 36, outside 18 to 25.
    await page.getByRole('radio', { name: /18/ }).first().check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/age=/);
    expect(await page.locator('article').count()).toBe(0);
  });

  it('answers through the address a rare age, and a name of two letters, in each language, on a phone and a desktop', async () => {
    for (const language of [undefined, 'hi', 'mr'] as const) {
      const page = await signedIn({ javaScript: false, ...(language ? { language } : {}) });
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // Nobody is 60 to 80 here: the empty page, found by the birth date's index past the window.
        await page.goto('/home?age=60-80');
        expect(await page.locator('article').count()).toBe(0);
        await e2e.screenshot(page, `home-rare-age-${language ?? 'en'}-${width}`);
        // "hi" has no trigram: looked for among the listing's first entries, where Chitra is.
        await page.goto('/home?fullName=hi');
        expect(await page.locator('article').count()).toBe(1);
        await e2e.screenshot(page, `home-two-letters-${language ?? 'en'}-${width}`);
      }
      await page.close();
    }
  });

  it('registers without the script, and refuses a form another site posts', async () => {
    const page = await e2e.newPage({ javaScript: false });
    await page.goto('/auth?tab=signup');
    await page.getByLabel('Email').fill('no.script@example.com');
    await page.getByLabel('Mobile Number').fill('9123400077');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await tickConsent(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname !== '/auth');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'mv-session')).toBe(true);
    const forged = await page.request.post('/auth', {
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
      data: `intent=login&mobileNumber=${viewer.mobile}&password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(forged.status()).toBe(403);
    expect(forged.headers()['set-cookie']).toBeUndefined();
  });
});
