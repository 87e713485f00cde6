// `npm run budget` (part of `npm test`, after the build): the JavaScript and CSS a page needs, read
// from the build's manifest, sized as the brotli files the server sends, against the budgets below.
// docs/decisions/0013-bundle-budget.md says what is measured and why.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The budgets, in one place: a little above what the pages weigh today, so growth fails the suite.
 * Lower them as pages get lighter (the aim: 100 KB for `/`, 150 KB and 15 files for `/home`).
 */
const KB = 1024;
const BUDGETS = {
  // 185 → 188 KB: interests and privacy (the entry's router names their pages, interests,
  // settings, unsubscribe, beside law's and moderation's, and the shared texts grew by a few keys),
  // and verification's messages for its error codes in common.json (about 1 KB).
  // One file more: the check icon of the benefits list is a chunk shared with the verified badge.
  // One file more: react-query's queryOptions helper is a small chunk of its own now that every
  // member call file (one per endpoint) uses it.
  '/': { brotliBytes: 188 * KB, files: 22 },
  // Two files more for /home with law and safety: the consent gate in front of every signed-in
  // page (it was not measured before) and the safety lines that home and details share.
  // Moderation adds the standing notice (rejection, suspension, photo under review) and the
  // verified badge and filter to home: 4 files and about 5 KB.
  // Interests and privacy (docs/decisions/0016-privacy.md): the header's count of new interests
  // and bell, the cards' interest button, the pause notice and the favourites merge, about 6 KB
  // in 16 small modules other pages share too; measured 245.3 KB in 74 files with all three. The
  // per-language member app adds the language saved on a switch and the shared profile labels.
  // The queryOptions chunk counts here too.
  '/home': { brotliBytes: 247 * KB, files: 77 },
};

/**
 * The modules each page loads besides the entry (src/web/index.html), as the router and i18n
 * load them for an English reader: the member layout, the page, what the layout shows a signed-in
 * member (navigation, account menu, the consent gate and the onboarding gate), and the texts. Dialogs that open on a click
 * (filters, language menu) are not part of a page's first load.
 */
const PAGES = {
  '/': ['member/layout/site-layout.tsx', 'member/landing/landing-page.tsx', 'locales/en/common.json', 'locales/en/member.json'],
  '/home': [
    'member/layout/site-layout.tsx',
    'member/layout/main-nav.tsx',
    'member/layout/account-menu.tsx',
    'member/legal/member-gate.tsx',
    'member/layout/onboarded-gate.tsx',
    'member/home/home-page.tsx',
    'locales/en/common.json',
    'locales/en/member.json',
  ],
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
 * The manifest's key for a source module. A lazily loaded module that other chunks also import
 * is keyed by its chunk's name instead of its path; a name that is not unique is a failure, never a guess.
 * @param {string} source
 */
function keyOf(source) {
  if (manifest[source]) return source;
  const name = basename(source, extname(source));
  const byName = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    return chunk?.isDynamicEntry && chunk.src === undefined && chunk.name === name;
  });
  if (byName.length !== 1) throw new Error(`${source} is not a chunk of the build (renamed or no longer lazy?): update PAGES`);
  return /** @type {string} */ (byName[0]);
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
for (const [page, modules] of Object.entries(PAGES)) {
  const budget = BUDGETS[/** @type {keyof typeof BUDGETS} */ (page)];
  /** @type {Set<string>} */
  const files = new Set();
  for (const source of ['index.html', ...modules]) collect(keyOf(source), files);
  const bytes = [...files].reduce((sum, file) => sum + brotliSize(file), 0);
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
