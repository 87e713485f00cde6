import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { sessionCookie } from '../support/session-cookies.js';
import { createMember, imageBuffer, signedInPage, tickConsent, toast, uniqueContact } from './member-fixtures.js';

/** When calls fail or the session ends under the member, the app says so and offers a way on. */
describe('failures the member is told about', () => {
  let e2e: E2E;
  let viewer: { mobile: string; email: string; token: string };

  async function onboardedViewer(): Promise<{ mobile: string; email: string; token: string }> {
    const member = await createMember(e2e, { firstName: 'Sagar', lastName: 'Mali', gender: 'Male', dateOfBirth: '1991-01-01' });
    const form = new FormData();
    form.append('type', 'profilePhoto');
    form.append('file', new Blob([new Uint8Array(await imageBuffer('jpeg'))], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = (await (
      await fetch(`${e2e.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${member.token}` } })
    ).json()) as { response_data: { url: string } };
    await e2e.api('/user/updateUser', { photoDetails: { profilePhoto: uploaded.response_data.url } }, member.token);
    return member;
  }

  async function home(token: string, width = 360): Promise<Page> {
    const page = await signedInPage(e2e, token, width);
    await page.goto('/home');
    await expect.poll(() => page.locator('article').count(), { timeout: 15_000 }).toBe(10);
    return page;
  }

  beforeAll(async () => {
    e2e = await startE2E();
    for (let i = 0; i < 12; i += 1) {
      await createMember(e2e, {
        firstName: `Asha${String.fromCharCode(97 + i)}`,
        lastName: 'Mali',
        gender: 'Female',
        dateOfBirth: '1996-06-06',
      });
    }
    viewer = await onboardedViewer();
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('keeps the cards and says so when Load more fails, and lets the member try again', async () => {
    e2e.allowBrowserErrors(
      /\/api\/user\/getProfile: Failed to load resource: net::ERR_FAILED/,
      'the test makes the listing call fail on purpose',
    );
    const page = await home(viewer.token);
    await page.route('**/api/user/getProfile', (route) => route.abort());
    await page.getByRole('button', { name: 'Load more' }).click();
    await toast(page, 'Something went wrong').waitFor();
    expect(await page.locator('article').count()).toBe(10);
    await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).first().waitFor();
    await e2e.screenshot(page, 'member-360-home-load-more-failed');
    await page.unroute('**/api/user/getProfile');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => page.locator('article').count()).toBeGreaterThan(10);
    await page.context().close();
  });

  it('loses a toast whose code cannot be fetched, and keeps the page working', async () => {
    e2e.allowBrowserErrors(
      /\/(api\/user\/getProfile|assets\/toast-provider-[\w-]+\.js): Failed to load resource: net::ERR_FAILED/,
      "the test cuts the listing call and the toasts' code on purpose",
    );
    const page = await home(viewer.token);
    // Toasts load with the first one; the connection drops just then.
    await page.route('**/assets/toast-provider-*.js', (route) => route.abort());
    await page.route('**/api/user/getProfile', (route) => route.abort());
    const toastCodeLost = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/toast-provider-'));
    await page.getByRole('button', { name: 'Load more' }).click();
    await toastCodeLost;
    // Both failures dealt with: the button that met them is ready for another try.
    await expect.poll(() => page.getByRole('button', { name: 'Load more' }).isEnabled()).toBe(true);
    expect(await page.locator('#notistack-snackbar').count()).toBe(0);
    await page.unroute('**/assets/toast-provider-*.js');
    // The page works on: with the listing back, Load more brings the next cards.
    await page.unroute('**/api/user/getProfile');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => page.locator('article').count()).toBeGreaterThan(10);
    await page.context().close();
  });

  it('closes the filter dialog on Escape without dropping the applied filter', async () => {
    const page = await home(viewer.token, 1280);
    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter profiles' });
    await dialog.getByLabel('23 to 27 years').check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const chip = page.getByText('Age 23-27', { exact: false });
    await chip.first().waitFor();
    await page.getByRole('button', { name: 'Filter' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await chip.count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('sends a member whose session was ended elsewhere to sign in, and says why', async () => {
    e2e.allowBrowserErrors(
      /\/api\/user\/[\w/]+: Failed to load resource: the server responded with a status of 401/,
      'the test ends the session on the server under the open page',
    );
    const member = await onboardedViewer();
    const page = await home(member.token);
    // Signed out on another device (or expired): the token no longer works.
    await e2e.api('/user/logout', {}, member.token);
    await page.getByRole('searchbox', { name: 'Search Profile' }).fill('Asha');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/auth');
    await page.getByText('Your session has ended, please sign in again').waitFor();
    // The server's refusal took the dead session's cookie with it.
    expect(await sessionCookie(page)).toBeUndefined();
    await e2e.screenshot(page, 'member-360-session-ended');
    await page.context().close();
  });

  it('names the field that is taken when sign-up fails', async () => {
    e2e.allowBrowserErrors(
      /\/api\/user\/create: Failed to load resource: the server responded with a status of 409/,
      'the test signs up with a number and an email that are taken',
    );
    const page = await e2e.newPage();
    await page.goto('/auth?tab=signup');
    await page.getByLabel('Email').fill(viewer.email);
    await page.getByLabel('Mobile Number', { exact: false }).fill(uniqueContact('fresh').mobile);
    await page.getByLabel('Password', { exact: false }).first().fill('Kesar#Mango-77');
    await tickConsent(page);
    await page.getByRole('button', { name: 'Register and Pay' }).click();
    await toast(page, 'Email already exist please try with login').waitFor();
    await page.getByLabel('Email').fill(uniqueContact('fresh').email);
    await page.getByLabel('Mobile Number', { exact: false }).fill(viewer.mobile);
    await page.getByRole('button', { name: 'Register and Pay' }).click();
    await toast(page, 'Mobile number already exist please try with login').waitFor();
    await page.context().close();
  });
});
