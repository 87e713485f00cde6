import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addToAuthenticator, codeFromAuthenticator, hasAuthenticator } from '../support/authenticator.js';
import { sessionToken } from '../support/session-cookies.js';
import { ADMIN_LOGIN } from './factories.js';

/**
 * Signs in through the login form, as an administrator would, and waits for the dashboard: the
 * password, then the code from the authenticator (enrolling it the first time, from the key the
 * page shows, and going past the recovery codes).
 */
export async function signIn(page: Page, login = ADMIN_LOGIN): Promise<void> {
  await page.goto('/admin');
  await page.locator('#admin-mobile').fill(login.mobile);
  await page.locator('#admin-password').fill(login.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const server = new URL(page.url()).origin;
  if (hasAuthenticator(server, login.mobile)) {
    await page.locator('#second-step-authenticator').fill(await codeFromAuthenticator(server, login.mobile));
    await page.getByRole('button', { name: 'Verify' }).click();
  } else {
    await enrolInBrowser(page, login.mobile);
    await page.getByLabel('I have saved these codes').check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.waitForURL('**/admin/home');
  // Each of the dashboard's three reads has arrived (its card shows): no call made in this session
  // is still on its way, to be refused by a test that ends the session next.
  await page.getByText('Total Users').waitFor();
  await page.getByText('Profiles to review').waitFor();
  await page.getByText('Waiting profiles with a possible duplicate').waitFor();
}

/** On the enrolment screen: adds the shown key to the authenticator and confirms its first code. */
export async function enrolInBrowser(page: Page, mobile: string): Promise<void> {
  const secret = await page.getByTestId('totp-secret').innerText();
  const server = new URL(page.url()).origin;
  addToAuthenticator(server, mobile, secret);
  await page.locator('#second-step-authenticator').fill(await codeFromAuthenticator(server, mobile));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
}

/** The toast (notistack) with this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('#notistack-snackbar', { hasText: text }).first();
}

/** Admin toasts sit at the top right of the window and close by themselves soon after. */
export async function expectAdminToast(page: Page, text: string): Promise<void> {
  const shown = page.locator('.notistack-MuiContent', { hasText: text }).first();
  await shown.waitFor();
  // Measured once it has slid into place.
  await settled(page);
  const box = await shown.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.y).toBeLessThan(120);
  expect(box!.x + box!.width).toBeGreaterThan(width * 0.9);
  // Phones give toasts the full width; wider screens keep them in the right-hand corner.
  if (width >= 600) expect(box!.x).toBeGreaterThan(width / 2);
  await shown.waitFor({ state: 'detached', timeout: 4000 });
}

/** The admin session the page's browser holds in its cookie, as a token for the API; null without one. */
export function adminSessionToken(page: Page): Promise<string | null> {
  return sessionToken(page, 'admin');
}

/** One action button per listed user, in table rows and phone cards alike. */
export function rowMenus(page: Page) {
  return page.getByRole('main').getByRole('button', { name: /^Actions for / });
}

/** Opens the row menu of the user with this name and picks an item. */
export async function rowAction(page: Page, name: string, item: 'View Profile' | 'Edit' | 'Delete'): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Opens the sidebar and chooses one of its items. */
export async function openFromMenu(
  page: Page,
  item: 'Dashboard' | 'All Users' | 'Pending Users' | 'Reports' | 'Activity' | 'Payments',
): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'MENU' }).getByRole('link', { name: item }).click();
}

/** Waits for menus, drawers and dialogs to finish moving, so checks see them as a person would. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
