// Writes dist/web/landing-<language>.html for each language: index.html with the landing page
// rendered in place of the splash, its <html lang>, title and description in that language. The
// server sends the one the reader chose for "/", so the page reads in the right language before
// any script has arrived. The page stays static: instead of the app's scripts it loads only its
// own small one (src/web/static-landing/), and every link on it loads the app.
import { readFile, writeFile } from 'node:fs/promises';

const LANGUAGES = ['en', 'hi', 'mr'];
/** Each prerendered page's own script, in place of the app's. */
const SCRIPTS = {
  landing: 'static-landing/static-landing.ts',
  auth: 'static-landing/static-landing.ts',
  home: 'static-home/static-home.ts',
};
/**
 * What the app needs to show each page that loads it on demand, besides its entry: the route's
 * chunks (for the home, the layout, its gates, navigation, account menu and bell, as vite.config.ts
 * names the shell) and the namespaces of texts the page uses.
 */
const APP_PARTS = {
  auth: { chunks: ['member/auth/auth-page.tsx'], namespaces: ['common', 'member'] },
  home: {
    chunks: ['member-shell', 'member-home'],
    namespaces: ['common', 'member', 'profile', 'privacy'],
  },
};

const web = new URL('../dist/web/', import.meta.url);
/** @typedef {{ markup: string; title: string; description: string; parts: string; head: string; lead: string }} Landing */
/** @type {unknown} The build's output: no types of its own. */
const built = await import(new URL('../dist/prerender/landing.js', import.meta.url).href);
const { renderPage } = /** @type {{ renderPage: (language: string, which: 'landing' | 'auth' | 'home') => Promise<Landing> }} */ (built);
const index = await readFile(new URL('index.html', web), 'utf8');
/** @type {unknown} */
const parsed = JSON.parse(await readFile(new URL('.vite/manifest.json', web), 'utf8'));
const manifest =
  /** @type {Record<string, { file: string; src?: string; name?: string; imports?: string[]; css?: string[] } | undefined>} */ (parsed);

/**
 * The files the app needs to show `page`, the entry first: the entry and the layout and page
 * chunks with everything they import, and the page's texts in `language`. The page's script asks
 * for all of them at once and runs the first when the visitor starts to use the page
 * (src/web/static-landing/app-on-demand.ts).
 * @param {keyof typeof APP_PARTS} page
 * @param {string} language
 * @returns {string[]}
 */
function appFiles(page, language) {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('the build has no app entry');
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} name A source module, or a chunk vite.config.ts names. */
  const add = (name) => {
    const key = manifest[name] ? name : Object.keys(manifest).find((k) => !manifest[k]?.src && manifest[k]?.name === name);
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk) throw new Error(`the build has no chunk ${name}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add('index.html');
  for (const chunk of APP_PARTS[page].chunks) add(chunk);
  for (const namespace of APP_PARTS[page].namespaces) add(`locales/${language}/${namespace}.json`);
  return [...files].map((file) => `/${file}`);
}

/**
 * A prerendered page's script tags: the script, a preload for each chunk it imports, and its styles.
 * @param {string} script
 * @returns {string}
 */
function scriptTags(script) {
  const entry = manifest[script];
  if (!entry) throw new Error(`the build has no chunk for ${script}`);
  /** @type {string[]} */
  const tags = [`<script type="module" crossorigin src="/${entry.file}"></script>`];
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string[]} keys */
  const preload = (keys) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
      preload(chunk.imports ?? []);
    }
  };
  preload(entry.imports ?? []);
  for (const css of entry.css ?? []) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  return tags.join('\n    ');
}

/**
 * @param {string} text
 * @param {RegExp} pattern
 * @param {string} replacement
 * @param {string} what
 */
function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`index.html has no ${what} to replace`);
  return text.replace(pattern, () => replacement);
}

/**
 * The page's styles in one element in the head, each once, in the order first written, and only
 * those some element of the page or of its templates uses. Emotion writes a <style> before each
 * element it styles (the browser then restyles the page as each one arrives), and with each of
 * MUI's composed classes it also writes the parts' own, which no element carries: a third of the
 * home's styles, parsed on a phone for nothing. One element of `css` plus the names of the styles
 * it holds is what emotion itself recognises as already written, so the app, when it takes the
 * page over, adds none of them again; a style left out is not named, and the app writes it if it
 * ever needs it.
 * @param {string} markup
 * @param {string} parts The page's templates, whose styles the static view's copies need.
 * @returns {{ markup: string; parts: string; styles: string }}
 */
function hoistStyles(markup, parts) {
  /** @type {Map<string, string>} */
  const rules = new Map();
  /** @param {string} html */
  const take = (html) =>
    html.replace(/<style data-emotion="css ([^"]+)">([^<]*)<\/style>/g, (_, names, css) => {
      const key = String(names);
      if (!rules.has(key)) rules.set(key, String(css));
      return '';
    });
  const rest = { markup: take(markup), parts: take(parts) };
  const classes = new Set(
    [...`${rest.markup}${rest.parts}`.matchAll(/class="([^"]*)"/g)].flatMap((match) => String(match[1]).split(/\s+/)),
  );
  const classed = (/** @type {string} */ names) => names.split(' ').some((name) => classes.has(`css-${name}`));
  const used = [...rules]
    .filter(([names]) => classed(names))
    .map(([, css]) => css)
    .join('');
  // Keyframes are named by the rules that animate, not by a class.
  const animation = (/** @type {string} */ names) => names.split(' ').every((name) => name.startsWith('animation-') && used.includes(name));
  const written = [...rules].filter(([names]) => classed(names) || animation(names));
  const names = written.map(([key]) => key).join(' ');
  const styles = written.length ? `<style data-emotion="css ${names}">${written.map(([, css]) => css).join('')}</style>` : '';
  return { ...rest, styles };
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The app's pages start with the early reads' script (src/web/early/early-reads.ts): async, so it
// runs as soon as it has arrived, while the app's code is still downloading.
const early = manifest['early/early-reads.ts'];
if (!early) throw new Error('the build has no chunk for early/early-reads.ts');
const earlyTag = `<script type="module" async crossorigin src="/${early.file}"></script>`;
if (!index.includes(earlyTag)) {
  const main = /(\s*)(<script type="module" crossorigin src="[^"]*"><\/script>)/;
  if (!main.test(index)) throw new Error("index.html has no app's script to put the early reads before");
  const app = index.replace(main, (_, space, script) => `${space}${earlyTag}${space}${script}`);
  await writeFile(new URL('index.html', web), app);
}

// The app's entry and everything it preloads or links leave the page; the page's own script comes in.
const shell = index
  .replace(/\s*<link rel="(?:modulepreload|stylesheet)" crossorigin[^>]*>/g, '')
  .replace(/\s*<script type="module" async[^>]*><\/script>/, '');

for (const which of /** @type {const} */ (['landing', 'auth', 'home'])) {
  const tags = scriptTags(SCRIPTS[which]);
  for (const language of LANGUAGES) {
    const rendered = await renderPage(language, which);
    const { markup, parts, styles } = hoistStyles(rendered.markup, rendered.parts);
    let page = replaceOnce(shell, /<script type="module" crossorigin src="[^"]*"><\/script>/, tags, "the app's script");
    page = replaceOnce(page, /<!--splash-->[\s\S]*<!--\/splash-->/, markup, '<!--splash--> ... <!--/splash-->');
    page = replaceOnce(page, /<\/head>/, `  ${rendered.head}${styles}\n  </head>`, '</head>');
    page = replaceOnce(page, /<html lang="en">/, `<html lang="${language}">`, '<html lang="en">');
    page = replaceOnce(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`, '<title>');
    page = replaceOnce(
      page,
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
      'description',
    );
    // The sign-in page and the home name the app's files: their script loads them when the visitor acts.
    const files =
      which === 'landing' ? '' : `<script type="application/json" id="app-files">${JSON.stringify(appFiles(which, language))}</script>\n`;
    // The lead (the home's font sample) copies the parts' elements, whose styles are kept; it goes
    // first in the body, so the browser's first layout holds it even if it paints before the whole page came.
    page = replaceOnce(page, /<body>/, `<body>\n    ${rendered.lead}`, '<body>');
    page = replaceOnce(page, /<\/body>/, `${parts}\n${files}  </body>`, '</body>');
    await writeFile(new URL(`${which}-${language}.html`, web), page);
    console.log(`prerendered the ${which} page in ${language} (${Math.round(page.length / 1024)} KB of HTML)`);
  }
}
