// `npm run budget` (part of `npm test`, after the build): for each page of src/web/page-routes.json,
// the JavaScript and CSS it needs before it can respond to a tap, and what it loads later, read from
// the build's manifests and sized as the brotli files the server sends, against the budgets below.
// docs/decisions/0013-bundle-budget.md says what is measured and why.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const KB = 1024;

/**
 * The budgets, in one place: a little above what the pages weigh today (about 5 KB and 2 files),
 * so growth fails the suite. Lower them as pages get lighter. `before`: the entry and the page's
 * route chunks with all they import, loaded before the page hydrates and so before it answers a
 * tap. `later`: what those chunks can load on demand (dialogs, notices, menus, toasts), whether or
 * not the page opens it. Every page's `before` starts with the entry, 164.4 KB in 3 files: `index`,
 * `framework` (React, React DOM, React Router, emotion and MUI's core, i18next, TanStack Query:
 * 153.5 KB) and `app-core` (the routes, texts, API client, theme). vite.config.ts names the merged
 * chunks. Figures of 2026-11-27. On 2026-11-28 the file counts rose by one to four, bytes unchanged
 * or lower: the endpoints a page calls (src/contract/endpoints/, decision 0032) are small modules
 * that several chunks share, so Rollup gives some of them a file of their own. Merging them all
 * into `app-core` instead would add 1.2 KB before a tap to every page. On 2026-11-28 the horoscope
 * fields and guna milan (docs/decisions/0037-horoscope-fields.md) grew the profile texts by the
 * rashi, nakshatra and yoni names and the guna milan words in three languages (+5.1 KB over the
 * three files) and the common texts by their error codes (+0.5 KB): `/details` +3.1 KB before a tap
 * (the guna milan section, the biodata link), `/interests` and `/admin` +3 KB (the profile texts),
 * every page's `later` about +7.5 KB. On 2026-11-29 partner preferences and the match score
 * (docs/decisions/0040-partner-preferences.md) grew the profile texts by the preferences' words in
 * three languages: `/interests` and `/admin` +1.7 KB before a tap (the profile texts), `/home`
 * +0.6 KB (a card's score line); every page's `later` +4 to +4.8 KB and up to 3 files (the
 * preference pickers of the profile form, the texts). The listing's orders ("Newest", "Matches for
 * you", "Most complete") and the saved searches add the member texts' words: `/auth` +0.5 KB.
 * On 2026-11-29 the accounts flagged by the contact cap and the scraping limits
 * (docs/decisions/0046-contact-cap-and-scraping.md) joined `/admin/home`: their list, its member
 * links and the limits' texts, +2 KB and one file (the texts) before a tap.
 * Possible duplicates (docs/decisions/0045-possible-duplicates.md) add their card and texts to the
 * admin's home: `/admin/home` +1 KB before a tap (its budget +2 KB: it had 0.1 KB to spare).
 * With both, `/admin/home`'s budget is 232 KB and 45 files.
 * On 2026-11-29 the site's footer moved to a fixed style sheet (site-footer.css: its styles are no
 * longer computed on every render and hydration): the sheet's text is in every page's first
 * script, +0.2 to +0.3 KB before a tap, while the MUI parts it used stay for other components.
 * `/home` and `/interests` had less than that to spare: their budgets +1 KB.
 * On 2026-11-29 the entry became a small script that loads the app once the page's pictures are on
 * screen (docs/decisions/0050-script-after-pictures.md): the helper of dynamic imports, which the
 * entry now needs, has a file of its own (0.5 KB), so every page's `before` has one file and
 * 0.4 KB more; `/` had 0.3 KB to spare: its budget +1 KB. The same day `/details` dropped MUI's
 * Tooltip for the browser's title (decision 0050): 12.8 KB less before a tap (budget 217 → 205 KB);
 * a dialog still uses it, so `later` has it, +0.2 KB over its budget: +1 KB.
 * On 2026-11-29 React DOM became a file of its own (`react-dom`, evaluated in a task before the other
 * libraries: docs/decisions/0051-start-in-short-tasks.md): on most pages one more file and about 0.6 KB
 * more before a tap (what the split itself costs),
 * and `/auth` drew its tabs without MUI's Tabs: 3.8 KB less before a tap (budget 243 → 239 KB).
 * On 2026-11-30 a page's texts left its HTML for files of their own, fetched with the app's start
 * (docs/decisions/0057-texts-in-their-own-files.md), and `before` counts them for the first time:
 * page-routes.json names each page's namespaces, sized in the language whose files weigh most.
 * Nothing grew: these bytes were in every page's HTML, which no budget counts, and are now kept by
 * the browser from page to page. `/` +10.0 KB and 3 files, `/auth` +8.9 KB and 2, `/home` and
 * `/details` +16.9 KB and 5, `/interests` +12.6 KB and 4, `/admin` +6.6 KB and 3, `/admin/home`
 * +5.8 KB and 2; each budget raised by as much.
 * On 2026-11-30 /home's order links ("Newest", "Matches for you", "Most complete") moved to a fixed
 * style sheet (view-switch.css; decision 0049): +0.2 KB before a tap on `/home`, `/details`,
 * `/interests` and `/admin/home`. `/interests` had 0.1 KB to spare: its budget +1 KB.
 * On 2026-11-30 (night) the member's favourites left the reads of every signed-in page for those
 * of the pages with favourite buttons (page-reads.ts): a few dozen bytes in the chunk `/details`
 * loads later, which had less than 0.05 KB to spare: its later budget +1 KB.
 * On 2026-11-30 (late) those pages' favourite buttons were drawn from the favourites' ids alone
 * (a read of its own, `/user/favourites/ids`; decision 0060): the ids' read and store, +0.1 to
 * +0.2 KB before a tap on `/home`, `/details` and `/admin` (the routes' reads are in `app-core`),
 * each with less than that to spare: their budgets +1 KB.
 * On 2026-11-30 (late) the header's buttons, badges and avatar, the skip link, /home's title, bar,
 * search box and "Load more", the note on verification and the cards' grid moved to fixed style
 * sheets (ui/buttons.css and others; decision 0049): 2.2 to 3.4 KB less before a tap on every
 * member's page but `/auth` and `/admin` (MUI's Badge, Avatar, Container, OutlinedInput and
 * FormControl left the first scripts), each budget lowered to match. MUI's Button and IconButton
 * now come with the dialogs and menus that still draw them, loaded later: `later` +1.8 to +2.7 KB
 * and up to three files on `/`, `/home`, `/details`, `/interests` and `/admin/home`, raised to match.
 * The same evening the notice of a photo waiting for review (every new member's /home) became a fixed
 * sheet too (ui/info-notice.tsx): +0.3 to +0.4 KB later on `/home`, `/details`, `/admin` and
 * `/admin/home`, each with less to spare: their later budgets +1 KB.
 * On 2026-12-01 the join of this browser's favourites with the server's keeps a favourite removed
 * while it was on its way removed, here and there (favourites-sync.ts, which the sign-in form
 * loads): +0.1 to +0.2 KB before a tap on `/auth` and `/interests`, each with less than that to
 * spare: their budgets +1 KB.
 */
const BUDGETS = {
  '/': { before: { brotliBytes: 196 * KB, files: 12 }, later: { brotliBytes: 119 * KB, files: 63 } },
  '/auth': { before: { brotliBytes: 249 * KB, files: 32 }, later: { brotliBytes: 70 * KB, files: 48 } },
  '/home': { before: { brotliBytes: 211 * KB, files: 13 }, later: { brotliBytes: 110 * KB, files: 62 } },
  '/details': { before: { brotliBytes: 220 * KB, files: 31 }, later: { brotliBytes: 114 * KB, files: 68 } },
  '/interests': { before: { brotliBytes: 266 * KB, files: 41 }, later: { brotliBytes: 65 * KB, files: 50 } },
  '/admin': { before: { brotliBytes: 284 * KB, files: 49 }, later: { brotliBytes: 38 * KB, files: 40 } },
  '/admin/home': { before: { brotliBytes: 237 * KB, files: 47 }, later: { brotliBytes: 88 * KB, files: 46 } },
};

/**
 * The files that declare the router's lazy routes (src/web/router-routes.ts joins them): a module
 * they import dynamically is a page of its own, loaded on navigation, so no page's `later` counts it.
 */
const ROUTE_FILES = ['member/routes.tsx', 'admin/routes.tsx'];

const root = new URL('..', import.meta.url).pathname;
const sourceRoot = join(root, 'src/web');
const webRoot = join(root, 'dist/web');

/** @param {string} path */
const readJson = (path) => /** @type {unknown} */ (JSON.parse(readFileSync(path, 'utf8')));

const manifestPath = join(webRoot, '.vite/manifest.json');
const ssrManifestPath = join(webRoot, '.vite/ssr-manifest.json');
if (!existsSync(manifestPath) || !existsSync(ssrManifestPath)) {
  console.error('No build manifest: run `npm run build` first (npm test does).');
  process.exit(1);
}
/** @typedef {{ file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }} Chunk */
const manifest = /** @type {Record<string, Chunk>} */ (readJson(manifestPath));
/** Each source module's file in the build: the manifest names only a chunk's own entry module. */
const ssrManifest = /** @type {Record<string, string[]>} */ (readJson(ssrManifestPath));
const { pages, texts } = /** @type {{ pages: Record<string, string[]>; texts: Record<string, string[]> }} */ (
  readJson(join(sourceRoot, 'page-routes.json'))
);

const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/**
 * The manifest's key of the chunk a source module is in: its own, or the named chunk vite.config.ts
 * merged it into. A module missing from the build is a failure, never a guess.
 * @param {string} source
 */
function chunkOf(source) {
  if (manifest[source]) return source;
  const file = ssrManifest[source]?.find((path) => path.endsWith('.js'));
  const key = file && keyOfFile.get(file.replace(/^\//, ''));
  if (!key) throw new Error(`${source} is in no chunk of the build (renamed?): update src/web/page-routes.json`);
  return key;
}

/** Every route module: what the route files import dynamically, as the build names it. */
const routeChunks = new Set(
  ROUTE_FILES.flatMap((file) => {
    const text = readFileSync(join(sourceRoot, file), 'utf8');
    const imported = [...text.matchAll(/import\(\s*'\.\/([^']+)\.js'\s*\)/g)].map((m) => m[1] ?? '');
    if (imported.length === 0) throw new Error(`${file} imports no route lazily: update ROUTE_FILES`);
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    return imported.map((path) => {
      const source = [`${dir}${path}.tsx`, `${dir}${path}.ts`].find((module) => existsSync(join(sourceRoot, module)));
      if (!source) throw new Error(`${file} imports ./${path}.js, which is no module of src/web`);
      return chunkOf(source);
    });
  }),
);

/**
 * Contract modules that only an endpoint's schemas load (src/contract/endpoints/): the answer
 * check's, which runs in development and tests and never in production (decision 0032). They
 * are reachable, so the build has them, but no page of a production build asks for them, and no
 * page's `later` counts them. A contract module a page also loads itself (a form's schema, through
 * lazyZodResolver) still counts.
 */
const checkOnly = (() => {
  /** @param {string} file @param {string} text */
  const dynamicTargets = (file, text) =>
    [...text.matchAll(/import\(\s*'([^']+)\.js'\s*\)/g)].map((m) => relative(sourceRoot, resolve(dirname(file), `${m[1] ?? ''}.ts`)));
  const endpoints = join(root, 'src/contract/endpoints');
  const checked = readdirSync(endpoints)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => dynamicTargets(join(endpoints, name), readFileSync(join(endpoints, name), 'utf8')));
  const loadedByPages = new Set(
    readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .flatMap((name) => dynamicTargets(join(sourceRoot, name), readFileSync(join(sourceRoot, name), 'utf8'))),
  );
  return new Set(checked.filter((module) => !loadedByPages.has(module)));
})();

/**
 * A chunk and everything it imports statically, CSS included: what loads before it runs.
 * @param {string} key
 * @param {Set<string>} chunks manifest keys, added to
 * @param {Set<string>} files added to
 */
function collect(key, chunks, files) {
  if (chunks.has(key)) return;
  chunks.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, chunks, files);
}

/**
 * What a page's chunks load on demand, and what that loads in turn, less what is loaded already:
 * not other pages (route modules) and not texts: a page's own are counted before a tap
 * (`textFiles`), and another language's are loaded when a reader picks it.
 * @param {Set<string>} loaded
 */
function later(loaded) {
  const chunks = new Set(loaded);
  /** @type {Set<string>} */
  const files = new Set();
  const todo = [...loaded];
  for (let key = todo.pop(); key !== undefined; key = todo.pop()) {
    for (const target of manifest[key]?.dynamicImports ?? []) {
      if (chunks.has(target) || routeChunks.has(target) || checkOnly.has(target) || target.endsWith('.json')) continue;
      const before = new Set(chunks);
      collect(target, chunks, files);
      todo.push(...[...chunks].filter((added) => !before.has(added)));
    }
  }
  return files;
}

/** @param {string} file */
function brotliSize(file) {
  const path = join(webRoot, file);
  // The build writes a .br twin of every file worth compressing; the rest go as they are.
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  return Math.min(statSync(path).size, brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
}

/** @param {Set<string>} files */
const weigh = (files) => [...files].reduce((sum, file) => sum + brotliSize(file), 0);

/** The languages of the build's texts, as its manifest names their files (`locales/<language>/<namespace>.json`). */
const languages = [...new Set(Object.keys(manifest).flatMap((key) => /^locales\/([^/]+)\//.exec(key)?.[1] ?? []))];

/**
 * The files of a page's texts (page-routes.json `texts`), loaded with the app's start before the
 * page answers a tap (docs/decisions/0057-texts-in-their-own-files.md), in the language whose
 * files for them weigh most.
 * @param {string} page
 */
function textFiles(page) {
  const namespaces = texts[page];
  if (!namespaces) throw new Error(`${page} has no texts in src/web/page-routes.json`);
  const each = languages.map(
    (language) =>
      new Set(
        namespaces.map((namespace) => {
          const chunk = manifest[`locales/${language}/${namespace}.json`];
          if (!chunk) throw new Error(`the build has no ${language} texts of ${namespace} (named for ${page} in src/web/page-routes.json)`);
          return chunk.file;
        }),
      ),
  );
  return each.reduce((heaviest, files) => (weigh(files) > weigh(heaviest) ? files : heaviest));
}

const unbudgeted = Object.keys(pages).filter((page) => !(page in BUDGETS));
const unlisted = Object.keys(BUDGETS).filter((page) => !(page in pages));
if (unbudgeted.length > 0 || unlisted.length > 0) {
  console.error(`Pages without a budget: ${unbudgeted.join(', ') || 'none'}; budgets of no page: ${unlisted.join(', ') || 'none'}.`);
  process.exit(1);
}

const list = process.argv.includes('--list');
let failed = false;
for (const [page, modules] of Object.entries(pages)) {
  const budget = BUDGETS[/** @type {keyof typeof BUDGETS} */ (page)];
  /** @type {Set<string>} */
  const chunks = new Set();
  /** @type {Set<string>} */
  const first = new Set();
  collect('index.html', chunks, first);
  // The entry loads the app's start once the page's pictures have (src/web/main.tsx): before a tap.
  collect(chunkOf('start-app.tsx'), chunks, first);
  for (const module of modules) {
    const key = chunkOf(module);
    if (!routeChunks.has(key)) throw new Error(`${page}: ${module} is not a lazy route of ${ROUTE_FILES.join(' or ')}`);
    collect(key, chunks, first);
  }
  const rest = later(chunks);
  for (const file of textFiles(page)) first.add(file);
  /** @type {string[]} */
  const figures = [];
  let over = false;
  for (const [label, files, limit] of /** @type {const} */ ([
    ['before a tap', first, budget.before],
    ['later', rest, budget.later],
  ])) {
    const bytes = weigh(files);
    over ||= bytes > limit.brotliBytes || files.size > limit.files;
    figures.push(`${label} ${(bytes / KB).toFixed(1)} KB in ${files.size} files (budget ${limit.brotliBytes / KB} KB, ${limit.files})`);
  }
  failed ||= over;
  console.log(`${over ? 'OVER BUDGET' : 'within budget'} ${page}: ${figures.join('; ')}`);
  if (list) {
    for (const [label, files] of /** @type {const} */ ([
      ['before', first],
      ['later', rest],
    ])) {
      const sized = [...files].map((file) => /** @type {const} */ ([file, brotliSize(file)])).sort((a, b) => b[1] - a[1]);
      console.log(`  ${label}: ${sized.map(([file, bytes]) => `${file.replace(/^assets\//, '')} ${(bytes / KB).toFixed(1)}`).join(', ')}`);
    }
  }
}
if (failed) {
  console.error('A page is over its budget: make it lighter, or raise the budget in scripts/check-bundle-budget.mjs with a reason.');
  process.exit(1);
}
