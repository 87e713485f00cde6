import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchMessage, ServerMessage } from './server-process.js';

export interface BenchServer {
  /** http://127.0.0.1:port: traffic never leaves the machine. */
  url: string;
  /** Where the server writes its data; without SMTP, its mail lands in `outbox/` here. */
  dataDir: string;
  memory(): Promise<{ rss: number; heapUsed: number }>;
  stop(): Promise<void>;
}

export const BENCH_ADMIN = { mobileNumber: '9000000009', password: 'Bench@Admin1' };

const SCRIPT = fileURLToPath(new URL('./server-process.ts', import.meta.url));

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

/** Starts `startServer` in a child process with the given database settings, rate limits off. */
export async function startBenchServer(env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<BenchServer> {
  const child = fork(SCRIPT, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      ADMIN_MOBILE: BENCH_ADMIN.mobileNumber,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextMessage(child, 'ready');
  const tell = (message: BenchMessage) => child.send(message);
  return {
    url: `http://127.0.0.1:${ready.port}`,
    dataDir: env.DATA_DIR,
    async memory() {
      const answer = nextMessage(child, 'memory');
      tell({ type: 'memory' });
      const { rss, heapUsed } = await answer;
      return { rss, heapUsed };
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
