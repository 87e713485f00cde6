import { unzipSync } from 'fflate';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import {
  expectCookieSession,
  expectNoSessionCookie,
  sessionCookie,
  sessionToken,
  tokensVisibleToScript,
} from '../support/session-cookies.js';
import { addPhoto, chooseFromAccountMenu, createMember, PASSWORD } from './member-fixtures.js';
import { waitForAppMounted } from '../support/app-mounted.js';

/**
 * The member's session lives in an httpOnly, SameSite=Lax cookie (docs/decisions/0030-session-cookie.md):
 * no script on the page can carry it away, and other sites cannot act with it.
 */
describe('the session cookie', () => {
  let e2e: E2E;
  let member: { mobile: string; token: string };

  beforeAll(async () => {
    e2e = await startE2E();
    member = await createMember(e2e, { firstName: 'Savita', lastName: 'Mali', gender: 'Female', dateOfBirth: '1995-07-07' });
    await addPhoto(e2e, member.token);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  async function signInThroughForm(page: Page): Promise<void> {
    await page.goto('/auth');
    await waitForAppMounted(page);
    await page.getByLabel('Mobile Number').fill(member.mobile);
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  }

  it('signing in leaves the session in an httpOnly, SameSite=Lax cookie, and no token a script can read', async () => {
    const page = await e2e.newPage();
    await signInThroughForm(page);
    const token = await expectCookieSession(page);
    // The cookie is the member's session itself.
    expect((await e2e.api('/user/info', undefined, token)).data.mobileNumber).toBe(member.mobile);
    // A reload is drawn signed in by the server, from the cookie alone.
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.context().close();
  });

  it('moves an older browser’s stored token into the cookie, once', async () => {
    const page = await e2e.newPage();
    const moves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/session/cookie')) moves.push(request.method());
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Login', exact: true }).first().waitFor();
    await page.evaluate((token) => localStorage.setItem('token', token), member.token);
    // The next page the app starts on hands the token over and is drawn again, signed in.
    await page.reload();
    await page.getByRole('link', { name: 'Go to my matches' }).waitFor();
    expect(moves).toEqual(['POST']);
    expect(await expectCookieSession(page)).toBe(member.token);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(moves).toEqual(['POST']);
    await page.context().close();
  });

  it('forgets a stored token the server turns down, and stays signed out', async () => {
    e2e.allowBrowserErrors(
      /\/api\/user\/session\/cookie: Failed to load resource: the server responded with a status of 401/,
      'the stored token is one the server never issued',
    );
    const page = await e2e.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'mvu_not-a-session-of-ours'));
    await page.reload();
    await expect.poll(async () => (await tokensVisibleToScript(page)).stored).toEqual([null, null]);
    await page.getByRole('link', { name: 'Login', exact: true }).first().waitFor();
    expect(await sessionCookie(page)).toBeUndefined();
    await page.context().close();
  });

  it('signing out clears the cookie, and the server ends the session', async () => {
    const page = await e2e.newPage();
    await signInThroughForm(page);
    const token = await sessionToken(page);
    await chooseFromAccountMenu(page, 'Sign out');
    await page.waitForURL((url) => url.pathname === '/');
    await expectNoSessionCookie(page);
    expect(await page.evaluate(() => document.cookie)).not.toContain('mv-csrf=');
    expect((await e2e.api('/user/info', undefined, token!)).success).toBe(false);
    // Drawn again by the server, the page is signed out.
    await page.goto('/home');
    await page.waitForURL('**/auth');
    await page.context().close();
  });

  describe('a form another page posts to the API with the member’s cookie', () => {
    let evil: Server;
    let evilPort: number;

    beforeAll(async () => {
      // A page elsewhere that makes the visitor's browser post to the app as soon as it opens.
      evil = createServer((_request, response) => {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(
          `<!doctype html><title>Win a prize</title>
          <form method="post" action="${e2e.baseUrl}/api/user/language"><input name="language" value="hi"></form>
          <script>document.forms[0].submit()</script>`,
        );
      });
      await new Promise<void>((resolve) => evil.listen(0, resolve));
      evilPort = (evil.address() as AddressInfo).port;
    });

    afterAll(async () => {
      await new Promise((resolve) => evil?.close(resolve));
    });

    /** The language the member's mails go out in, from their data download. */
    async function savedLanguage(): Promise<string> {
      const response = await fetch(`${e2e.baseUrl}/api/user/myData`, { headers: { authorization: `Bearer ${member.token}` } });
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      return (JSON.parse(new TextDecoder().decode(files['profile.json'])) as { account: { language: string } }).account.language;
    }

    /** Opens the other page in a browser signed in to the app; answers the post's status and whether the cookie went with it. */
    async function postFrom(origin: string): Promise<{ status: number; cookieSent: boolean }> {
      const page = await e2e.newPage();
      await signInThroughForm(page);
      const posted = page.waitForRequest((request) => request.url().endsWith('/api/user/language') && request.method() === 'POST');
      await page.goto(`${origin}/`);
      const request = await posted;
      const response = await request.response();
      const cookieSent = (await request.allHeaders()).cookie?.includes('mv-session=') ?? false;
      await page.context().close();
      return { status: response?.status() ?? 0, cookieSent };
    }

    it('from another site: the browser keeps the cookie back, and nothing changes', async () => {
      e2e.allowBrowserErrors(
        /\/api\/user\/language: Failed to load resource: the server responded with a status of 401/,
        'the other site’s post reaches the API without a session',
      );
      const before = await savedLanguage();
      expect(before).toBe('en');
      const { status, cookieSent } = await postFrom(`http://localhost:${evilPort}`);
      expect(cookieSent).toBe(false);
      expect(status).toBe(401);
      expect(await savedLanguage()).toBe(before);
    });

    it('from another origin of the same site: the cookie goes along, the server refuses the post, nothing changes', async () => {
      e2e.allowBrowserErrors(
        /\/api\/user\/language: Failed to load resource: the server responded with a status of 403/,
        'the server refuses the other origin’s post',
      );
      const before = await savedLanguage();
      expect(before).toBe('en');
      const { status, cookieSent } = await postFrom(`http://127.0.0.1:${evilPort}`);
      expect(cookieSent).toBe(true);
      expect(status).toBe(403);
      expect(await savedLanguage()).toBe(before);
    });
  });
});
