// `npm start`: builds when the sources are newer than the build, then runs the server from its build.
// The server process replaces nothing: signals are passed on so shutdown stays graceful.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { serverEnv } from './server-env.mjs';

const root = new URL('..', import.meta.url).pathname;

buildIfStale();

const server = spawn(process.execPath, [join(root, 'dist/server/main.mjs')], { cwd: root, stdio: 'inherit', env: serverEnv(process.env) });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
