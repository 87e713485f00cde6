import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForAppMounted } from './app-mounted.js';
import { launchBrowser } from './browser.js';

// Every page a test opens waits here; a wait that throws inside the page fails whichever test it
// happened in, as the page's own uncaught error.
describe('the wait for a hydrated page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('polls a document without a root element quietly, and ends when the root says mounted', async () => {
    const context = await browser.newContext();
    await context.route('http://pages.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body>page</body></html>' }),
    );
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('http://pages.test/');
    // As between two documents of a navigation: nothing parsed yet, no root element.
    const root = await page.evaluateHandle(() => document.removeChild(document.documentElement));
    await expect(waitForAppMounted(page, { timeout: 300 })).rejects.toThrow(/Timeout/);
    const mounted = waitForAppMounted(page, { timeout: 5_000 });
    await root.evaluate((element) => {
      element.dataset.app = 'mounted';
      document.appendChild(element);
    });
    await expect(mounted).resolves.toBeTruthy();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
