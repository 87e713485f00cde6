import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// npm test passes or fails on what this script answers: a failure anywhere must fail it.
const project = mkdtempSync(join(tmpdir(), 'run-lanes-'));
const node = (code: string) => `node -e "${code}"`;
writeFileSync(
  join(project, 'package.json'),
  JSON.stringify({
    name: 'lanes',
    private: true,
    scripts: {
      first: node("require('fs').writeFileSync('first.done', '')"),
      second: node("console.log(require('fs').existsSync('first.done') ? 'after first' : 'before first')"),
      broken: node("console.error('broken says why'); process.exit(3)"),
      later: node("require('fs').writeFileSync('later.done', '')"),
      slow: node("setTimeout(() => require('fs').writeFileSync('slow.done', ''), 300)"),
    },
  }),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

function lanes(...args: string[]) {
  const script = join(import.meta.dirname, 'run-lanes.mjs');
  const run = spawnSync(process.execPath, [script, ...args], { cwd: project, encoding: 'utf8' });
  return { code: run.status, output: run.stdout + run.stderr };
}

// Each run starts npm and node several times: seconds on a busy machine, past Vitest's default 5 s.
describe('scripts/run-lanes.mjs', { timeout: 30_000 }, () => {
  it('runs a lane in order and passes when every script passes', () => {
    const run = lanes('first second', 'slow');
    expect(run.code).toBe(0);
    expect(run.output).toContain('after first');
    expect(run.output).toMatch(/== npm run slow: passed/);
  });

  it('fails when one script fails, with its words; stops that lane and lets the others finish', () => {
    rmSync(join(project, 'slow.done'), { force: true });
    const run = lanes('broken later', 'slow');
    expect(run.code).toBe(1);
    expect(run.output).toContain('broken says why');
    expect(run.output).toMatch(/== npm run broken: FAILED/);
    expect(run.output).toContain('failed: broken; not run after a failure: later');
    expect(existsSync(join(project, 'later.done'))).toBe(false);
    expect(existsSync(join(project, 'slow.done'))).toBe(true);
  });

  it('refuses to run without lanes', () => {
    expect(lanes().code).toBe(2);
  });
});
