/**
 * `npm run screens`: full-page screenshots of every member and admin page, at 360x780 and
 * 1280x800, in English, Hindi and Marathi, and the comparison of two such sets: whether the pages
 * still show the same pixels after a change to how they are made.
 *
 *   npm run screens -- --out DIR [--root CHECKOUT | --base URL --data-dir DIR] [--storage-token]
 *                      [--no-script] [--only home,details] [--languages en,hi] [--widths 360]
 *   npm run screens -- --compare BEFORE_DIR AFTER_DIR --out DIFF_DIR
 *
 * Shooting starts the product from a fresh data directory (PGlite), as bench/lighthouse.ts does,
 * and makes its people through the API as people would: a member who views, women with photos,
 * one member waiting for review, an interest each way and one returned, a favourite, a report, a
 * complaint and a payment taken at the office. `--root` starts another checkout of the product
 * (its own bench/server.ts, built beforehand) instead of this one; `--base` uses a server already
 * running, whose data directory (`--data-dir`, for the mails it writes) and admin (bench/server.ts's)
 * the bench must know. Each picture is `<page>-<width>-<language>.png` in the output directory.
 *
 * Sessions are the browser's: the API moves the member's and the admin's token into the browser
 * context's cookies (docs/decisions/0030-session-cookie.md). A product without that call (it
 * answers 404) keeps tokens in localStorage, and they are put there instead; `--storage-token`
 * says so without asking. The language is the reader's stored choice: the `lang` cookie and
 * localStorage's `language`. `--no-script` photographs the pages as the server sends them, their
 * script never run (pages reached only through a click are left out): compared with a run with
 * the script, whether hydration changes anything a reader sees.
 *
 * The browser's errors and warnings while a page loaded (a hydration mismatch among them, which a
 * settled picture may not show) are printed and written to console.txt in the output directory.
 *
 * Comparing pairs the files by name and counts, with sharp, the pixels whose channels differ by
 * more than 16 (a picture's area the other lacks counts as differing); it writes a diff picture per
 * pair (differing pixels red, area in one picture only blue, the rest the "before" picture faded)
 * and DIFF_DIR/report.md, the pairs sorted by their share of differing pixels.
 *
 * CHROMIUM_PATH picks the browser (Debian's Chromium by default).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { LANGUAGE_COOKIE } from '../src/contract/language.js';
import type { Language } from '../src/contract/limits.js';
import type { UserDetailsInput } from '../src/contract/profile.js';
import { COOKIE_TRANSPORT, SESSION_TRANSPORT_HEADER } from '../src/contract/session-cookie.js';
import { photoLike } from '../tests/support/photo-like.js';
import { CHROMIUM_PATH } from './page-weight.js';
import type { BenchServer, startBenchServer } from './server.js';
import { adminToken, call, createApprovedMember, createViewer, memberId, upload, VIEWER, VIEWER_DETAILS } from './viewer.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGES: readonly Language[] = ['en', 'hi', 'mr'];
const SIZES = { 360: { width: 360, height: 780 }, 1280: { width: 1280, height: 800 } } as const;
type Width = keyof typeof SIZES;

/** A channel difference above this counts the pixel as differing: below it is anti-aliasing noise. */
const CHANNEL_THRESHOLD = 16;

/**
 * Nothing moves while a picture is taken: no animation or transition half way, no blinking caret.
 * Toasts are left out: they come and go with the walk's own steps (a code sent, a code accepted),
 * not with the page.
 */
const FREEZE = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}
.notistack-SnackbarContainer{display:none!important}`;

// ---------------------------------------------------------------------------------------------
// The people and what they did

interface Cast {
  viewerToken: string;
  adminToken: string;
  /** The women in the order the viewer's listing shows them. */
  women: { id: string; token: string }[];
}

const WOMEN = ['Pooja', 'Sneha', 'Kavita', 'Asha', 'Rupali', 'Manisha'];
const womanEmail = (index: number) => `bench.member${String(index + 2).padStart(3, '0')}@example.com`;

/**
 * Whose password each language's walk asks to reset: an account is mailed at most five codes an
 * hour, and each language asks for two (one a width), so each has an account of its own.
 */
const resetEmail = (language: Language) => womanEmail(LANGUAGES.indexOf(language));

function womanDetails(firstName: string, index: number): UserDetailsInput {
  return {
    ...VIEWER_DETAILS,
    personalDetails: {
      ...VIEWER_DETAILS.personalDetails,
      firstName,
      middleName: 'Suresh',
      lastName: 'Jadhav',
      gender: 'Female',
      dateOfBirth: `1996-0${(index % 9) + 1}-12`,
    },
    basicDetails: { ...VIEWER_DETAILS.basicDetails, occupation: 'Teacher', income: 360000 + index * 60000 },
  };
}

/**
 * Everyone the pages show, made through the API as people and the office would. Each run makes the
 * same people with the same words, so two runs' pages differ only where the product does.
 */
async function makeCast(base: string, dataDir: string): Promise<Cast> {
  const viewerToken = await createViewer(base, dataDir);
  const tokens: string[] = [];
  for (const [index, firstName] of WOMEN.entries()) {
    const number = String(index + 2).padStart(3, '0');
    const account = { mobileNumber: `6000000${number}`, email: womanEmail(index), password: VIEWER.password };
    const made = await createApprovedMember(base, dataDir, account, womanDetails(firstName, index), await photoLike(index + 1));
    await call(base, '/user/safetyNotice', {}, made.token);
    tokens.push(made.token);
  }
  const listing = await call<{ data: { userData: { _id: string; mobileNumber?: string }[] } }>(
    base,
    '/user/getProfile',
    { page: 1 },
    viewerToken,
  );
  const ids = await Promise.all(tokens.map((token) => memberId(base, token)));
  const women = listing.data.userData.map((record) => {
    const index = ids.indexOf(record._id);
    if (index < 0) throw new Error(`the listing shows ${record._id}, not one of the bench's women`);
    return { id: record._id, token: tokens[index]! };
  });
  if (women.length !== WOMEN.length) throw new Error(`the viewer's listing shows ${women.length} women, not ${WOMEN.length}`);
  const [first, second, third, fourth, fifth] = women as [Cast['women'][number], ...Cast['women']];

  // One interest received, one sent, one returned (accepted); the first woman a favourite.
  await call(base, '/user/interests', { userId: await memberId(base, viewerToken) }, second!.token);
  await call(base, '/user/interests', { userId: third!.id }, viewerToken);
  await call(base, '/user/interests', { userId: await memberId(base, viewerToken) }, fourth!.token);
  await call(base, '/user/interests', { userId: fourth!.id }, viewerToken);
  await call(base, '/user/favourites', { userId: first.id }, viewerToken);
  await call(
    base,
    '/report/create',
    { reportedUserId: fifth!.id, reason: 'ASKS_FOR_MONEY', description: 'She asked for money for a visit.' },
    viewerToken,
  );
  await call(base, '/grievance', {
    category: 'FRAUD',
    description: 'A profile asked me for money before meeting.',
    profileRef: 'Rupali Jadhav',
    email: VIEWER.email,
    language: 'en',
  });

  // A man who filled in his profile and photo and waits for the office's review.
  const pending = await call<{ data: { token: string } }>(base, '/user/create', {
    mobileNumber: '6000000090',
    email: 'bench.pending@example.com',
    password: VIEWER.password,
    consent: { marriagePurpose: true, termsAccepted: true },
  });
  const pendingDetails = {
    ...VIEWER_DETAILS,
    personalDetails: { ...VIEWER_DETAILS.personalDetails, firstName: 'Nitin', lastName: 'Pawar' },
  };
  await call(base, '/user/updateUser', { userDetails: pendingDetails }, pending.data.token);
  const photo = await upload(base, pending.data.token, 'profilePhoto', await photoLike(40));
  await call(base, '/user/updateUser', { photoDetails: { profilePhoto: photo } }, pending.data.token);

  const admin = await adminToken(base);
  await call(
    base,
    '/admin/payments/record',
    { mobileNumber: VIEWER.mobileNumber, amountInr: '1500', method: 'UPI', reference: '44710021' },
    admin,
  );
  return { viewerToken, adminToken: admin, women };
}

// ---------------------------------------------------------------------------------------------
// Signing in and settling

type Side = 'visitor' | 'member' | 'admin';

/** The products before the cookie session answer 404 to moving a token into it. */
async function keepsTokensInStorage(base: string, token: string): Promise<boolean> {
  const answer = await fetch(`${base}/api/user/session/cookie`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, [SESSION_TRANSPORT_HEADER]: COOKIE_TRANSPORT, 'content-type': 'application/json' },
    body: '{}',
  });
  if (answer.status === 404) return true;
  if (!answer.ok) throw new Error(`moving the session into a cookie answered ${answer.status}: ${await answer.text()}`);
  return false;
}

interface Session {
  base: string;
  language: Language;
  width: Width;
  side: Side;
  cast: Cast;
  storageTokens: boolean;
  /** False: the page as the server sends it, its script never run (`--no-script`). */
  script: boolean;
}

/**
 * A browser context as a returning reader of `language` has it, signed in on `side`: the session
 * in its cookies through the API (from the context itself, so its jar keeps them), or the token
 * in localStorage where the product keeps it there.
 */
async function openContext(browser: Browser, session: Session): Promise<BrowserContext> {
  const { base, language, side, cast, storageTokens } = session;
  const context = await browser.newContext({
    baseURL: base,
    viewport: SIZES[session.width],
    deviceScaleFactor: 1,
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
  });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: base }]);
  const stored: Record<string, string> = { language };
  if (side !== 'visitor') {
    const token = side === 'admin' ? cast.adminToken : cast.viewerToken;
    if (storageTokens) {
      stored[side === 'admin' ? 'adminToken' : 'token'] = token;
    } else {
      const answer = await context.request.post(`${base}/api/${side === 'admin' ? 'admin' : 'user'}/session/cookie`, {
        headers: { authorization: `Bearer ${token}`, [SESSION_TRANSPORT_HEADER]: COOKIE_TRANSPORT },
        data: {},
      });
      if (!answer.ok()) throw new Error(`moving the ${side} session into a cookie answered ${answer.status()}: ${await answer.text()}`);
    }
  }
  // Without the page's script: its files refused, so what shows is the server's HTML and CSS. (The
  // browser's JavaScript stays on, for the bench's own look at the page.)
  if (!session.script)
    await context.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
  // Before any page's own script, on every load: the reader's stored choices.
  await context.addInitScript((entries: Record<string, string>) => {
    try {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage
    }
  }, stored);
  return context;
}

/**
 * Waits for the page to be done: the app mounted (or, on a product that first shows a static
 * page, that page drawn; without the script, nothing to wait for), the network quiet, the fonts in, no spinner left; then a short pause
 * for the last paint. A bench tool may wait a fixed time; a test may not.
 */
async function settle(page: Page, script: boolean): Promise<void> {
  if (script) {
    await page
      .waitForFunction(() => ['mounted', 'static'].includes(document.documentElement.dataset.app ?? ''), null, { timeout: 20_000 })
      .catch(() => console.warn(`  ${page.url()}: the app never said it was there`));
  }
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page
    .locator('.MuiCircularProgress-root')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => console.warn(`  ${page.url()}: a spinner stayed`));
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.addStyleTag({ content: FREEZE });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(700);
}

/**
 * Paints over what differs from run to run whatever the page's code: the time of day of an
 * instant (the '02:07 pm' after its date, lib/format.ts: a time of birth alone stays) and how long ago
 * something happened ('5 minutes ago', admin/shared/waiting-time.ts). Both runs make the same
 * people on the same day, so dates agree and need no mask. Only the words themselves are covered,
 * so the rest of their sentence is still compared.
 */
async function maskTimes(page: Page, language: Language): Promise<void> {
  await page.evaluate((language) => {
    // Inline callbacks only: the bundler names a function kept in a const, and the page knows no helper for that.
    const special = /[.*+?^${}()|[\]\\]/g;
    const periods = ['am', 'pm', 'पूर्वाह्न', 'अपराह्न', 'म.पू.', 'म.उ.'].map((text) => text.replace(special, '\\$&')).join('|');
    const relative = new Intl.RelativeTimeFormat(`${language}-IN-u-nu-latn`, { numeric: 'auto' });
    const ago = new Set<string>();
    for (let n = 0; n < 180; n += 1) {
      ago.add(relative.format(-n, 'minute'));
      ago.add(relative.format(-n, 'hour'));
    }
    const longestFirst = [...ago].sort((a, b) => b.length - a.length).map((text) => text.replace(special, '\\$&'));
    const pattern = new RegExp(`(?<=[0-9०-९]{4}, )\\d{2}:\\d{2}\\s(?:${periods})|${longestFirst.join('|')}`, 'g');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const boxes: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      for (const match of text.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        boxes.push(...range.getClientRects());
      }
    }
    for (const box of boxes) {
      const cover = document.createElement('div');
      cover.setAttribute('aria-hidden', 'true');
      Object.assign(cover.style, {
        position: 'absolute',
        left: `${box.left + scrollX - 2}px`,
        top: `${box.top + scrollY - 2}px`,
        width: `${box.width + 4}px`,
        height: `${box.height + 4}px`,
        background: '#ff00ff',
        zIndex: '2147483647',
        pointerEvents: 'none',
      });
      document.documentElement.appendChild(cover);
    }
  }, language);
}

// ---------------------------------------------------------------------------------------------
// The pages

interface Step {
  /** The pictures it takes, by page name. */
  names: readonly string[];
  side: Side;
  /** Reaches its page only through the page's script (a record handed over by a click). */
  needsScript?: boolean;
  run: (page: Page, shoot: (name: string) => Promise<void>, session: Session) => Promise<void>;
}

const visit = (name: string, side: Side, path: string): Step => ({
  names: [name],
  side,
  run: async (page, shoot) => {
    await page.goto(path);
    await shoot(name);
  },
});

/** The newest password-reset code mailed to `email` after `since` (file names start with the time). */
async function resetCode(dataDir: string, email: string, since: Set<string>): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let tries = 0; tries < 100; tries += 1) {
    const fresh = readdirSync(outbox)
      .filter((file) => !since.has(file))
      .sort()
      .reverse();
    for (const file of fresh) {
      const raw = readFileSync(join(outbox, file), 'utf8');
      if (!raw.includes(email)) continue;
      const code = /(?:is|कोड) (\d{4})\b/.exec(mailText(raw))?.[1];
      if (code) return code;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no password reset code for ${email} in ${outbox}`);
}

/** A mail's text, its parts decoded whether sent as quoted-printable or as base64. */
function mailText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  const quoted = Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((part) =>
    Buffer.from(part[1]!.replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [quoted, ...base64].join('\n');
}

/**
 * Fills a form and sends it until the page moves on to `next`, three times at most: a page first
 * shown without its script may take over the field as the script arrives, and lose what was typed.
 */
async function submitUntil(page: Page, next: string, fill: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await fill();
    await page.locator('main form button[type="submit"]').first().click();
    try {
      await page.waitForURL(next, { timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

function steps(dataDir: string): Step[] {
  return [
    visit('landing', 'visitor', '/'),
    visit('auth-login', 'visitor', '/auth'),
    visit('auth-signup', 'visitor', '/auth?tab=signup'),
    {
      // Forgot password: the address, the mailed code, the new password; each step hands the next its state.
      names: ['reset-email', 'reset-code', 'reset-password'],
      side: 'visitor',
      run: async (page, shoot, { language, script }) => {
        const email = resetEmail(language);
        await page.goto('/emailVerification');
        await shoot('reset-email');
        // The next steps hold the address and the code in the page's memory, which needs its script.
        if (!script) return;
        const mailed = new Set(existsSync(join(dataDir, 'outbox')) ? readdirSync(join(dataDir, 'outbox')) : []);
        await submitUntil(page, '**/OTPVerification', async () => {
          await page.locator('input[type="email"]').fill(email);
        });
        await shoot('reset-code');
        const code = await resetCode(dataDir, email, mailed);
        await submitUntil(page, '**/PassWordVerification', async () => {
          await page.locator('input[autocomplete="one-time-code"]').fill(code);
        });
        await shoot('reset-password');
      },
    },
    visit('terms', 'visitor', '/terms'),
    visit('privacy-policy', 'visitor', '/privacy_policy'),
    visit('refund-policy', 'visitor', '/refund_policy'),
    visit('safety', 'visitor', '/safety'),
    visit('grievance-policy', 'visitor', '/grievance_policy'),
    visit('grievance', 'visitor', '/grievance'),
    visit('not-found', 'visitor', '/no/such/page'),
    visit('admin-login', 'visitor', '/admin'),

    visit('home', 'member', '/home'),
    {
      names: ['details'],
      side: 'member',
      run: async (page, shoot, { cast, script }) => {
        const woman = cast.women[0]!;
        await page.goto(`/details?id=${encodeURIComponent(woman.id)}`);
        await settle(page, script);
        if (new URL(page.url()).pathname !== '/details') {
          // A product whose profile page takes its record from the card opened: open her card.
          await page.goto('/favorite');
          await settle(page, script);
          await page.locator('main article').first().getByRole('link').first().click();
          await page.waitForURL('**/details**');
        }
        await shoot('details');
      },
    },
    visit('favourites', 'member', '/favorite'),
    visit('interests-received', 'member', '/interests?tab=received'),
    visit('interests-sent', 'member', '/interests?tab=sent'),
    visit('interests-accepted', 'member', '/interests?tab=accepted'),
    visit('settings', 'member', '/settings'),
    visit('my-data', 'member', '/my-data'),
    visit('update-profile', 'member', '/updateProfile'),
    visit('update-photo', 'member', '/updatePhoto'),
    visit('update-document', 'member', '/updateDocument'),
    visit('change-password', 'member', '/change'),
    visit('verify', 'member', '/verify'),
    visit('receipts', 'member', '/receipts'),
    visit('renew', 'member', '/renew'),
    visit('about', 'member', '/about'),
    visit('contact', 'member', '/contact'),

    visit('admin-dashboard', 'admin', '/admin/home'),
    visit('admin-user-list', 'admin', '/admin/userList'),
    visit('admin-pending', 'admin', '/admin/pendingUsers'),
    {
      // A user's page takes its record from the list it was opened from.
      names: ['admin-user-info'],
      side: 'admin',
      needsScript: true,
      run: async (page, shoot) => {
        await page.goto('/admin/pendingUsers');
        await settle(page, true);
        await page.locator('main a[href="/admin/userInfo"]').first().click();
        await page.waitForURL('**/admin/userInfo');
        await shoot('admin-user-info');
      },
    },
    visit('admin-grievances', 'admin', '/admin/grievances'),
    visit('admin-reports', 'admin', '/admin/reports'),
    visit('admin-activity', 'admin', '/admin/activity'),
    visit('admin-payments', 'admin', '/admin/payments'),
  ];
}

// ---------------------------------------------------------------------------------------------
// Shooting

interface ShootOptions {
  base: string;
  dataDir: string;
  out: string;
  languages: readonly Language[];
  widths: readonly Width[];
  only: ReadonlySet<string> | undefined;
  storageTokens: boolean | undefined;
  script: boolean;
}

async function shootAll(options: ShootOptions): Promise<void> {
  const { base, dataDir, out } = options;
  console.log(`making the bench's people on ${base}...`);
  const cast = await makeCast(base, dataDir);
  const storageTokens = options.storageTokens ?? (await keepsTokensInStorage(base, cast.viewerToken));
  console.log(storageTokens ? 'sessions: tokens in localStorage' : 'sessions: cookies');
  const wanted = steps(dataDir).filter(
    (step) => (!options.only || step.names.some((name) => options.only!.has(name))) && (options.script || !step.needsScript),
  );
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none', '--hide-scrollbars'],
  });
  const failures: string[] = [];
  const consoleLines: string[] = [];
  try {
    for (const language of options.languages) {
      for (const width of options.widths) {
        for (const side of ['visitor', 'member', 'admin'] as const) {
          const mine = wanted.filter((step) => step.side === side);
          if (mine.length === 0) continue;
          const session: Session = { base, language, width, side, cast, storageTokens, script: options.script };
          const context = await openContext(browser, session);
          try {
            for (const step of mine) {
              const page = await context.newPage();
              // What the browser complained of while the page loaded: a hydration mismatch shows here
              // even where the picture, once settled, is right.
              const complaints: string[] = [];
              page.on('console', (message) => {
                if (message.type() === 'error' || message.type() === 'warning') complaints.push(`${message.type()}: ${message.text()}`);
              });
              page.on('pageerror', (error) => complaints.push(`uncaught: ${error.message}`));
              const shoot = async (name: string) => {
                await settle(page, options.script);
                await maskTimes(page, language);
                const file = join(out, `${name}-${width}-${language}.png`);
                await page.screenshot({
                  path: file,
                  fullPage: true,
                  animations: 'disabled',
                  caret: 'hide',
                });
                console.log(`  ${name}-${width}-${language}  ${new URL(page.url()).pathname}${new URL(page.url()).search}`);
                const said = complaints.splice(0).map((complaint) => complaint.split('\n')[0]!.slice(0, 400));
                if (said.length > 0) console.log(said.map((line) => `    ${line}`).join('\n'));
                if (said.length > 0) consoleLines.push(`${name}-${width}-${language}`, ...said.map((line) => `  ${line}`));
              };
              try {
                await step.run(page, shoot, session);
              } catch (error) {
                const message = `${step.names.join('/')} at ${width} in ${language}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
                failures.push(message);
                console.warn(`  failed: ${message}`);
              } finally {
                await page.close();
              }
            }
          } finally {
            await context.close();
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  if (consoleLines.length > 0) writeFileSync(join(out, 'console.txt'), `${consoleLines.join('\n')}\n`);
  if (failures.length > 0) {
    writeFileSync(join(out, 'failures.txt'), `${failures.join('\n')}\n`);
    throw new Error(`${failures.length} pages could not be photographed (${join(out, 'failures.txt')})`);
  }
}

/** Starts the product of `root` (a checkout, built) from a fresh data directory, with its own bench server. */
async function startProduct(root: string, dataDir: string): Promise<BenchServer> {
  if (!existsSync(join(root, 'dist/web/index.html'))) throw new Error(`${root} is not built: run \`npm run build\` there first`);
  const module = (await import(pathToFileURL(join(root, 'bench/server.ts')).href)) as { startBenchServer: typeof startBenchServer };
  return module.startBenchServer({ DATA_DIR: dataDir });
}

// ---------------------------------------------------------------------------------------------
// Comparing

interface Pair {
  name: string;
  share: number | null;
  /** How many pixels differ. */
  pixels: number | null;
  before: string;
  after: string;
}

async function rgba(file: string) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The share of differing pixels of two pictures, and a picture of where they are. */
async function comparePictures(beforeFile: string, afterFile: string, diffFile: string): Promise<Pair> {
  const [a, b] = await Promise.all([rgba(beforeFile), rgba(afterFile)]);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = Buffer.alloc(width * height * 4);
  let differing = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const out = (y * width + x) * 4;
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      if (!inA || !inB) {
        differing += 1;
        diff.set([40, 90, 255, 255], out);
        continue;
      }
      const i = (y * a.width + x) * 4;
      const j = (y * b.width + x) * 4;
      let most = 0;
      for (let c = 0; c < 3; c += 1) most = Math.max(most, Math.abs(a.data[i + c]! - b.data[j + c]!));
      if (most > CHANNEL_THRESHOLD) {
        differing += 1;
        diff.set([255, 0, 0, 255], out);
      } else {
        const light = (a.data[i]! * 0.3 + a.data[i + 1]! * 0.59 + a.data[i + 2]! * 0.11) / 255;
        const faded = Math.round(255 - (1 - light) * 64);
        diff.set([faded, faded, faded, 255], out);
      }
    }
  }
  await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toFile(diffFile);
  return {
    name: diffFile,
    share: differing / (width * height),
    pixels: differing,
    before: `${a.width}x${a.height}`,
    after: `${b.width}x${b.height}`,
  };
}

async function compare(beforeDir: string, afterDir: string, out: string): Promise<void> {
  mkdirSync(out, { recursive: true });
  const pictures = (dir: string) => new Set(readdirSync(dir).filter((file) => file.endsWith('.png')));
  const before = pictures(beforeDir);
  const after = pictures(afterDir);
  const pairs: Pair[] = [];
  for (const file of [...new Set([...before, ...after])].sort()) {
    const name = file.replace(/\.png$/, '');
    if (!before.has(file) || !after.has(file)) {
      pairs.push({
        name,
        share: null,
        pixels: null,
        before: before.has(file) ? 'yes' : 'missing',
        after: after.has(file) ? 'yes' : 'missing',
      });
      continue;
    }
    const pair = await comparePictures(join(beforeDir, file), join(afterDir, file), join(out, file));
    pairs.push({ ...pair, name });
  }
  pairs.sort((x, y) => (y.share ?? 2) - (x.share ?? 2) || x.name.localeCompare(y.name));
  const percent = (share: number | null) => (share === null ? 'unpaired' : `${(share * 100).toFixed(3)} %`);
  const same = pairs.filter((pair) => pair.share === 0).length;
  const lines = [
    '# Screenshots compared',
    '',
    `Before: \`${resolve(beforeDir)}\`; after: \`${resolve(afterDir)}\`. A pixel differs when one of its channels`,
    `differs by more than ${CHANNEL_THRESHOLD}; an area only one picture has (a longer page) differs. ${same} of ${pairs.length}`,
    'pairs are identical. Diff pictures: differing pixels red, area in one picture only blue, the rest the "before" faded.',
    '',
    '| Page | Differing | Pixels | Before | After |',
    '| --- | ---: | ---: | --- | --- |',
    ...pairs.map(
      (pair) => `| [${pair.name}](${pair.name}.png) | ${percent(pair.share)} | ${pair.pixels ?? ''} | ${pair.before} | ${pair.after} |`,
    ),
    '',
  ];
  writeFileSync(join(out, 'report.md'), lines.join('\n'));
  for (const pair of pairs.slice(0, 15)) {
    console.log(
      `${percent(pair.share).padStart(10)} ${String(pair.pixels ?? '').padStart(8)}  ${pair.name}  (${pair.before} → ${pair.after})`,
    );
  }
  console.log(`${same} of ${pairs.length} identical; written to ${join(out, 'report.md')}`);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      base: { type: 'string' },
      'data-dir': { type: 'string' },
      root: { type: 'string' },
      'storage-token': { type: 'boolean' },
      'no-script': { type: 'boolean' },
      compare: { type: 'boolean' },
      only: { type: 'string' },
      languages: { type: 'string', default: LANGUAGES.join(',') },
      widths: { type: 'string', default: Object.keys(SIZES).join(',') },
    },
  });
  if (!values.out) throw new Error('--out DIR is required');
  if (values.compare) {
    const [beforeDir, afterDir] = positionals;
    if (!beforeDir || !afterDir) throw new Error('--compare takes two directories: BEFORE AFTER');
    await compare(beforeDir, afterDir, values.out);
    return;
  }
  const languages = values.languages.split(',') as Language[];
  const unknownLanguage = languages.filter((language) => !LANGUAGES.includes(language));
  if (unknownLanguage.length > 0) throw new Error(`--languages takes ${LANGUAGES.join(', ')}; not ${unknownLanguage.join(', ')}`);
  const widths = values.widths.split(',').map(Number) as Width[];
  if (widths.some((width) => !(width in SIZES))) throw new Error(`--widths takes ${Object.keys(SIZES).join(', ')}`);
  const only = values.only ? new Set(values.only.split(',')) : undefined;
  const shoot = (base: string, dataDir: string) =>
    shootAll({
      base,
      dataDir,
      out: values.out!,
      languages,
      widths,
      only,
      storageTokens: values['storage-token'] || undefined,
      script: !values['no-script'],
    });

  if (values.base) {
    if (!values['data-dir']) throw new Error('--base needs --data-dir: the server’s data directory, where it writes its mail');
    await shoot(values.base.replace(/\/$/, ''), values['data-dir']);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mv-screens-data-'));
  const server = await startProduct(resolve(values.root ?? ROOT), dataDir);
  try {
    await shoot(server.url, dataDir);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
