import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function sweepCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'src/server/cli/sweep.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ADMIN_MOBILE: '', ADMIN_PASSWORD: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn')).join('\n') }));
  });
}

describe('npm run sweep', () => {
  it('sweeps once and says what it removed, and refuses arguments it does not know', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mv-sweep-'));
    try {
      const run = await sweepCommand([], { DATA_DIR: dataDir });
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^abandoned uploads: 0 removed$/m);
      expect(run.stdout).toMatch(/^ended sessions: 0 removed$/m);
      const wrong = await sweepCommand(['--everything'], { DATA_DIR: dataDir });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('Usage: npm run sweep');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
