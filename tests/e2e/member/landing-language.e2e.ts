import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema.js';
import { startE2E, type E2E } from '../support/harness.js';
import { checkA11y, createMember, signedInPage } from './member-fixtures.js';

const HEADLINE = {
  en: 'Your Journey to Love Begins Here',
  hi: 'प्यार की आपकी यात्रा यहीं से शुरू होती है',
  mr: 'तुमचा प्रेमाचा प्रवास इथून सुरू होतो',
};

/** The landing page as the server sends it, before any script runs: what a slow phone shows first. */
async function staticLanding(e2e: E2E, page: Page): Promise<{ lang: string; headline: string }> {
  e2e.allowBrowserErrors(
    /\/assets\/[^/]+\.js: Failed to load resource: net::ERR_FAILED/,
    'the scripts are held back to see the page as sent',
  );
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const headline = await page.getByRole('heading', { level: 1 }).innerText();
  const lang = await page.evaluate(() => document.documentElement.lang);
  await page.unroute('**/assets/*.js');
  return { lang, headline };
}

async function chooseLanguage(page: Page, current: RegExp, language: string): Promise<void> {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitem', { name: language }).click();
  await page.locator('[role="menu"]').waitFor({ state: 'detached' });
}

describe('the landing page in the reader’s language', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E();
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('arrives in Hindi or Marathi for a browser that prefers them, with no English first', async () => {
    for (const [locale, lang] of [
      ['hi-IN', 'hi'],
      ['mr-IN', 'mr'],
      ['en-IN', 'en'],
    ] as const) {
      const page = await e2e.newPage({ locale });
      expect(await staticLanding(e2e, page)).toEqual({ lang, headline: HEADLINE[lang] });
      // With its script, the page stays in the language it came in: hydration draws it as sent
      // (a mismatch would fail the test as a browser error), and no English text is shown first.
      const headlines: string[] = [];
      await page.exposeFunction('sawHeadline', (text: string) => headlines.push(text));
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const h1 = document.querySelector('h1');
          if (h1) (window as unknown as { sawHeadline: (text: string) => void }).sawHeadline(h1.textContent ?? '');
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto('/');
      await page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1, name: HEADLINE[lang] }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(headlines.filter((text) => text !== HEADLINE[lang])).toEqual([]);
      if (lang !== 'en') await e2e.screenshot(page, `member-360-landing-first-visit-${lang}`);
      await page.context().close();
    }
  });

  it('remembers the language switch in a cookie, and the next visit starts in it', async () => {
    const page = await e2e.newPage({ width: 1280 });
    await page.goto('/');
    await page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
    await chooseLanguage(page, /Language/, 'मराठी');
    await page.getByRole('heading', { level: 1, name: HEADLINE.mr }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'mr', path: '/', sameSite: 'Lax', httpOnly: false });
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
    expect(Math.abs(cookie!.expires - yearFromNow)).toBeLessThan(3600);

    expect(await staticLanding(e2e, page)).toEqual({ lang: 'mr', headline: HEADLINE.mr });
    await page.goto('/');
    await page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-1280-landing-mr');

    // The choice beats the browser's own preference.
    await chooseLanguage(page, /भाषा/, 'English');
    expect(await staticLanding(e2e, page)).toEqual({ lang: 'en', headline: HEADLINE.en });
    await page.context().close();
  });

  it('starts a returning reader whose choice predates the cookie in that language from the next visit', async () => {
    const page = await e2e.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto('/auth');
    // The page follows the stored choice: the app moves it into the cookie and asks for the page again.
    await page.locator('html[lang="hi"][data-app="mounted"]').waitFor({ state: 'attached' });
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');
    expect(await staticLanding(e2e, page)).toEqual({ lang: 'hi', headline: HEADLINE.hi });
    await page.context().close();
  });

  it('keeps a signed-in member’s choice on the server, so their mails come in it', async () => {
    const member = await createMember(e2e, { firstName: 'Kiran', lastName: 'Mali', gender: 'Female', dateOfBirth: '1995-04-04' });
    const stored = async () =>
      (await e2e.running.database.db.select({ language: users.language }).from(users).where(eq(users.mobileNumber, member.mobile)))[0]
        ?.language;
    expect(await stored()).toBe('en');

    const page = await signedInPage(e2e, member.token);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await chooseLanguage(page, /Language/, 'मराठी');
    await expect.poll(stored).toBe('mr');

    await e2e.api('/user/checkEmail', { email: member.email });
    const mail = await e2e.mail.waitFor(member.email);
    expect(mail.subject).toBe('तुमचा माळी विवाह पासवर्ड रीसेट कोड');
    await page.context().close();
  });

  it('registers a visitor with the language they read', async () => {
    const page = await e2e.newPage({ locale: 'hi-IN' });
    await page.goto('/auth');
    await page.getByRole('link', { name: 'साइन अप करें !' }).click();
    await page.getByLabel('ईमेल').fill('hindi.reader@example.com');
    await page.getByLabel('मोबाइल नंबर').fill('9811100011');
    await page.getByLabel('पासवर्ड').first().fill('Kesar#Mango-77');
    await page.getByRole('checkbox', { name: 'मैं अपने लिए या परिवार के किसी सदस्य के लिए जीवनसाथी खोजने हेतु पंजीकरण कर रहा/रही हूँ' }).check();
    await page.getByRole('checkbox', { name: 'मैं नियम और गोपनीयता नीति स्वीकार करता/करती हूँ' }).check();
    await page.getByRole('button', { name: 'पंजीकरण करें और भुगतान करें' }).click();
    await page.waitForURL('**/userdetails');
    const [row] = await e2e.running.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.mobileNumber, '9811100011'));
    expect(row?.language).toBe('hi');
    await page.context().close();
  });
});
