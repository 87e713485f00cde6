import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../tests/support/run-command.js';

const sweepCommand = (args: string[], env: Record<string, string>) => runCommand('sweep', args, env);

describe('npm run sweep', () => {
  it('sweeps once and says what each task did, and refuses arguments it does not know', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mv-sweep-'));
    try {
      const run = await sweepCommand([], { DATA_DIR: dataDir });
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^abandoned uploads: 0$/m);
      expect(run.stdout).toMatch(/^ended sessions: 0$/m);
      expect(run.stdout).toMatch(/^renewal reminders: 0$/m);
      const wrong = await sweepCommand(['--everything'], { DATA_DIR: dataDir });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('Usage: npm run sweep');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
