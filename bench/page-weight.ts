import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface PageWeight {
  path: string;
  /** Where the app ended up; a redirect means the page measured is not the one asked for. */
  landedOn: string;
  gzipBytes: number;
  rawBytes: number;
  files: { file: string; gzipBytes: number; rawBytes: number }[];
}

/** The gzip size a server sends: the precompressed twin when the build made one. */
function gzipSize(webRoot: string, file: string): { gzipBytes: number; rawBytes: number } {
  const path = join(webRoot, file);
  const rawBytes = statSync(path).size;
  const twin = `${path}.gz`;
  const gzipBytes = existsSync(twin) ? statSync(twin).size : gzipSync(readFileSync(path), { level: 9 }).length;
  return { gzipBytes, rawBytes };
}

async function measure(browser: Browser, base: string, webRoot: string, path: string, token?: string): Promise<PageWeight> {
  // A fresh context each time: an empty cache, so every chunk the page needs is fetched.
  const context = await browser.newContext();
  try {
    if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
    // Nothing but the bench server is ever contacted.
    await context.route('**/*', (route) => (new URL(route.request().url()).origin === base ? route.continue() : route.abort()));
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.ok() && /\.(js|css)$/.test(pathname)) files.add(pathname.slice(1));
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // The listing starts after a delay and may pull in more code when it renders.
    await page.waitForTimeout(1_500);
    await page.waitForLoadState('networkidle');
    const measured = [...files].sort().map((file) => ({ file, ...gzipSize(webRoot, file) }));
    return {
      path,
      landedOn: new URL(page.url()).pathname,
      gzipBytes: measured.reduce((sum, f) => sum + f.gzipBytes, 0),
      rawBytes: measured.reduce((sum, f) => sum + f.rawBytes, 0),
      files: measured,
    };
  } finally {
    await context.close();
  }
}

/**
 * The JS and CSS a real browser downloads for the landing page (signed out) and for /home
 * (signed in as an onboarded, approved member), sized as gzip.
 */
export async function measurePageWeight(base: string, webRoot: string, token: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    return [await measure(browser, base, webRoot, '/'), await measure(browser, base, webRoot, '/home', token)];
  } finally {
    await browser.close();
  }
}
