import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { expectAdminToast, settled, signIn, storedAdminToken, toast } from './admin-pages.js';
import { ADMIN_LOGIN, createMember } from './factories.js';

const GUARDED = ['/admin/home', '/admin/userList', '/admin/pendingUsers', '/admin/userInfo'];

/** Who gets into the admin area and who does not: the login form, the guard, sign-out. */
describe('admin access', () => {
  let e2e: E2E;
  let page: Page;

  beforeAll(async () => {
    // The administrator is created as `npm run admin:create` creates one (the command has its own test).
    e2e = await startE2E({ admin: ADMIN_LOGIN });
    page = await e2e.newPage({ width: 360 });
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('sends a visitor without the admin token from every admin screen to the login page', async () => {
    for (const path of GUARDED) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.locator('#admin-mobile').waitFor();
    }
  });

  it('shows plain "not found" for an unknown admin path', async () => {
    await page.goto('/admin/no-such-screen');
    await expect.poll(() => page.getByRole('main').innerText()).toBe('not found');
    await settled(page);
    await e2e.checkA11y(page);
    await e2e.screenshot(page, 'admin-360-not-found');
  });

  it('checks the login form only after a field is left, with the messages of SPEC', async () => {
    await page.goto('/admin');
    const mobile = page.locator('#admin-mobile');
    const password = page.locator('#admin-password');
    await mobile.waitFor();
    await settled(page);
    await e2e.checkA11y(page);
    await e2e.screenshot(page, 'admin-360-login');

    await mobile.fill('98');
    // Still typing: nothing is said yet.
    expect(await page.getByText('mobile no must be 10 number').count()).toBe(0);
    await password.focus();
    await page.getByText('mobile no must be 10 number').waitFor();

    await mobile.fill('');
    await page.getByText('This field is required').first().waitFor();
    await mobile.fill('98765abcde');
    await page.getByText('The value must be a number').waitFor();

    // The box itself takes no more than ten characters.
    await mobile.fill('');
    await mobile.pressSequentially('987654321012345');
    expect(await mobile.inputValue()).toBe('9876543210');

    await password.fill('short');
    await mobile.focus();
    await page.getByText('Password must be 8 characters long').waitFor();
    await settled(page);
    await e2e.checkA11y(page);
    await e2e.screenshot(page, 'admin-360-login-errors');
  });

  it("shows the server's own message when the password is wrong, and Loading... while it waits", async () => {
    e2e.allowBrowserErrors(
      /\/api\/admin\/login: Failed to load resource: the server responded with a status of 401/,
      'the test signs in with a wrong password on purpose',
    );
    const expected = await e2e.api('/admin/login', { mobileNumber: ADMIN_LOGIN.mobile, password: 'Wrong@1234' });
    expect(expected.success).toBe(false);

    await page.goto('/admin');
    await page.locator('#admin-mobile').fill(ADMIN_LOGIN.mobile);
    await page.locator('#admin-password').fill('Wrong@1234');
    // Hold the answer back a moment so the pending state can be seen.
    await page.route('**/api/admin/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Loading...' }).waitFor();
    await expectAdminToast(page, expected.data.message as string);
    await page.unroute('**/api/admin/login');
    expect(await storedAdminToken(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });

  it('puts the toast in the top right corner on a desktop', async () => {
    e2e.allowBrowserErrors(
      /\/api\/admin\/login: Failed to load resource: the server responded with a status of 401/,
      'the toast shown is the wrong-password one',
    );
    const desktop = await e2e.newPage({ width: 1280, height: 800 });
    await desktop.goto('/admin');
    await desktop.locator('#admin-mobile').fill(ADMIN_LOGIN.mobile);
    await desktop.locator('#admin-password').fill('Wrong@1234');
    await desktop.getByRole('button', { name: 'Login' }).click();
    await expectAdminToast(desktop, 'Incorrect Mobile Number or Password');
    await settled(desktop);
    await e2e.checkA11y(desktop);
    await e2e.screenshot(desktop, 'admin-1280-login');
    await desktop.context().close();
  });

  it('signs in, keeps a signed-in admin away from the login form, and signs out for real', async () => {
    await signIn(page);
    const token = await storedAdminToken(page);
    expect(token).toBeTruthy();
    await page.getByText('Total Users').waitFor();

    await page.goto('/admin');
    await page.waitForURL('**/admin/home');

    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(await storedAdminToken(page)).toBeNull();
    // The server revoked the token too: a copy of it opens nothing.
    await expect.poll(async () => (await e2e.api('/admin/user/getDashboard', undefined, token!)).success).toBe(false);

    await page.goto('/admin/userList');
    await page.waitForURL((url) => url.pathname === '/admin');
  });

  it("never takes a member's token for an admin's: the server refuses it and the admin area closes", async () => {
    e2e.allowBrowserErrors(
      /\/api\/admin\/[\w/]+: Failed to load resource: the server responded with a status of 401/,
      "the admin calls are made with a member's token on purpose",
    );
    const member = await createMember(e2e, { firstName: 'Sonal', lastName: 'Kadam', gender: 'Female' });
    await page.goto('/admin');
    await page.evaluate((token) => localStorage.setItem('adminToken', token), member.token);
    await page.goto('/admin/home');
    await page.waitForURL((url) => url.pathname === '/admin');
    await toast(page, 'Your session has ended. Please log in again.').waitFor();
    expect(await storedAdminToken(page)).toBeNull();
  });

  it('ends the session when the server revokes the token mid-visit', async () => {
    e2e.allowBrowserErrors(
      /\/api\/admin\/[\w/]+: Failed to load resource: the server responded with a status of 401/,
      'the test revokes the session under the open page',
    );
    await signIn(page);
    const token = await storedAdminToken(page);
    // Resetting the admin's password signs every one of its sessions out.
    await e2e.createAdmin(ADMIN_LOGIN.mobile, ADMIN_LOGIN.password);
    expect((await e2e.api('/admin/user/getDashboard', undefined, token!)).success).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'MENU' }).getByRole('link', { name: 'Pending Users' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(await storedAdminToken(page)).toBeNull();
  });
});
