/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G
 * link, simulated) of the landing page, the sign-in page, and a signed-in member's /home and the
 * first woman's profile on /details, three runs each on a fresh browser profile, medians printed
 * and written to bench/results/lighthouse.json. The product runs from a fresh data directory
 * (PGlite) with a member and ten women with photos made through the API, as people would.
 *
 *   npm run lighthouse [-- --runs 3] [--pages /auth,/home,/details] [--save DIR]
 *
 * CHROMIUM_PATH picks the browser (Debian's Chromium by default); --save writes each run's whole
 * Lighthouse report (JSON) into DIR, to read its main-thread breakdown and long tasks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { COOKIE_TRANSPORT, SESSION_COOKIE, SESSION_TRANSPORT_HEADER } from '../src/contract/session-cookie.js';
import { photoLike } from '../tests/support/photo-like.js';
import { CHROMIUM_PATH } from './page-weight.js';
import { startBenchServer } from './server.js';
import { call, createViewer, createWomen } from './viewer.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PAGES = ['/', '/auth', '/home', '/details'] as const;
/** The pages a member sees signed in: their runs start with the member's session cookie. */
const SIGNED_IN: readonly string[] = ['/home', '/details'];

interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the CPU it ran on (higher is faster; a quiet desktop core is about 1500+). */
  benchmarkIndex: number;
  /** Accessibility audits that failed, by id. */
  failing: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Signs the browser in as the web app does a browser that held a token: the session moved into
 * its httpOnly cookie by the API, from this browser context, so the cookie lands in its jar and
 * no page (nor its code) is loaded or cached for it.
 */
async function signIn(context: BrowserContext, base: string, token: string): Promise<void> {
  const answer = await context.request.post(`${base}/api/user/session/cookie`, {
    headers: { authorization: `Bearer ${token}`, [SESSION_TRANSPORT_HEADER]: COOKIE_TRANSPORT },
    data: {},
  });
  if (!answer.ok()) throw new Error(`moving the session into a cookie answered ${answer.status()}: ${await answer.text()}`);
  const cookies = await context.cookies(base);
  if (!cookies.some((cookie) => cookie.name === SESSION_COOKIE.member)) throw new Error('the browser holds no session cookie');
}

/**
 * One audit in a browser with an empty profile (nothing cached), signed in first when `token` is
 * given. `address` is what Lighthouse opens; a page that sends it elsewhere (signed out to /auth)
 * fails the run rather than scoring another page.
 */
async function audit(base: string, address: string, token: string | undefined, saveAs: string | undefined): Promise<Run> {
  const profile = mkdtempSync(join(tmpdir(), 'mv-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    if (token) await signIn(context, base, token);
    const result = await lighthouse(`${base}${address}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The profile is new: keeping storage keeps only the session's cookies.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${address}`);
    // A page that did not load (an error status, no paint) scores 0: that is no measurement.
    const failed = result.lhr.runtimeError;
    if (failed) throw new Error(`${address}: ${failed.code}: ${failed.message}`);
    const landed = new URL(result.lhr.finalDisplayedUrl);
    if (`${landed.pathname}${landed.search}` !== address) throw new Error(`${address} ended on ${landed.href}`);
    if (saveAs) {
      writeFileSync(saveAs, JSON.stringify(result.lhr));
      // The page's trace as Lighthouse recorded it (unthrottled: it simulates the slow phone from it).
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(saveAs.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]!.score! < 1)
      .map((ref) => ref.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      failing,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * An audit, tried again up to twice when it fails: on a busy machine Lighthouse sometimes loses
 * its trace of the load (NO_NAVSTART). A page that fails three times in a row stops the bench.
 */
async function auditRetried(...args: Parameters<typeof audit>): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(...args);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${args[1]}: run failed (${error instanceof Error ? error.message : String(error)}); running it again`);
    }
  }
}

/** A page's medians over its runs, printed as they come. */
function summarise(path: string, measured: Run[]) {
  const summary = {
    path,
    performance: median(measured.map((m) => m.performance)),
    accessibility: median(measured.map((m) => m.accessibility)),
    lcpMs: median(measured.map((m) => m.lcpMs)),
    tbtMs: median(measured.map((m) => m.tbtMs)),
    cls: median(measured.map((m) => m.cls)),
    benchmarkIndex: median(measured.map((m) => m.benchmarkIndex)),
    failingAccessibility: [...new Set(measured.flatMap((m) => m.failing))],
    runs: measured.map(({ failing: _failing, ...figures }) => figures),
  };
  console.log(
    `${path.padEnd(8)} performance ${summary.performance}  accessibility ${summary.accessibility}  ` +
      `LCP ${summary.lcpMs} ms  TBT ${summary.tbtMs} ms  CLS ${summary.cls}  CPU index ${summary.benchmarkIndex}` +
      (summary.failingAccessibility.length > 0 ? `  failing: ${summary.failingAccessibility.join(', ')}` : ''),
  );
  return summary;
}

/** The first woman the viewer's listing shows, by the id her card's link carries. */
async function firstWoman(base: string, token: string): Promise<string> {
  const listing = await call<{ data: { userData: { _id: string }[] } }>(base, '/user/getProfile', { page: 1 }, token);
  const first = listing.data.userData[0];
  if (!first) throw new Error("the viewer's listing is empty");
  return first._id;
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string', default: PAGES.join(',') },
      save: { type: 'string' },
    },
  });
  const runs = Math.max(1, Number(values.runs));
  const paths = values.pages.split(',').filter((path) => path.length > 0);
  const unknown = paths.filter((path) => !(PAGES as readonly string[]).includes(path));
  if (unknown.length > 0) throw new Error(`--pages takes ${PAGES.join(', ')}; not ${unknown.join(', ')}`);
  if (values.save) mkdirSync(values.save, { recursive: true });
  buildIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'mv-lighthouse-data-'));
  const server = await startBenchServer({ DATA_DIR: dataDir });
  try {
    const token = await createViewer(server.url, dataDir);
    await createWomen(server.url, dataDir, 10, (index) => photoLike(index + 1));
    const load = loadavg()[0]!.toFixed(2);
    const pages = [];
    const details = paths.includes('/details') ? `/details?id=${encodeURIComponent(await firstWoman(server.url, token))}` : '';
    for (const path of paths) {
      const address = path === '/details' ? details : path;
      const measured: Run[] = [];
      for (let run = 0; run < runs; run += 1) {
        const saveAs = values.save && join(values.save, `${path === '/' ? 'landing' : path.slice(1)}-${run + 1}.json`);
        measured.push(await auditRetried(server.url, address, SIGNED_IN.includes(path) ? token : undefined, saveAs));
      }
      pages.push(summarise(path, measured));
    }
    const loadAfter = loadavg()[0]!.toFixed(2);
    const report = {
      at: new Date().toISOString(),
      loadAverage: { start: Number(load), end: Number(loadAfter) },
      runs,
      formFactor: 'mobile (Lighthouse default, simulated slow 4G)',
      pages,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `median of ${runs} runs each, load average ${load} at the start and ${loadAfter} at the end; written to bench/results/lighthouse.json`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
