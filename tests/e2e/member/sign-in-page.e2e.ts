import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { addPhoto, checkA11y, createMember, PASSWORD } from './member-fixtures.js';

// The sign-in page is prerendered and loads the app only when the visitor starts to use it
// (docs/decisions/0023-sign-in-page-prerendered.md): whatever is typed or sent before the app
// is there must reach the app's form.

const HEADING = { en: 'Welcome back', hi: 'फिर से स्वागत है', mr: 'पुन्हा स्वागत आहे' } as const;

describe('the prerendered sign-in page', () => {
  let e2e: E2E;
  let member: { mobile: string; email: string; token: string };

  beforeAll(async () => {
    e2e = await startE2E();
    member = await createMember(e2e, { firstName: 'Rohan', lastName: 'Mali', gender: 'Male', dateOfBirth: '1992-03-03' });
    // Onboarded, so signing in leads home.
    await addPhoto(e2e, member.token);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  /** Scripts the page asked for, by name: to run, preload or prefetch. */
  function scriptsOf(page: Page): string[] {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    return scripts;
  }

  it.each(Object.entries(HEADING))(
    'reads in %s before any script, and runs none of the app until the visitor acts',
    async (language, heading) => {
      const page = await e2e.newPage({ locale: `${language}-IN` });
      const scripts = scriptsOf(page);
      await page.goto('/auth');
      await page.locator('html[data-app="static"]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Long enough for an app that would start by itself to have started.
      await page.waitForTimeout(1500);
      expect(scripts.filter((path) => !/^\/assets\/(static-landing|landing-shared)-/.test(path))).toEqual([]);
      expect(await page.locator('html').getAttribute('data-app')).toBe('static');
      if (language === 'en') {
        await checkA11y(e2e, page);
        await e2e.screenshot(page, 'member-360-auth-prerendered');
      }
      await page.context().close();
    },
  );

  it('carries its styles in one element in the head, which the app takes as its own', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth');
    await page.locator('html[data-app="static"]').waitFor({ state: 'attached' });
    /** How often each class's rules are written, by class name; and where emotion's elements sit. */
    const styles = () =>
      page.evaluate(() => {
        const count: Record<string, number> = {};
        for (const element of document.querySelectorAll('style')) {
          for (const name of element.textContent?.match(/\.css-[a-z0-9]+(?:-[A-Za-z]+)*\{/g) ?? []) {
            count[name] = (count[name] ?? 0) + 1;
          }
        }
        const inBody = [...document.body.querySelectorAll('style[data-emotion^="css "]')].length;
        return { count, inBody, inHead: document.head.querySelectorAll('style[data-emotion^="css "]').length };
      });
    const before = await styles();
    expect(before.inBody).toBe(0);
    expect(before.inHead).toBe(1);
    // No vendor prefixes: every browser able to run the app reads the plain properties.
    expect(await page.evaluate(() => document.head.innerHTML.includes('display:-webkit-'))).toBe(false);
    await page.locator('input[name="mobileNumber"]').click();
    await page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
    const after = await styles();
    // Each class the page came with is written as often as before: the app added none of them again.
    for (const [name, times] of Object.entries(before.count)) expect(after.count[name], name).toBe(times);
    await page.context().close();
  });

  it('keeps every character typed while the app arrives, and the focus in the field', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth');
    await page.locator('html[data-app="static"]').waitFor({ state: 'attached' });
    const mobile = page.locator('input[name="mobileNumber"]');
    await mobile.click();
    // Typed one key at a time, across the app taking the page over.
    await page.keyboard.type(member.mobile, { delay: 60 });
    await page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
    expect(await page.locator('input[name="mobileNumber"]').inputValue()).toBe(member.mobile);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('mobileNumber');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await page.context().close();
  });

  it('sends a form submitted before the app is there once the app arrives, never as an address', async () => {
    const page = await e2e.newPage();
    const addresses: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') addresses.push(request.url());
    });
    // The app's entry arrives late: the visitor is quicker.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/auth');
    await page.locator('html[data-app="static"]').waitFor({ state: 'attached' });
    await page.locator('input[name="mobileNumber"]').fill(member.mobile);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password"]').press('Enter');
    expect(await page.locator('html').getAttribute('data-app')).toBe('loading');
    await page.waitForURL('**/home');
    expect(addresses.some((address) => address.includes(PASSWORD) || address.includes('password='))).toBe(false);
    await page.context().close();
  });

  it('opens the sign-up tab from its link, with the app', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth');
    await page.locator('html[data-app="static"]').waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: 'Signup' }).click();
    await page.getByRole('button', { name: 'Register and Pay' }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=signup');
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: HEADING.en }).waitFor();
    await page.context().close();
  });

  it('is the app at once when a session ended under the member, to say so', async () => {
    const page = await e2e.newPage();
    await page.addInitScript(() => sessionStorage.setItem('sessionEnded', '1'));
    await page.goto('/auth');
    await page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
    await page
      .getByRole('status')
      .filter({ hasText: /session/i })
      .waitFor();
    await page.context().close();
  });
});
