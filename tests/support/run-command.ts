import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runCommandWith, type CliCommand } from '../../src/server/cli/cli-run.js';
import { emptyPostgresDatabase, migratedDataDir } from './test-database.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Outcome {
  code: number | null;
  stdout: string;
  /** Without npm's own notices, which are not the command's words. */
  stderr: string;
}

/**
 * Runs one of the product's command-line tools (`src/server/cli/<name>.ts`) in its own process,
 * as `npm run <name>` does, with the server's own variables blanked unless given.
 */
export function runCommand(name: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(`${ROOT}node_modules/.bin/tsx`, [`src/server/cli/${name}.ts`, ...args], {
      cwd: ROOT,
      env: commandEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const own = stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
      resolve({ code, stdout: stdout.trim(), stderr: own.join('\n') });
    });
  });
}

/** The process's variables with the server's own blanked, then the given ones. */
const commandEnv = (env: Record<string, string>) => ({
  ...process.env,
  ADMIN_MOBILE: '',
  ADMIN_PASSWORD: '',
  DATABASE_URL: '',
  LOG_LEVEL: 'silent',
  ...env,
});

/**
 * Runs a command-line tool's command in this process, through the same runner as its own process
 * (`runCommandWith`), so it prints the same lines and ends with the same code. Each tool's test
 * also runs it once as a process (`runCommand`), for what only a process shows.
 */
export async function runInProcess(command: CliCommand, args: string[], env: Record<string, string>): Promise<Outcome> {
  const printed: string[] = [];
  const outcome = await runCommandWith(command, args, { env: commandEnv(env), print: (line) => printed.push(line) });
  return { code: outcome.code, stdout: printed.join('\n').trim(), stderr: outcome.error ?? '' };
}

/**
 * On the PostgreSQL run, an empty database the command must migrate itself; else PGlite in DATA_DIR,
 * started from the run's migrated image (creating one costs a process some twenty seconds of a busy
 * machine; the server's start from an empty data directory is shown by scripts/systemd-unit.test.ts,
 * and the commands migrate through the same `Database.migrate`).
 */
export async function databaseTarget(dataDir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    await migratedDataDir(dataDir);
    return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const empty = await emptyPostgresDatabase();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: empty.url }, drop: () => empty.drop() };
}
