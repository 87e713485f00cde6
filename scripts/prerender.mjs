// Writes dist/web/landing-<language>.html for each language: index.html with the landing page
// rendered in place of the splash, its <html lang>, title and description in that language, and
// the preloaded texts of that language. The server sends the one the reader chose for "/", so the
// page reads in the right language before any script has arrived.
import { readFile, writeFile } from 'node:fs/promises';

const LANGUAGES = ['en', 'hi', 'mr'];
const PRELOADED_TEXTS = ['common', 'member'];

const web = new URL('../dist/web/', import.meta.url);
/** @typedef {{ markup: string; title: string; description: string }} Landing */
/** @type {unknown} The build's output: no types of its own. */
const built = await import(new URL('../dist/prerender/landing.js', import.meta.url).href);
const { renderLanding } = /** @type {{ renderLanding: (language: string) => Promise<Landing> }} */ (built);
const index = await readFile(new URL('index.html', web), 'utf8');
/** @type {unknown} */
const parsed = JSON.parse(await readFile(new URL('.vite/manifest.json', web), 'utf8'));
const manifest = /** @type {Record<string, { file: string } | undefined>} */ (parsed);

/**
 * The built file of a locale, as index.html preloads it (vite.config.ts preloads the English ones).
 * @param {string} language
 * @param {string} namespace
 */
function textsFile(language, namespace) {
  const entry = manifest[`locales/${language}/${namespace}.json`];
  if (!entry) throw new Error(`the build has no chunk for locales/${language}/${namespace}.json`);
  return `/${entry.file}`;
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

for (const language of LANGUAGES) {
  const landing = await renderLanding(language);
  let page = replaceOnce(index, /<!--splash-->[\s\S]*<!--\/splash-->/, landing.markup, '<!--splash--> ... <!--/splash-->');
  page = replaceOnce(page, /<html lang="en">/, `<html lang="${language}">`, '<html lang="en">');
  page = replaceOnce(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(landing.title)}</title>`, '<title>');
  page = replaceOnce(
    page,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(landing.description)}" />`,
    'description',
  );
  for (const namespace of PRELOADED_TEXTS) {
    page = replaceOnce(
      page,
      new RegExp(`href="${textsFile('en', namespace)}"`),
      `href="${textsFile(language, namespace)}"`,
      `preload of ${namespace}`,
    );
  }
  await writeFile(new URL(`landing-${language}.html`, web), page);
  console.log(`prerendered the landing page in ${language} (${Math.round(page.length / 1024)} KB of HTML)`);
}
