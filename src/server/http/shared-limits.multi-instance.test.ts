import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../tests/support/postgres-cluster.js';
import { startRedis, type RedisServer } from '../../../tests/support/redis-server.js';
import { rateLimits } from './rate-limits.js';

/**
 * Two real server processes on one PostgreSQL and one Redis, as behind a load balancer: a limit
 * used up partly on each is used up for both. (Runs in the PostgreSQL project only: the embedded
 * database admits one process.)
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface Instance {
  url: string;
  process: ChildProcess;
  dataDir: string;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mv-instance-'));
  // Node itself with tsx's loader, not `npx tsx`: a signal to npx does not reach the server it
  // starts, which then outlives the test.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_MOBILE: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`instance on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, process: child, dataDir };
}

async function stopInstance(instance: Instance) {
  instance.process.kill('SIGTERM');
  await new Promise((resolve) => (instance.process.exitCode !== null ? resolve(null) : instance.process.once('exit', resolve)));
  rmSync(instance.dataDir, { recursive: true, force: true });
}

let redis: RedisServer;
let instances: Instance[] = [];
let database: string;
const base = () => inject('postgresUrl');

beforeAll(async () => {
  redis = await startRedis();
  database = `multi_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base()}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const env = { DATABASE_URL: `${base()}/${database}`, REDIS_URL: redis.url };
  // One after the other: the first applies the migrations.
  instances = [await startInstance(env)];
  instances.push(await startInstance(env));
}, 180_000);

afterAll(async () => {
  await Promise.all(instances.map(stopInstance));
  await redis.stop();
}, 60_000);

/** Reset codes are limited per email, whoever asks: an inbox no instance may flood. */
const askForCode = (instance: Instance) =>
  fetch(`${instance.url}/api/user/checkEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'flooded@example.com' }),
  });

describe('two instances sharing Redis', () => {
  it('serve the same members from the one database', async () => {
    const body = { email: `multi${Date.now()}@example.com`, mobileNumber: `9${String(Date.now()).slice(-9)}`, password: 'Kesar#Mango-77' };
    const created = await fetch(`${instances[0]!.url}/api/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);
    const { token } = ((await created.json()) as { data: { token: string } }).data;
    const info = await fetch(`${instances[1]!.url}/api/user/info`, { headers: { authorization: `Bearer ${token}` } });
    expect(info.status).toBe(200);
  });

  it('count one limit together: used up half on each, it refuses on both', async () => {
    const { max } = rateLimits.otpEmail;
    for (let i = 0; i < max; i += 1) {
      const res = await askForCode(instances[i % 2]!);
      expect(res.status).toBe(404);
    }
    for (const instance of instances) {
      const res = await askForCode(instance);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { data: { code: string } }).data.code).toBe('RATE_LIMITED');
    }
  });
});
