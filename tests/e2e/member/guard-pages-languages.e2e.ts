import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { expectCookieSession } from '../support/session-cookies.js';
import { checkA11y, createMember, imageBuffer, registerAccount, signedInPage } from './member-fixtures.js';

const PROTECTED = [
  '/userdetails',
  '/userDetails',
  '/photoUpload',
  '/home',
  '/details',
  '/change',
  '/updateProfile',
  '/updatePhoto',
  '/favorite',
  '/contact',
  '/about',
  '/my-data',
];

describe('guard, public and static pages, languages', () => {
  let e2e: E2E;
  let token: string;

  beforeAll(async () => {
    e2e = await startE2E();
    const member = await createMember(e2e, { firstName: 'Vikas', lastName: 'Mali', gender: 'Male', dateOfBirth: '1993-02-02' });
    token = member.token;
    const form = new FormData();
    form.append('type', 'profilePhoto');
    form.append('file', new Blob([new Uint8Array(await imageBuffer('jpeg'))], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = (await (await fetch(`${e2e.baseUrl}/api/upload?token=${token}`, { method: 'POST', body: form })).json()) as {
      response_data: { url: string };
    };
    await e2e.api('/user/updateUser', { photoDetails: { profilePhoto: uploaded.response_data.url } }, token);
    await createMember(e2e, { firstName: 'Sneha', lastName: 'Mali', gender: 'Female', dateOfBirth: '1997-07-07' });
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it.each(PROTECTED)('sends a visitor without a token from %s to /auth', async (path) => {
    const page = await e2e.newPage();
    await page.goto(path);
    await page.waitForURL('**/auth');
    await page.context().close();
  });

  it('serves robots.txt, keeping crawlers off the API, the files and the back-office', async () => {
    const res = await fetch(`${e2e.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    for (const path of ['/api/', '/files/', '/admin']) expect(text).toContain(`Disallow: ${path}`);
  });

  it('validates forms on /auth without breaking the content security policy', async () => {
    const page = await e2e.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Login' }).first().click();
    await page
      .getByText(/required/i)
      .first()
      .waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  it('opens the public pages without a token', async () => {
    e2e.allowBrowserErrors(
      /\/assets\/[\w.-]+\.js: Failed to load resource: net::ERR_FAILED/,
      'the test blocks the scripts to show the landing page as the server sends it reads without them',
    );
    const page = await e2e.newPage();
    // The landing page reads before any script has run (rendered by the server)...
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('heading', { name: 'Your Journey to Love Begins Here' }).waitFor();
    await page.unroute('**/assets/*.js');
    // ...and with its own small script it is the same page.
    await page.goto('/');
    await page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Your Journey to Love Begins Here' }).waitFor();
    for (const name of ['Advanced Matchmaking', 'Verified Profiles', 'Comprehensive Search Filters', 'Safety & Security', 'Our Mission']) {
      await page.getByRole('heading', { name }).waitFor();
    }
    expect(await page.getByText('© 2025 Mali Vivah').count()).toBe(1);

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-auth-login-tab');
    await page.getByRole('link', { name: 'Sign Up !' }).click();
    await page.getByRole('button', { name: 'Register and Pay' }).waitFor();
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Forget Password' }).waitFor();
    // The tabs answer the keyboard as a tab list does: the arrows move between them, Enter opens one.
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Login');
    await page.getByRole('tab', { name: 'Login' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('auth-tab-signup');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('auth-tab-login');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Signup', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Register and Pay' }).waitFor();

    await page.goto('/validate');
    await page.waitForURL('**/auth');

    await page.goto('/payment');
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-payment-failed');

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-not-found');
    await page.context().close();
  });

  it('tells a member waiting for approval why no profiles are shown, in their language', async () => {
    const pendingToken = await registerAccount(e2e, { email: 'waiting@example.com', mobile: '9812300077' }, 'Kesar#Mango-77');
    const other = await createMember(e2e, { firstName: 'Ravi', lastName: 'Mali', gender: 'Male', dateOfBirth: '1992-03-03' });
    const saved = await e2e.api(
      '/user/updateUser',
      { userDetails: (await e2e.api('/user/info', undefined, other.token)).data.userDetails },
      pendingToken,
    );
    expect(saved.success).toBe(true);
    const form = new FormData();
    form.append('type', 'profilePhoto');
    form.append('file', new Blob([new Uint8Array(await imageBuffer('png'))], { type: 'image/png' }), 'me.png');
    const uploaded = (await (
      await fetch(`${e2e.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${pendingToken}` } })
    ).json()) as {
      response_data: { url: string };
    };
    await e2e.api('/user/updateUser', { photoDetails: { profilePhoto: uploaded.response_data.url } }, pendingToken);

    const page = await signedInPage(e2e, pendingToken);
    await page.goto('/home');
    await page.getByText('Your profile is waiting for approval.', { exact: false }).waitFor();
    expect(await page.locator('article').count()).toBe(0);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-home-pending-approval');
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    await page.getByText('आपकी प्रोफ़ाइल स्वीकृति की प्रतीक्षा में है', { exact: false }).waitFor();
    await e2e.screenshot(page, 'member-360-home-pending-approval-hi');
    await page.context().close();
  });

  it('puts the session the payment provider hands back into the cookie and goes home', async () => {
    const page = await e2e.newPage();
    await page.goto(`/payment?type=1&token=${encodeURIComponent(token)}`);
    await page.waitForURL('**/home');
    expect(await expectCookieSession(page)).toBe(token);
    await page.locator('article').first().waitFor();
    await page.context().close();
  });

  it('sends a signed-in member from /validate to the page their record calls for', async () => {
    const page = await signedInPage(e2e, token);
    await page.goto('/validate');
    await page.waitForURL('**/home');
    await page.context().close();
  });

  it.each([
    ['/contact', 'Contact Us', 'contact'],
    ['/about', 'About Us', 'about'],
    ['/terms', 'Terms & Conditions', 'terms'],
    ['/privacy_policy', 'Privacy Policy', 'privacy-policy'],
    ['/refund_policy', 'Refund Policy', 'refund-policy'],
  ])('shows %s with real content', async (path, heading, shot) => {
    const page = await signedInPage(e2e, token);
    await page.goto(path);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, `member-360-${shot}`);
    if (path === '/terms') {
      const text = await page.locator('main').innerText();
      for (const phrase of [
        '18 years',
        'unmarried, divorced, widowed or legally separated',
        'non-refundable',
        'laws of India',
        'courts of Pune',
      ]) {
        expect(text).toContain(phrase);
      }
      // Legal pages keep the reduced header even for an onboarded member.
      expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    }
    if (path === '/contact') {
      await page.getByRole('heading', { name: 'Get In Touch' }).waitFor();
      // Nothing configured here (SUPPORT_EMAIL, SUPPORT_PHONE): no address or number is invented.
      await page.getByText('Our support contacts are not published yet.', { exact: false }).waitFor();
      expect(await page.locator('a[href^="mailto:"], a[href^="tel:"]').count()).toBe(0);
    }
    await page.context().close();
  });

  it('switches to Hindi and Marathi from the header and remembers the choice', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    // The landing page arrives rendered by the server; its buttons work once the app has hydrated it.
    await page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'प्यार की आपकी यात्रा यहीं से शुरू होती है' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-landing-hi');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'लॉगिन' }).last().click();
    await page.getByText('यह फ़ील्ड आवश्यक है').first().waitFor();
    await e2e.screenshot(page, 'member-360-auth-hi');

    await page.getByRole('button', { name: /भाषा/ }).click();
    await page.getByRole('menuitem', { name: 'मराठी' }).click();
    await page.getByRole('button', { name: 'लॉगिन' }).last().waitFor();
    await page.getByText('हे क्षेत्र आवश्यक आहे').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'पुन्हा स्वागत आहे' }).waitFor();
    await e2e.screenshot(page, 'member-360-auth-mr');
    await page.goto('/emailVerification');
    await page.getByRole('heading', { name: 'पासवर्ड विसरलात' }).waitFor();
    await page.context().close();
  });

  it('shows the signed-in pages in Marathi', async () => {
    const page = await signedInPage(e2e, token);
    await page.addInitScript(() => localStorage.setItem('language', 'mr'));
    await page.goto('/home');
    await page.getByRole('heading', { name: 'तुमचा जोडीदार शोधा' }).waitFor();
    await page.getByRole('searchbox', { name: 'प्रोफाइल शोधा' }).waitFor();
    await page.locator('article').first().waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-home-mr');
    await page.locator('article').first().getByRole('link').click();
    await page.getByRole('heading', { name: 'वैयक्तिक तपशील' }).waitFor();
    await e2e.screenshot(page, 'member-360-details-mr');
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'नियम व अटी', level: 1 }).waitFor();
    expect(await page.locator('main').innerText()).toContain('पुणे');
    await e2e.screenshot(page, 'member-360-terms-mr');
    await page.context().close();
  });

  it('lays the landing page and home out for a desktop too', async () => {
    const page: Page = await signedInPage(e2e, token, 1280);
    await page.goto('/');
    await page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Your Journey to Love Begins Here' }).waitFor();
    // A signed-in member is offered their matches instead of a sign-in.
    await page.getByRole('main').getByRole('link', { name: 'Go to my matches' }).waitFor();
    await e2e.screenshot(page, 'member-1280-landing');
    await page.goto('/home');
    await page.locator('article').first().waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Favorite' }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-1280-home');
    await page.context().close();
  });
});
