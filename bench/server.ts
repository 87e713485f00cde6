import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build-server.mjs';
import { serverEnv } from '../scripts/server-env.mjs';
import type { EventLoopFigures } from './event-loop.js';
import type { BenchMessage, ServerMessage } from './server-process.js';

export interface BenchServer {
  /** http://127.0.0.1:port: traffic never leaves the machine. */
  url: string;
  /** Where the server writes its data; without SMTP, its mail lands in `outbox/` here. */
  dataDir: string;
  /**
   * Memory now (`heapTotal`: V8's heap as reserved; `arrayBuffers`: buffers outside it, the
   * embedded database's memory among them), and the CPU time (user and system) the process has
   * used since it started.
   */
  memory(): Promise<{ rss: number; heapUsed: number; heapTotal: number; arrayBuffers: number; cpuMs: number }>;
  /** What the server's change feed has delivered since it started (db/change-feed.ts; server-process.ts). */
  feed(): Promise<{ listed: number; changes: number; epoch: number; pages: { hits: number; misses: number; bypasses: number } }>;
  /** The event loop's delay and V8's collections since last asked (the product's server only, not bare Fastify). */
  loop(): Promise<EventLoopFigures>;
  stop(): Promise<void>;
}

export const BENCH_ADMIN = { mobileNumber: '9000000009', password: 'Bench@Admin1' };

/**
 * Both servers run from a build, as production's does (`dist/server/main.mjs`), not through tsx's
 * loader, which holds about 100–160 MB more (docs/decisions/0052-server-from-its-build.md). Each is
 * built once a run, into .tmp/bench: two folders below the root, where the server finds its files.
 */
const SCRIPT = { entry: 'bench/server-process.ts', outfile: '.tmp/bench/server-process.mjs' };
const BARE_SCRIPT = { entry: 'bench/bare-fastify-process.ts', outfile: '.tmp/bench/bare-fastify-process.mjs' };
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const built = new Map<string, Promise<string>>();

/** The script's build, made on first use this run: its path. */
function builtScript(script: { entry: string; outfile: string }): Promise<string> {
  let path = built.get(script.outfile);
  if (!path) {
    path = buildServer(script.entry, script.outfile).then(() => join(ROOT, script.outfile));
    built.set(script.outfile, path);
  }
  return path;
}

function nextMessage<T extends ServerMessage['type']>(child: ChildProcess, type: T): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type === type) {
        cleanup();
        resolve(message as Extract<ServerMessage, { type: T }>);
      } else if (message.type === 'failed') {
        cleanup();
        reject(new Error(`The server failed: ${message.message}`));
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`The server exited (${code}) before answering`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * `BENCH_SERVER_NODE_OPTIONS` adds Node flags to the server's process, e.g. `--cpu-prof
 * --cpu-prof-dir=.tmp/profile` to see where a listing request spends its time.
 */
function serverExecArgv(): string[] {
  const extra = process.env.BENCH_SERVER_NODE_OPTIONS?.trim();
  return extra ? extra.split(/\s+/) : [];
}

/**
 * Starts `startServer` in a child process with the given database settings, rate limits off
 * (`BENCH_RATE_LIMITS: 'production'`: as in production but for the listing's, see
 * server-process.ts), logging silent unless `BENCH_SERVER_LOG_LEVEL` says otherwise (its lines go
 * to the bench's standard output: `info` writes one a request). `PGLITE_SHARED_BUFFERS_MB` in the
 * bench's environment reaches the server's, to measure the embedded database with other buffers.
 */
export function startBenchServer(env: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  LOG_LEVEL?: string;
  BENCH_RATE_LIMITS?: 'production';
  LISTING_CACHE?: 'off';
  INTEREST_DAILY_LIMIT?: string;
}): Promise<BenchServer> {
  return startProcess(
    SCRIPT,
    { LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'silent', PGLITE_SHARED_BUFFERS_MB: process.env.PGLITE_SHARED_BUFFERS_MB, ...env },
    env.DATA_DIR,
    serverExecArgv(),
  );
}

/** Bare Fastify answering `body` (a listing page as JSON) to POST /api/user/getProfile. */
export function startBareFastify(body: string): Promise<BenchServer> {
  return startProcess(BARE_SCRIPT, { BENCH_BARE_BODY: body }, '', []);
}

async function startProcess(
  script: { entry: string; outfile: string },
  env: Record<string, string | undefined>,
  dataDir: string,
  execArgv: string[],
): Promise<BenchServer> {
  const child = fork(await builtScript(script), [], {
    execArgv,
    // In production's environment (memory settings), as bare Fastify beside it.
    env: serverEnv({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      ADMIN_MOBILE: BENCH_ADMIN.mobileNumber,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    }),
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextMessage(child, 'ready');
  const tell = (message: BenchMessage) => child.send(message);
  return {
    url: `http://127.0.0.1:${ready.port}`,
    dataDir,
    async memory() {
      const answer = nextMessage(child, 'memory');
      tell({ type: 'memory' });
      const { rss, heapUsed, heapTotal, arrayBuffers, cpuMs } = await answer;
      return { rss, heapUsed, heapTotal, arrayBuffers, cpuMs };
    },
    async feed() {
      const answer = nextMessage(child, 'feed');
      tell({ type: 'feed' });
      const { listed, changes, epoch, pages } = await answer;
      return { listed, changes, epoch, pages };
    },
    async loop() {
      const answer = nextMessage(child, 'loop');
      tell({ type: 'loop' });
      return (await answer).loop;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      tell({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
