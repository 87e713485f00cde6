// Builds the web app when its sources are newer than the build (or there is none yet).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist/web/index.html');
const sources = ['src/web', 'src/contract', 'public', 'vite.config.ts'].map((p) => join(root, p));

/**
 * @param {string} path
 * @returns {number}
 */
function newest(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), info.mtimeMs);
}

/** Runs `npm run build` if the build is missing or older than a source; exits the process if it fails. */
export function buildIfStale() {
  const stale = !existsSync(built) || sources.some((p) => existsSync(p) && newest(p) > statSync(built).mtimeMs);
  if (!stale) return;
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
