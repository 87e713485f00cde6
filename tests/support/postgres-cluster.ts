import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export function hasPostgresBinaries(): boolean {
  return existsSync(join(POSTGRES_BIN, 'initdb')) && existsSync(join(POSTGRES_BIN, 'postgres'));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** PostgreSQL refuses to run as root; as root, the cluster belongs to the `postgres` user. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export interface Cluster {
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway cluster in a temporary folder on a free port, tuned for tests (no fsync). `settings`
 * adds server settings (`name=value`) given at start, such as a library to preload.
 */
export async function startCluster(settings: string[] = []): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'mv-pg-'));
  const owner = runAs();
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid!);
  const data = join(dir, 'data');
  execFileSync(join(POSTGRES_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'], {
    ...owner,
    stdio: 'pipe',
  });
  const port = await freePort();
  const server: ChildProcess = spawn(
    join(POSTGRES_BIN, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
      ...settings.flatMap((setting) => ['-c', setting]),
    ],
    { ...owner, stdio: 'ignore' },
  );
  const url = `postgres://postgres@127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      execFileSync(join(POSTGRES_BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'pipe' });
      break;
    } catch {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('PostgreSQL did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    async stop() {
      server.kill('SIGINT');
      await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
