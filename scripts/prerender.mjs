// Writes dist/web/landing.html: index.html with the landing page rendered in place of the splash.
// The server sends it for "/", so the page reads before any script has arrived.
import { readFile, writeFile } from 'node:fs/promises';

const web = new URL('../dist/web/', import.meta.url);
/** @type {unknown} The build's output: no types of its own. */
const built = await import(new URL('../dist/prerender/landing.js', import.meta.url).href);
const { renderLanding } = /** @type {{ renderLanding: () => Promise<string> }} */ (built);
const markup = await renderLanding();
const index = await readFile(new URL('index.html', web), 'utf8');
const splash = /<!--splash-->[\s\S]*<!--\/splash-->/;
if (!splash.test(index)) throw new Error('index.html has no <!--splash--> ... <!--/splash--> to replace');
const page = index.replace(splash, () => markup);
await writeFile(new URL('landing.html', web), page);
console.log(`prerendered the landing page (${Math.round(page.length / 1024)} KB of HTML)`);
