/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G
 * link, simulated) of the landing page, the sign-in page and a signed-in member's /home, three
 * runs each on a fresh browser profile, medians printed and written to
 * bench/results/lighthouse.json. The product runs from a fresh data directory (PGlite) with a
 * member and ten women with photos made through the API, as people would.
 *
 *   npm run lighthouse [-- --runs 3] [--pages /auth,/home] [--save DIR] [--ceiling]
 *
 * --ceiling also audits the signed-in /home as static HTML: the app's page once drawn, its styles
 * and markup kept, every script left out. What a first view drawn without the app would score,
 * and so how far the app's own work on the main thread holds /home back.
 *
 * CHROMIUM_PATH picks the browser (Debian's Chromium by default); --save writes each run's whole
 * Lighthouse report (JSON) into DIR, to read its main-thread breakdown and long tasks.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { photoLike } from '../tests/support/photo-like.js';
import { CHROMIUM_PATH } from './page-weight.js';
import { startBenchServer } from './server.js';
import { createViewer, createWomen } from './viewer.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PAGES = ['/', '/auth', '/home'] as const;

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
 * One audit in a browser with an empty profile (nothing cached), the member's token put in
 * place first for /home (on robots.txt, so no page code is cached by it).
 */
async function audit(base: string, path: string, token: string | undefined, saveAs: string | undefined): Promise<Run> {
  const profile = mkdtempSync(join(tmpdir(), 'mv-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    if (token) {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${base}/robots.txt`);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
    }
    const result = await lighthouse(`${base}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The profile is new: keeping storage keeps only the token.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
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
    `${path.padEnd(6)} performance ${summary.performance}  accessibility ${summary.accessibility}  ` +
      `LCP ${summary.lcpMs} ms  TBT ${summary.tbtMs} ms  CLS ${summary.cls}  CPU index ${summary.benchmarkIndex}` +
      (summary.failingAccessibility.length > 0 ? `  failing: ${summary.failingAccessibility.join(', ')}` : ''),
  );
  return summary;
}

/**
 * Draws the signed-in /home in the app, then writes it as a static page into the build (styles
 * from the page's style sheets, no script) under a name no one can guess; returns its path.
 */
async function staticHome(base: string, token: string): Promise<{ path: string; file: string }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    await page.goto(`${base}/robots.txt`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${base}/home`);
    await page.waitForFunction(() => document.querySelectorAll('article').length >= 10, undefined, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const html = await page.evaluate(() => {
      const css = [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('')).join('\n');
      const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${document.title}</title>`;
      const root = document.getElementById('root')!.outerHTML.replace(/<script[\s\S]*?<\/script>/g, '');
      return `<!doctype html><html lang="${document.documentElement.lang}"><head>${head}<style>${css}</style></head><body>${root}</body></html>`;
    });
    const name = `home-as-static-${randomBytes(8).toString('hex')}.html`;
    const file = join(ROOT, 'dist/web', name);
    writeFileSync(file, html);
    return { path: `/${name}`, file };
  } finally {
    await browser.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string', default: PAGES.join(',') },
      save: { type: 'string' },
      ceiling: { type: 'boolean', default: false },
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
    // Each page as it is named in the report, the address audited, and the saved reports' name.
    const targets = paths.map((path) => ({ name: path, address: path, saveName: path === '/' ? 'landing' : path.slice(1) }));
    const ceiling = values.ceiling ? await staticHome(server.url, token) : undefined;
    if (ceiling) targets.push({ name: '/home as static HTML', address: ceiling.path, saveName: 'home-static' });
    try {
      for (const { name, address, saveName } of targets) {
        const measured: Run[] = [];
        for (let run = 0; run < runs; run += 1) {
          const saveAs = values.save && join(values.save, `${saveName}-${run + 1}.json`);
          measured.push(await audit(server.url, address, address === '/home' ? token : undefined, saveAs));
        }
        pages.push(summarise(name, measured));
      }
    } finally {
      if (ceiling) rmSync(ceiling.file, { force: true });
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
