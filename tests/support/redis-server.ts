import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres-cluster.js';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/** A throwaway Redis on a free loopback port, keeping nothing on disk. */
export async function startRedis(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'mv-redis-'));
  const port = await freePort();
  const server: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 15_000;
  while (!(await answersPing(port))) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
