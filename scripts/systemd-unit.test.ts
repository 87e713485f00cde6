import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { freePort } from '../tests/support/postgres-cluster.js';
import { waitUntilReady } from '../tests/support/ready.js';
import { buildServer } from './build-server.mjs';
import { SERVER_ENV } from './server-env.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const UNIT = join(ROOT, 'deploy/mali-vivah.service');

/** The unit's `[Service]` settings, a repeated key's values in order. */
function serviceSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) section = header[1]!;
    else if (section === 'Service') {
      const [key, ...value] = line.split('=');
      settings.set(key!, [...(settings.get(key!) ?? []), value.join('=')]);
    }
  }
  return settings;
}

describe('the systemd unit in deploy/', () => {
  const settings = serviceSettings(readFileSync(UNIT, 'utf8'));

  it('passes systemd-analyze verify', async () => {
    const { stdout, stderr } = await promisify(execFile)('systemd-analyze', ['verify', UNIT]);
    expect(`${stdout}${stderr}`.trim()).toBe('');
  });

  it("starts the server with its command and environment, which answers ready, and stops on the unit's signal in time", async () => {
    const [command, ...args] = settings.get('ExecStart')![0]!.split(/\s+/);
    expect(command).toBe('/usr/bin/node');
    const environment = Object.fromEntries(
      settings
        .get('Environment')!
        .flatMap((line) => line.split(/\s+/))
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    // Production's environment, and the memory settings npm start and the benchmarks give the server.
    expect(environment).toMatchObject({ NODE_ENV: 'production', ...SERVER_ENV });
    // The unit runs the server's build: made again here from the sources under test.
    expect(args).toEqual(['dist/server/main.mjs']);
    await buildServer();
    // The state directory systemd would make stands in for DATA_DIR, and the env file's port.
    const dataDir = mkdtempSync(join(tmpdir(), 'mv-unit-'));
    const port = await freePort();
    // The Node under test, in place of the machine's: the unit's arguments as they are.
    const server = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...environment, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    try {
      await waitUntilReady(`http://127.0.0.1:${port}`, server, 150_000);
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
      const signal = settings.get('KillSignal')![0] as NodeJS.Signals;
      const stopBy = Date.now() + Number(settings.get('TimeoutStopSec')![0]) * 1000;
      server.kill(signal);
      expect(await exited).toBe(0);
      expect(Date.now()).toBeLessThan(stopBy);
    } finally {
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
