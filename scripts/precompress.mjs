// Writes .br and .gz beside each built text asset so the server sends them precompressed:
// the fewest bytes for a phone on a slow network, at no cost per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../dist/web/', import.meta.url).pathname;
const compressible = /\.(js|css|html|json|svg|txt|map)$/;

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite holds the build's manifest, read at build time and never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(root)) {
  if ((await stat(path)).size < 512) continue;
  const body = await readFile(path);
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in dist/web`);
