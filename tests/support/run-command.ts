import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
      env: { ...process.env, ADMIN_MOBILE: '', ADMIN_PASSWORD: '', DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
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
