import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { BackupBusyError, type BackupResult } from './take-backup.js';
import { processAlive } from '../db/data-dir-lock.js';

/**
 * The embedded database belongs to the one process that opened it, so `npm run backup` cannot
 * read it while the server runs: it asks the server to take the backup instead. The server
 * listens for that on 127.0.0.1 only, on a port of its own, and writes the port and a random token
 * to this file in DATA_DIR, readable by its owner alone: only who may read the data directory
 * may ask. The request names the destination; the answer is the backup's result.
 */
const CONTROL_FILE = 'backup-control.json';
const PATH = '/backup';
/** The request is a destination: a path or an address, never long. */
const BODY_LIMIT = 4096;

interface ControlFile {
  pid: number;
  port: number;
  token: string;
}

type RequestedBackup = (destination: string) => Promise<BackupResult>;

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function bodyOf(message: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of message) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sameToken(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Starts answering backup requests from this machine (see CONTROL_FILE); resolves to a stop
 * function, which waits for a backup in progress.
 */
export async function startBackupControl(dataDir: string, takeBackup: RequestedBackup): Promise<() => Promise<void>> {
  const token = randomBytes(32).toString('hex');
  const running = new Set<Promise<unknown>>();
  const server = createServer((req, res) => {
    const work = (async () => {
      if (req.method !== 'POST' || req.url !== PATH) return answer(res, 404, { error: 'not found' });
      if (!sameToken(req.headers.authorization, token)) return answer(res, 401, { error: 'not this server’s token' });
      const body = await bodyOf(req);
      let destination: unknown;
      try {
        destination = body === null ? undefined : (JSON.parse(body) as { to?: unknown }).to;
      } catch {
        destination = undefined;
      }
      if (typeof destination !== 'string' || destination === '') return answer(res, 400, { error: 'the request names no destination' });
      try {
        answer(res, 200, await takeBackup(destination));
      } catch (error) {
        answer(res, error instanceof BackupBusyError ? 409 : 500, { error: error instanceof Error ? error.message : String(error) });
      }
    })();
    running.add(work);
    void work.finally(() => running.delete(work));
  });
  // A backup of a large store takes as long as it takes: no time limit on the request.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const file = join(dataDir, CONTROL_FILE);
  const port = (server.address() as AddressInfo).port;
  await writeFile(`${file}.partial`, JSON.stringify({ pid: process.pid, port, token } satisfies ControlFile), { mode: 0o600 });
  await rename(`${file}.partial`, file);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.all(running);
    // Another server may have started on this directory since: its file stays.
    const current = await readControlFile(dataDir);
    if (current?.token === token) await rm(file, { force: true });
  };
}

async function readControlFile(dataDir: string): Promise<ControlFile | null> {
  try {
    return JSON.parse(await readFile(join(dataDir, CONTROL_FILE), 'utf8')) as ControlFile;
  } catch {
    return null;
  }
}

/**
 * Asks the server running on `dataDir` for a backup to `destination` and waits for it; null when
 * no server runs there (no control file, or one a stopped server left).
 */
export async function askServerForBackup(dataDir: string, destination: string): Promise<BackupResult | null> {
  const control = await readControlFile(dataDir);
  if (!control || !Number.isInteger(control.pid) || !processAlive(control.pid)) return null;
  const body = JSON.stringify({ to: destination });
  const reply = await new Promise<{ status: number; text: string } | null>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: control.port,
        method: 'POST',
        path: PATH,
        headers: {
          authorization: `Bearer ${control.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    // A server that stopped without removing its file: nobody listens there any more.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve(null) : reject(error)));
    req.end(body);
  });
  if (!reply) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.text);
  } catch {
    throw new Error(`the server on ${dataDir} answered ${reply.status} without a result`);
  }
  if (reply.status === 200) return parsed as BackupResult;
  const message = (parsed as { error?: string }).error ?? `status ${reply.status}`;
  if (reply.status === 409) throw new BackupBusyError(message);
  throw new Error(`the running server could not take the backup: ${message}`);
}
