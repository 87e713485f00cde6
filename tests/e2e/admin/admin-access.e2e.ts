import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import {
  expectCookieSession,
  expectNoSessionCookie,
  sessionCookie,
  signInWithToken,
  tokensVisibleToScript,
} from '../support/session-cookies.js';
import { adminSessionToken, expectAdminToast, settled, signIn } from './admin-pages.js';
import { ADMIN_LOGIN, createMember } from './factories.js';
import { waitForAppMounted } from '../support/app-mounted.js';

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

  it('sends a visitor without an admin session from every admin screen to the login page', async () => {
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
    // The answer is held back until the pending state has been seen.
    let release = () => {};
    const pendingSeen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/login', async (route) => {
      await pendingSeen;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Loading...' }).waitFor();
    release();
    await expectAdminToast(page, expected.data.message as string);
    await page.unroute('**/api/admin/login');
    expect(await sessionCookie(page, 'admin')).toBeUndefined();
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
    // The session is in an httpOnly cookie, out of the page's scripts' reach.
    const token = await expectCookieSession(page, 'admin');
    await page.getByText('Total Users').waitFor();

    await page.goto('/admin');
    await page.waitForURL('**/admin/home');

    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await expectNoSessionCookie(page, 'admin');
    // The server revoked the session too: a copy of its token opens nothing.
    await expect.poll(async () => (await e2e.api('/admin/user/getDashboard', undefined, token)).success).toBe(false);

    await page.goto('/admin/userList');
    await page.waitForURL((url) => url.pathname === '/admin');
  });

  it("moves an older browser's stored admin token into the cookie, and signs it in", async () => {
    const token = await e2e.adminToken();
    const older = await e2e.newPage({ width: 360 });
    await older.goto('/admin');
    await older.locator('#admin-mobile').waitFor();
    await older.evaluate((value) => localStorage.setItem('adminToken', value), token);
    await older.reload();
    await older.waitForURL('**/admin/home');
    await older.getByText('Total Users').waitFor();
    expect(await expectCookieSession(older, 'admin')).toBe(token);
    await older.context().close();
  });

  it("never takes a member's session for an admin's: the admin area stays closed", async () => {
    e2e.allowBrowserErrors(
      /\/api\/admin\/session\/cookie: Failed to load resource: the server responded with a status of 401/,
      "an older browser's stored admin token is a member's, on purpose",
    );
    const member = await createMember(e2e, { firstName: 'Sonal', lastName: 'Kadam', gender: 'Female' });
    const visitor = await e2e.newPage({ width: 360 });
    // Signed in as a member: no admin screen opens.
    await signInWithToken(visitor, member.token);
    await visitor.goto('/admin/home');
    await visitor.waitForURL((url) => url.pathname === '/admin');
    // An older browser that kept the member's token where the admin's goes: the server does not
    // move it into the admin cookie, and it is forgotten.
    await visitor.evaluate((token) => localStorage.setItem('adminToken', token), member.token);
    await visitor.reload();
    await expect.poll(async () => (await tokensVisibleToScript(visitor)).stored).toEqual([null, null]);
    expect(await sessionCookie(visitor, 'admin')).toBeUndefined();
    await visitor.goto('/admin/home');
    await visitor.waitForURL((url) => url.pathname === '/admin');
    await visitor.context().close();
  });

  it('ends the session when the server revokes the token mid-visit', async () => {
    e2e.allowBrowserErrors(
      /\/api\/admin\/[\w/]+: Failed to load resource: the server responded with a status of 401/,
      'the test revokes the session under the open page',
    );
    await signIn(page);
    const token = await adminSessionToken(page);
    // Resetting the admin's password signs every one of its sessions out.
    await e2e.createAdmin(ADMIN_LOGIN.mobile, ADMIN_LOGIN.password);
    expect((await e2e.api('/admin/user/getDashboard', undefined, token!)).success).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'MENU' }).getByRole('link', { name: 'Pending Users' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    // The server's refusal took the dead session's cookie with it.
    expect(await sessionCookie(page, 'admin')).toBeUndefined();
  });

  it('starts sign-in again after a reload halfway, ending the session the password opened', async () => {
    e2e.allowBrowserErrors(
      /\/api\/admin\/[\w/]+: Failed to load resource: the server responded with a status of 401/,
      'the session the password opened is refused on the dashboard it is reloaded into',
    );
    const halfway = await e2e.newPage({ width: 360 });
    await halfway.goto('/admin');
    await waitForAppMounted(halfway);
    await halfway.locator('#admin-mobile').fill(ADMIN_LOGIN.mobile);
    await halfway.locator('#admin-password').fill(ADMIN_LOGIN.password);
    await halfway.getByRole('button', { name: 'Login' }).click();
    await halfway.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    const token = await adminSessionToken(halfway);
    await halfway.reload();
    await halfway.waitForURL((url) => url.pathname === '/admin');
    await halfway.locator('#admin-password').waitFor();
    await expectNoSessionCookie(halfway, 'admin');
    // Ended on the server too, not only forgotten here.
    expect(await e2e.api('/admin/twoStep/verify', { code: '000000' }, token!)).toMatchObject({
      success: false,
      data: { code: 'SESSION_EXPIRED' },
    });
    await halfway.context().close();
  });
});
