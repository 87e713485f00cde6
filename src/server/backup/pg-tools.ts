import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * How pg_dump and pg_restore are told where the database is: the address without its password on
 * the command line, which anyone on the machine may read, and the password in their environment.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The end of a tool's run: its own last words on failure. */
function ended(name: string, child: ReturnType<typeof spawn>, stderr: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? `${name} is not installed (PostgreSQL's client tools, on PATH)` : error.message)),
    );
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (exit ${code}): ${stderr().trim().split('\n').slice(-3).join(' ') || 'no message'}`));
    });
  });
}

/**
 * pg_dump in its custom format (compressed, what pg_restore reads) of the exported snapshot
 * `snapshot`, handed to `write` as it comes; resolves when both are done.
 */
export async function pgDump(url: string, snapshot: string, write: (dump: Readable) => Promise<unknown>): Promise<void> {
  const { dbname, env } = connection(url);
  const child = spawn('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--no-sync', `--dbname=${dbname}`], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = ended('pg_dump', child, () => stderr);
  try {
    await Promise.all([write(child.stdout), done]);
  } catch (error) {
    child.kill();
    await done.catch(() => {});
    throw error;
  }
}

/**
 * pg_restore of a custom-format dump read from `dump`, in one transaction: all of it, or (on any
 * error) nothing. Owners and grants are the restoring user's, whoever held them before.
 */
export async function pgRestore(url: string, dump: Readable): Promise<void> {
  const { dbname, env } = connection(url);
  const child = spawn('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = ended('pg_restore', child, () => stderr);
  // pg_restore stops reading when it fails: its own message says why, not the broken pipe.
  await Promise.all([pipeline(dump, child.stdin).catch(() => {}), done]);
}
