// `npm run build`'s last step for the server: its TypeScript in one ES module, dist/server/main.mjs,
// which `npm start` and the systemd unit run with Node alone. Run through tsx's loader instead, the
// server kept the loader's thread and every module's transformed source: about 100–160 MB more
// memory at idle (docs/decisions/0052-server-from-its-build.md). Packages stay in node_modules, imported as
// they are; only the project's own modules are joined.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles `entry` (a path from the root) into `outfile`, which must stand two folders below the
 * root, as src/server/paths.ts does: the server finds its files from there.
 * @param {string} entry
 * @param {string} outfile
 */
export async function buildServer(entry = 'src/server/main.ts', outfile = 'dist/server/main.mjs') {
  if (outfile.split('/').length !== 3) throw new Error(`${outfile} must stand two folders below the root`);
  await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    // Names stay readable in stack traces and logs; the file is not minified.
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
