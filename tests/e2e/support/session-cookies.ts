import type { Cookie, Page } from 'playwright-core';
import { expect } from 'vitest';
import { COOKIE_TRANSPORT, CSRF_COOKIE, SESSION_COOKIE, SESSION_TRANSPORT_HEADER } from '../../../src/contract/session-cookie.js';

/**
 * The web app keeps its session in httpOnly cookies (docs/decisions/0030-session-cookie.md). A
 * signed-in page in these tests holds them as a browser would: set by the server's own answer,
 * received through the page's context, whose cookie jar `page.request` shares.
 */

type Side = 'member' | 'admin';

/**
 * Signs the page's browser in with a token the API issued, the way the app moves an older
 * browser's stored token over: the token as Bearer to the move-over call, asking for the cookie.
 */
export async function signInWithToken(page: Page, token: string, side: Side = 'member'): Promise<void> {
  const moved = await page.request.post(side === 'admin' ? '/api/admin/session/cookie' : '/api/user/session/cookie', {
    headers: { authorization: `Bearer ${token}`, [SESSION_TRANSPORT_HEADER]: COOKIE_TRANSPORT },
    data: {},
  });
  if (!moved.ok()) throw new Error(`moving the ${side} session into the cookie failed: ${moved.status()} ${await moved.text()}`);
}

/** The httpOnly session cookie of `side` the page's browser holds, with its attributes. */
export async function sessionCookie(page: Page, side: Side = 'member'): Promise<Cookie | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE[side]);
}

/** The session token in the browser's cookie of `side`, to call the API as that session; null without one. */
export async function sessionToken(page: Page, side: Side = 'member'): Promise<string | null> {
  return (await sessionCookie(page, side))?.value ?? null;
}

/** Waits until the browser no longer holds a session cookie of `side` (a sign-out's answer clears it). */
export async function expectNoSessionCookie(page: Page, side: Side = 'member'): Promise<void> {
  await expect.poll(async () => (await sessionCookie(page, side)) === undefined).toBe(true);
}

/**
 * What of a session the page's own script could reach: the tokens an older version of the app
 * kept in storage, and the cookies `document.cookie` shows (the csrf cookie, never the session).
 */
export async function tokensVisibleToScript(page: Page): Promise<{ stored: (string | null)[]; cookies: string }> {
  const [stored, cookies] = await page.evaluate(
    () => [[localStorage.getItem('token'), localStorage.getItem('adminToken')], document.cookie] as const,
  );
  return { stored: [...stored], cookies };
}

/** The session cookie is out of scripts' reach and not sent with other sites' posts; no token is stored. */
export async function expectCookieSession(page: Page, side: Side = 'member'): Promise<string> {
  const cookie = await sessionCookie(page, side);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect((await page.context().cookies()).find((each) => each.name === CSRF_COOKIE[side])).toMatchObject({ httpOnly: false });
  const visible = await tokensVisibleToScript(page);
  expect(visible.stored).toEqual([null, null]);
  expect(visible.cookies).not.toContain(`${SESSION_COOKIE[side]}=`);
  expect(visible.cookies).not.toContain(cookie!.value);
  return cookie!.value;
}
