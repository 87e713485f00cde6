// `npm start`: builds the web app when its sources are newer than the build, then runs the server.
// The server process replaces nothing: signals are passed on so shutdown stays graceful.
import { spawn, spawnSync } from 'node:child_process';
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

const stale = !existsSync(built) || sources.some((p) => existsSync(p) && newest(p) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
