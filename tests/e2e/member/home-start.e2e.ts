import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_DELAY_MS } from '../../../src/contract/limits.js';
import { startE2E, type E2E } from '../support/harness.js';
import { addPhoto, createMember, signedInPage } from './member-fixtures.js';

// A signed-in home starts its two reads before the app's code has arrived, and the app takes
// their answers instead of asking again (docs/decisions/0023-sign-in-page-prerendered.md).

const WOMEN = ['Asha', 'Bina', 'Chitra'];

describe('a signed-in home on arrival', () => {
  let e2e: E2E;
  let viewer: string;

  beforeAll(async () => {
    e2e = await startE2E();
    const member = await createMember(e2e, { firstName: 'Rohan', lastName: 'Mali', gender: 'Male', dateOfBirth: '1992-03-03' });
    await addPhoto(e2e, member.token);
    viewer = member.token;
    for (const [index, firstName] of WOMEN.entries()) {
      const woman = await createMember(e2e, { firstName, lastName: 'Mali', gender: 'Female', dateOfBirth: `199${index}-05-05` });
      await addPhoto(e2e, woman.token);
    }
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  /** The API calls the page made, in order, with when each started (ms since the test's clock). */
  function apiCalls(page: Page): { path: string; at: number; body: string | null }[] {
    const calls: { path: string; at: number; body: string | null }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/user/')) calls.push({ path, at: Date.now(), body: request.postData() });
    });
    return calls;
  }

  it('asks who the member is while the app downloads, the first page after SPEC’s second, once each', async () => {
    const page = await signedInPage(e2e, viewer);
    const calls = apiCalls(page);
    let appServedAt = 0;
    // The app's code arrives late, as on a slow connection.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      appServedAt = Date.now();
      await route.continue();
    });
    await page.goto('/home');
    await expect.poll(() => page.locator('article').count(), { timeout: 15_000 }).toBe(WOMEN.length);
    // The home's static first view drew them (docs/decisions/0027-home-first-view-static.md); the
    // app comes at the member's first action and takes the same answers.
    await page.locator('h1').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app), { timeout: 15_000 }).toBe('mounted');
    await expect.poll(() => page.locator('#root').getAttribute('data-static-home'), { timeout: 15_000 }).toBe(null);
    expect(await page.locator('article').count()).toBe(WOMEN.length);

    const info = calls.filter((call) => call.path === '/api/user/info');
    const listing = calls.filter((call) => call.path === '/api/user/getProfile');
    expect(info).toHaveLength(1);
    expect(listing).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/api/user/activity')).toHaveLength(1);
    expect(appServedAt).toBeGreaterThan(0);
    expect(info[0]!.at).toBeLessThan(appServedAt);
    // The app's body, the viewer's opposite gender, page 1.
    expect(JSON.parse(listing[0]!.body ?? '{}')).toMatchObject({ page: 1, gender: 'Female' });
    const listingStart = await page.evaluate(
      () => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/user/getProfile'))?.startTime ?? -1,
    );
    expect(listingStart).toBeGreaterThanOrEqual(LISTING_DELAY_MS - 1);
    await page.context().close();
  });

  it('asks again itself when the early read fails, and shows the page', async () => {
    e2e.allowBrowserErrors(
      /\/api\/user\/info: Failed to load resource: net::ERR_CONNECTION_RESET/,
      'the test cuts the early read on purpose',
    );
    const page = await signedInPage(e2e, viewer);
    const calls = apiCalls(page);
    let failed = false;
    await page.route('**/api/user/info', async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort('connectionreset');
    });
    await page.goto('/home');
    await expect.poll(() => page.locator('article').count(), { timeout: 15_000 }).toBe(WOMEN.length);
    expect(failed).toBe(true);
    expect(calls.filter((call) => call.path === '/api/user/info').length).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  it('starts no read for a visitor with no session', async () => {
    const page = await e2e.newPage();
    const calls = apiCalls(page);
    await page.goto('/home');
    await page.waitForURL('**/auth');
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => call.path === '/api/user/info' || call.path === '/api/user/getProfile')).toEqual([]);
    await page.context().close();
  });
});
