// `npm run budget` (part of `npm test`, after the build): the JavaScript and CSS a page needs, read
// from the build's manifest, sized as the brotli files the server sends, against the budgets below.
// docs/decisions/0013-bundle-budget.md says what is measured and why.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The budgets, in one place: a little above what the pages weigh today, so growth fails the suite.
 * Lower them as pages get lighter.
 */
const KB = 1024;
const BUDGETS = {
  // The landing page is static HTML with its own small script: 2.3 KB in 2 files
  // (docs/decisions/0013-bundle-budget.md); the limit is 100 KB.
  '/': { brotliBytes: 4 * KB, files: 3 },
  // The static first view of the home (docs/decisions/0027-home-first-view-static.md): its script
  // and the two small chunks it shares with the app. Measured 8 KB in 3 files.
  '/home first view': { brotliBytes: 10 * KB, files: 3 },
  // All a member who acts on the home downloads: the first view's files, then the chunks
  // vite.config.ts merges (entry, framework, app core, the member shell, its libraries, the home
  // page) and four texts. 150 KB is the issue's limit, and its limit on files 15; the common texts'
  // refusal of a cross-site write (CROSS_SITE_REQUEST, decision 0030) took it a few bytes over.
  '/home': { brotliBytes: 150.5 * KB, files: 13 },
};

/**
 * What each page loads. `/` is the prerendered landing page (landing-<language>.html): the scripts,
 * preloads and stylesheets its HTML names, in whichever language weighs most; so is the home's
 * first view (home-<language>.html). `/home` is that and the app:
 * the entry (index.html) and the chunks the router and i18n load for a signed-in member's home,
 * named as vite.config.ts names them (the layout with its gates, navigation, account menu and bell;
 * the home page), and its texts for an English reader. Dialogs that open on a click (filters,
 * language menu, safety notices) are not part of a page's first load.
 */
const PAGES = {
  '/': { html: ['landing-en.html', 'landing-hi.html', 'landing-mr.html'] },
  '/home first view': { html: ['home-en.html', 'home-hi.html', 'home-mr.html'] },
  '/home': {
    modules: [
      'index.html',
      // The first view's script, which home-<language>.html names.
      'static-home/static-home.ts',
      'member-shell',
      'member-home',
      'locales/en/common.json',
      'locales/en/member.json',
      'locales/en/profile.json',
      'locales/en/privacy.json',
    ],
  },
};

const webRoot = new URL('../dist/web/', import.meta.url).pathname;
const manifestPath = join(webRoot, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build` first (npm test does).');
  process.exit(1);
}
/** @typedef {{ file: string; src?: string; name?: string; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }} Chunk */
/** @type {unknown} */
const parsed = JSON.parse(readFileSync(manifestPath, 'utf8'));
const manifest = /** @type {Record<string, Chunk>} */ (parsed);

/**
 * The manifest's key for a source module, or for a chunk vite.config.ts names (manualChunks); a
 * name that is not unique, or missing, is a failure, never a guess.
 * @param {string} source
 */
function keyOf(source) {
  if (manifest[source]) return source;
  const byName = Object.keys(manifest).filter((key) => manifest[key]?.src === undefined && manifest[key]?.name === source);
  if (byName.length !== 1) throw new Error(`${source} is not a chunk of the build (renamed?): update PAGES`);
  return /** @type {string} */ (byName[0]);
}

/**
 * The files a prerendered page names (scripts, module preloads, stylesheets), with what they import.
 * @param {string} html
 * @param {Set<string>} files
 */
function collectHtml(html, files) {
  const text = readFileSync(join(webRoot, html), 'utf8');
  const named = [...text.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\srel="(?:modulepreload|stylesheet)"[^>]*\shref)="\/([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  if (named.length === 0) throw new Error(`${html} names no script: is it still the landing page?`);
  for (const file of named) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.file === file);
    if (key) collect(key, files);
    else files.add(file);
  }
}

/**
 * Every file a module needs before it runs: its chunk, the chunks it imports, their CSS.
 * @param {string} key
 * @param {Set<string>} files
 */
function collect(key, files, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files, seen);
}

/** @param {string} file */
function brotliSize(file) {
  const path = join(webRoot, file);
  // The build writes a .br twin of every file worth compressing; the rest go as they are.
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  return Math.min(statSync(path).size, brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
}

let failed = false;
/** @param {Set<string>} files */
const weigh = (files) => [...files].reduce((sum, file) => sum + brotliSize(file), 0);

for (const [page, what] of Object.entries(PAGES)) {
  const budget = BUDGETS[/** @type {keyof typeof BUDGETS} */ (page)];
  /** @type {Set<string>} */
  let files = new Set();
  if ('html' in what) {
    // The heaviest language counts.
    for (const html of what.html) {
      /** @type {Set<string>} */
      const these = new Set();
      collectHtml(html, these);
      if (weigh(these) > weigh(files)) files = these;
    }
  } else for (const source of what.modules) collect(keyOf(source), files);
  const bytes = weigh(files);
  const over = bytes > budget.brotliBytes || files.size > budget.files;
  failed ||= over;
  console.log(
    `${over ? 'OVER BUDGET' : 'within budget'} ${page}: ${(bytes / KB).toFixed(1)} KB brotli JS+CSS ` +
      `(budget ${budget.brotliBytes / KB} KB) in ${files.size} files (budget ${budget.files})`,
  );
}
if (failed) {
  console.error('A page is over its budget: make it lighter, or raise the budget in scripts/check-bundle-budget.mjs with a reason.');
  process.exit(1);
}
