import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTarget, runCommand, runInProcess } from '../../../tests/support/run-command.js';
import { migratedDataDir } from '../../../tests/support/test-database.js';
import { sweepCommand } from './sweep.js';

/** In this process, through the runner `npm run sweep` uses: the same words and exit code. */
const sweep = (args: string[], env: Record<string, string>) => runInProcess(sweepCommand, args, env);

describe('npm run sweep', () => {
  it('sweeps once and says what each task did, and refuses arguments it does not know', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mv-sweep-'));
    const target = await databaseTarget(dataDir);
    try {
      const run = await sweep([], target.env);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/^abandoned uploads: 0$/m);
      expect(run.stdout).toMatch(/^ended sessions: 0$/m);
      expect(run.stdout).toMatch(/^renewal reminders: 0$/m);
      const wrong = await sweep(['--everything'], target.env);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toBe("Unknown option '--everything'. Usage: npm run sweep");
    } finally {
      await target.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  // What only a process shows (its exit code, its output streams), once: the runner is the one above.
  if (process.env.TEST_DB !== 'postgres') {
    it('runs as its own process, as cron would start it', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mv-sweep-'));
      try {
        await migratedDataDir(dataDir);
        const run = await runCommand('sweep', [], { DATA_DIR: dataDir });
        expect(run.code).toBe(0);
        expect(run.stdout).toMatch(/^abandoned uploads: 0$/m);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  }
});
