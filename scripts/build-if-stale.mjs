// Builds the web app and the server when a source is newer than their build (or there is none yet).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
/** What `npm run build` makes, each checked against its sources. */
const builds = [
  { built: join(root, 'dist/web/index.html'), sources: ['src/web', 'src/contract', 'public', 'vite.config.ts'] },
  { built: join(root, 'dist/server/main.mjs'), sources: ['src/server', 'src/contract', 'scripts/build-server.mjs'] },
];

/** Tests sit beside the sources they test but are not part of any build. */
const TEST_FILE = /\.(test|e2e)\.tsx?$/;

/**
 * The newest change under `path`, its tests left out.
 * @param {string} path
 * @returns {number}
 */
function newest(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path)
    .filter((name) => !TEST_FILE.test(name))
    .reduce((max, name) => Math.max(max, newest(join(path, name))), info.mtimeMs);
}

/** Runs `npm run build` if the build is missing or older than a source; exits the process if it fails. */
export function buildIfStale() {
  const stale = builds.some(
    ({ built, sources }) =>
      !existsSync(built) || sources.some((p) => existsSync(join(root, p)) && newest(join(root, p)) > statSync(built).mtimeMs),
  );
  if (!stale) return;
  console.log('Building the web app and the server...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
