import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import { launchBrowser } from './browser.js';

// The accessibility check every screen passes through must itself find what it is there to find.
describe('the accessibility check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a missing label, low contrast and an unnamed button, in the page and in its frames', async () => {
    const context = await browser.newContext();
    // Two documents of one origin, as the app's pages are served, behind its kind of CSP.
    const documents: Record<string, string> = {
      '/': `<main><h1>Heading</h1><input type="text"><p style="color:#ccc;background:#fff">faint text</p>
        <iframe title="inner" src="/inner"></iframe></main>`,
      '/inner': '<button></button>',
    };
    await context.route('http://pages.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'content-security-policy': "script-src 'self'" },
        body: `<!doctype html><html lang="en"><head><title>t</title></head><body>${documents[new URL(route.request().url()).pathname]}</body></html>`,
      }),
    );
    const page = await context.newPage();
    await page.goto('http://pages.test/');
    await page.frameLocator('iframe').locator('button').waitFor({ state: 'attached' });
    const found = await axeViolations(page);
    expect(found.map((v) => v.id).sort()).toEqual(['button-name', 'color-contrast', 'label']);
    expect(found.find((v) => v.id === 'button-name')!.targets[0]).toContain('iframe');
    // A second check on the same document does not inject the script again, and finds the same.
    expect((await axeViolations(page)).length).toBe(3);
  });

  it('finds nothing on a page that is fine', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Fine</h1><label>Name <input></label></main></body></html>',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
