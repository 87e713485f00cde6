import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { inject } from 'vitest';
import { upsertAdmin } from '../../../src/server/admin/admins.js';
import { loadConfig } from '../../../src/server/config.js';
import { openPglite } from '../../../src/server/db/client.js';
import { DEFAULT_WEB_ROOT, startServer, type Running } from '../../../src/server/start.js';
import { CHECK_ANSWERS } from '../../../src/web/lib/answer-check.js';
import { startMailReceiver, type MailReceiver } from '../../support/mail-receiver.js';
import { verificationMailTo } from '../../support/verification-mail.js';
import { axeViolations } from './axe.js';
import { addToAuthenticator, codeFromAuthenticator, forgetAuthenticators, hasAuthenticator } from './authenticator.js';
import { launchBrowser } from './browser.js';
import { allowBrowserErrors, recordBrowserError, takeBrowserErrors } from './browser-errors.js';
import { waitForAppMounted } from './app-mounted.js';

const ROOT = new URL('../../../', import.meta.url).pathname;
const SCREENSHOTS = join(ROOT, 'test-results/screenshots');
/**
 * The walks photograph their screens only when asked (`E2E_SCREENSHOTS=1`): a full-page picture
 * costs a third of a second of a busy machine, some four hundred a run, and no test reads them.
 * `npm run screens` photographs every page in every language for a look or a comparison.
 */
const PHOTOGRAPH = process.env.E2E_SCREENSHOTS === '1';

const ADMIN = { mobile: '9000000009', password: 'Back#Office2026' };

export interface E2E {
  baseUrl: string;
  browser: Browser;
  mail: MailReceiver;
  dataDir: string;
  running: Running;
  /** Calls the real API; answers the parsed JSON (also for 4xx). */
  // Answers are checked field by field in the specs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  api(path: string, body?: unknown, token?: string): Promise<any>;
  /** Creates (or resets) an admin in the running server's database. */
  createAdmin(mobile: string, password: string): Promise<void>;
  /** A signed-in token of the default admin (created on first use, enrolled in two-step sign-in). */
  adminToken(): Promise<string>;
  /** Completes an admin's sign-in after the password: enrols (remembering the secret) or answers the code. */
  secondStep(mobile: string, halfToken: string): Promise<string>;
  /** Verifies a member's email with the code from the mail registration sent, as the member would. */
  verifyEmail(email: string, token: string): Promise<void>;
  /** Approves a member through the admin API. */
  approve(mobileNumber: string): Promise<void>;
  /** A fresh browser context's page; `locale` sets the browser's language (and its Accept-Language). */
  newPage(options?: { width?: number; height?: number; locale?: string; javaScript?: boolean }): Promise<Page>;
  /** Saves a full-page picture under test-results/screenshots when E2E_SCREENSHOTS=1. */
  screenshot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void>;
  checkA11y(page: Page): Promise<void>;
  /**
   * Lets browser errors matching `pattern` pass for the rest of the running test (a request the
   * test makes fail on purpose is logged by Chromium as an error); `reason` says why it is expected.
   */
  allowBrowserErrors(pattern: RegExp, reason: string): void;
  stop(): Promise<void>;
}

/**
 * The real product for a spec file: a fresh data directory whose embedded PGlite starts from the
 * run's migrated image (tests/support/pglite-global-setup.ts: a new one would spend seconds in
 * initdb), the built web app, a real SMTP receiver for mail and Debian's Chromium. With `admin`,
 * the admin is created (with its name when given) before the server starts, by the function the
 * `npm run admin:create` command runs (whose own test runs the command). `env` overrides
 * configuration (ANNUAL_FEE_INR, for example).
 */
export async function startE2E(
  options: { admin?: { mobile: string; password: string; name?: string }; env?: Record<string, string> } = {},
): Promise<E2E> {
  if (!existsSync(join(DEFAULT_WEB_ROOT, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mv-e2e-'));
  const database = await openPglite(join(dataDir, 'db'), new Blob([await readFile(inject('pgliteImage'))]));
  if (options.admin) await upsertAdmin(database.db, options.admin.mobile, options.admin.password, options.admin.name);
  const mail = await startMailReceiver();
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SMTP_URL: mail.url, ...options.env });
  const running = await startServer(config, { rateLimits: false, database });
  const browser = await launchBrowser();
  const baseUrl = running.url.replace('localhost', '127.0.0.1');
  forgetAuthenticators(baseUrl);
  let adminToken: string | undefined;
  const tokenLeaks: string[] = [];

  const api: E2E['api'] = async (path, body, token) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json();
  };

  const e2e: E2E = {
    baseUrl,
    browser,
    mail,
    dataDir,
    running,
    api,
    async createAdmin(mobile, password) {
      await upsertAdmin(running.database.db, mobile, password);
    },
    async adminToken() {
      if (adminToken) return adminToken;
      await upsertAdmin(running.database.db, ADMIN.mobile, ADMIN.password);
      const login = await api('/admin/login', { mobileNumber: ADMIN.mobile, password: ADMIN.password });
      if (!login.success) throw new Error(`admin login failed: ${JSON.stringify(login)}`);
      adminToken = await e2e.secondStep(ADMIN.mobile, login.data.token as string);
      return adminToken;
    },
    async secondStep(mobile, halfToken) {
      let done;
      if (hasAuthenticator(baseUrl, mobile)) {
        done = await api('/admin/twoStep/verify', { code: await codeFromAuthenticator(baseUrl, mobile) }, halfToken);
      } else {
        const enrolment = await api('/admin/twoStep/enrol', {}, halfToken);
        if (!enrolment.success) throw new Error(`enrolment failed: ${JSON.stringify(enrolment)}`);
        addToAuthenticator(baseUrl, mobile, enrolment.data.secret as string);
        done = await api('/admin/twoStep/confirm', { code: await codeFromAuthenticator(baseUrl, mobile) }, halfToken);
      }
      if (!done.success) throw new Error(`second step failed: ${JSON.stringify(done)}`);
      return done.data.token as string;
    },
    async verifyEmail(email, token) {
      const { code } = await verificationMailTo(mail, email);
      const verified = await api('/user/verifyEmail', { code }, token);
      if (!verified.success) throw new Error(`email verification failed: ${JSON.stringify(verified)}`);
    },
    async approve(mobileNumber) {
      const result = await api('/admin/user/update', { mobileNumber, status: 'ACTIVE' }, await e2e.adminToken());
      if (!result.success) throw new Error(`approval failed: ${JSON.stringify(result)}`);
    },
    async newPage({ width = 360, height = 780, locale = 'en-IN', javaScript = true } = {}) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height }, locale, javaScriptEnabled: javaScript });
      // The web apps keep the session in a cookie and never put a token in an address, which would
      // end up in history, logs and shared links. SPEC's payment-return address is the one page that carries one.
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.searchParams.has('token') && url.pathname !== '/payment') tokenLeaks.push(request.url());
      });
      // Every answer the page receives is checked against its endpoint's schema: a wrong shape is a
      // console error, which fails the test that met it.
      await context.addInitScript(`globalThis.${CHECK_ANSWERS} = true;`);
      const page = await context.newPage();
      if (javaScript) waitForTheAppOnEveryLoad(page, new URL(baseUrl).origin);
      page.on('console', (message) => {
        // A failed request's message does not name the request; its location does.
        if (message.type() === 'error')
          recordBrowserError(`console.error on ${page.url()} from ${message.location().url}: ${message.text()}`);
      });
      page.on('pageerror', (error) => recordBrowserError(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`));
      return page;
    },
    async screenshot(page, name, { fullPage = true } = {}) {
      if (!PHOTOGRAPH) return;
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
    },
    async checkA11y(page) {
      const seriousNow = async () => (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      let serious = await seriousNow();
      // A colour measured while it changes (a button easing to its colours as the page goes live, on
      // a busy machine) is no violation if it passes once the page is still: a real one stays.
      if (serious.length > 0 && serious.every((v) => v.id === 'color-contrast')) {
        await page.evaluate(async () => {
          // Until a few frames pass with no transition running: one may start as another ends.
          for (let round = 0; round < 5; round += 1) {
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            const running = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
            if (running.length === 0) return;
            await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
          }
        });
        serious = await seriousNow();
      }
      if (serious.length > 0) {
        const lines = serious.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})`);
        throw new Error(`Accessibility violations on ${page.url()}:\n${lines.join('\n')}`);
      }
    },
    allowBrowserErrors,
    async stop() {
      // Errors while a file set itself up (or tore down) belong to no test: they fail the file.
      const unclaimed = takeBrowserErrors();
      await browser.close().catch(() => {});
      await running.close();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (tokenLeaks.length > 0) throw new Error(`The web app put a token in an address: ${tokenLeaks.slice(0, 3).join(', ')}`);
      if (unclaimed.length > 0) throw new Error(`The browser reported errors outside the tests:\n${unclaimed.join('\n')}`);
    },
  };
  return e2e;
}

/**
 * Every page is drawn by the server and then hydrated: a button does nothing until the app is live.
 * A reader waits for a page to be ready before using it, so `goto` and `reload` return once the app
 * has taken the page over (`html[data-app=mounted]`). The moments before it, and the forms that
 * work without the script, have their own tests (member/server-rendered.e2e.ts).
 */
function waitForTheAppOnEveryLoad(page: Page, appOrigin: string): void {
  // A test that holds the scripts back (to see a page as the server sends it) cuts a script's
  // request: that document's app never starts, so the wait for it ends there, not at the deadline.
  let cut = (): void => undefined;
  let scriptCut = Promise.resolve();
  const watchForCutScripts = () => {
    scriptCut = new Promise((resolve) => (cut = resolve));
  };
  page.on('requestfailed', (request) => {
    // A test's cut fails the request; a document the app reloads (a language chosen before the
    // server knew of it) only abandons its own scripts (ERR_ABORTED), and the wait goes on in the next.
    if (request.resourceType() === 'script' && request.failure()?.errorText !== 'net::ERR_ABORTED') cut();
  });
  const live = async (loaded: Response | null): Promise<Response | null> => {
    if (!loaded || !/text\/html/.test(loaded.headers()['content-type'] ?? '')) return loaded;
    // Another site's page (a test's stand-in for one) has no app to wait for.
    if (new URL(loaded.url()).origin !== appOrigin) return loaded;
    // A page may send itself on before the app starts (a language chosen before the cookie held
    // it reloads the page in that language): the wait goes on in the next document.
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const mounted = waitForAppMounted(page, {
        timeout: Math.max(1, deadline - Date.now()),
      }).then(
        () => 'mounted' as const,
        () => 'not yet' as const,
      );
      const outcome = await Promise.race([mounted, scriptCut.then(() => 'cut' as const)]);
      if (outcome !== 'not yet') break;
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
    }
    return loaded;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // `waitUntil: 'commit'` asks for the page before its script: not waited for.
  page.goto = async (...args) => {
    if (args[1]?.waitUntil === 'commit') return goto(...args);
    watchForCutScripts();
    return live(await goto(...args));
  };
  page.reload = async (...args) => {
    watchForCutScripts();
    return live(await reload(...args));
  };
}
