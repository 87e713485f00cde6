// Writes dist/web/landing-<language>.html for each language: index.html with the landing page
// rendered in place of the splash, its <html lang>, title and description in that language. The
// server sends the one the reader chose for "/", so the page reads in the right language before
// any script has arrived. The page stays static: instead of the app's scripts it loads only its
// own small one (src/web/static-landing/), and every link on it loads the app.
import { readFile, writeFile } from 'node:fs/promises';

const LANGUAGES = ['en', 'hi', 'mr'];
const SCRIPT = 'static-landing/static-landing.ts';

const web = new URL('../dist/web/', import.meta.url);
/** @typedef {{ markup: string; title: string; description: string; parts: string }} Landing */
/** @type {unknown} The build's output: no types of its own. */
const built = await import(new URL('../dist/prerender/landing.js', import.meta.url).href);
const { renderLanding } = /** @type {{ renderLanding: (language: string) => Promise<Landing> }} */ (built);
const index = await readFile(new URL('index.html', web), 'utf8');
/** @type {unknown} */
const parsed = JSON.parse(await readFile(new URL('.vite/manifest.json', web), 'utf8'));
const manifest = /** @type {Record<string, { file: string; imports?: string[]; css?: string[] } | undefined>} */ (parsed);

/**
 * The landing script's tags: the script, a preload for each chunk it imports, and its styles.
 * @returns {string}
 */
function scriptTags() {
  const entry = manifest[SCRIPT];
  if (!entry) throw new Error(`the build has no chunk for ${SCRIPT}`);
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

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The app's entry and everything it preloads or links leave the page; the landing script comes in.
let shell = index.replace(/\s*<link rel="(?:modulepreload|stylesheet)" crossorigin[^>]*>/g, '');
shell = replaceOnce(shell, /<script type="module" crossorigin src="[^"]*"><\/script>/, scriptTags(), "the app's script");

for (const language of LANGUAGES) {
  const landing = await renderLanding(language);
  let page = replaceOnce(shell, /<!--splash-->[\s\S]*<!--\/splash-->/, landing.markup, '<!--splash--> ... <!--/splash-->');
  page = replaceOnce(page, /<html lang="en">/, `<html lang="${language}">`, '<html lang="en">');
  page = replaceOnce(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(landing.title)}</title>`, '<title>');
  page = replaceOnce(
    page,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(landing.description)}" />`,
    'description',
  );
  page = replaceOnce(page, /<\/body>/, `${landing.parts}\n  </body>`, '</body>');
  await writeFile(new URL(`landing-${language}.html`, web), page);
  console.log(`prerendered the landing page in ${language} (${Math.round(page.length / 1024)} KB of HTML)`);
}
