import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { expectNoSessionCookie } from '../support/session-cookies.js';
import { addPhoto, chooseFromAccountMenu, createMember, PASSWORD, signedInPage, toast } from './member-fixtures.js';
import { waitForAppMounted } from '../support/app-mounted.js';

/**
 * A read the signed-in page started before the session ended must not reach the server after
 * the token died there: it would come back 401 and look like a session ended elsewhere.
 */
describe('ending a session with a read under way', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E();
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  /**
   * Opens /home for a new onboarded member (its first reads made by the server, with the page),
   * follows the header's link to the interests page with that page's read held at the browser,
   * ends the session with `end`, and lets the read go on only once the server has ended the
   * session too; the page must then see no 401.
   */
  async function endWithReadHeld(firstName: string, end: (page: Page) => Promise<void>) {
    const member = await createMember(e2e, { firstName, lastName: 'Mali', gender: 'Female', dateOfBirth: '1995-05-05' });
    await addPhoto(e2e, member.token);
    // Wide: the header's links show on it.
    const page = await signedInPage(e2e, member.token, 1280);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    let hold: (route: Route) => void = () => undefined;
    const held = new Promise<Route>((resolve) => (hold = resolve));
    await page.goto('/home');
    await waitForAppMounted(page);
    await page.route('**/api/user/interests?*', (route) => hold(route), { times: 1 });
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^Interests/ })
      .click();
    const route = await held;
    await end(page);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await e2e.api('/user/info', undefined, member.token)).success).toBe(false);
    // The page has let go of the read, so the browser has nothing left to send: the read ends
    // without an answer, or with one that is not a refusal.
    await route.continue().catch(() => undefined);
    expect((await route.request().response())?.status()).not.toBe(401);
    expect(refused).toEqual([]);
    return { page, member };
  }

  it('signs out without a read reaching the server after the session was revoked', async () => {
    const { page } = await endWithReadHeld('Kiran', (page) => chooseFromAccountMenu(page, 'Sign out'));
    await expectNoSessionCookie(page);
  });

  it('deletes an account without a read reaching the server after it was gone', async () => {
    const { member } = await endWithReadHeld('Meera', async (page) => {
      await chooseFromAccountMenu(page, 'Delete Account');
      await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete Account' }).click();
      await toast(page, 'Account Deleted Successfully').waitFor();
    });
    expect((await e2e.api('/user/login', { mobileNumber: member.mobile, password: PASSWORD })).success).toBe(false);
  });
});
