import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, userDetails, type Member } from '../../tests/support/factories.js';
import { isVerificationMail } from '../../tests/support/mail-receiver.js';
import { photoLike } from '../../tests/support/photo-like.js';
import { freePort } from '../../tests/support/postgres-cluster.js';
import { waitUntilReady } from '../../tests/support/ready.js';
import { startRedis, type RedisServer } from '../../tests/support/redis-server.js';
import { startRoundRobinProxy, type Proxy } from '../../tests/support/round-robin-proxy.js';
import { startS3Server, type S3Server } from '../../tests/support/s3-server.js';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { users } from './db/schema.js';
import { rateLimits } from './http/rate-limits.js';

/**
 * Two server processes behind a load balancer, as a deployment of several instances runs: one
 * PostgreSQL, one Redis, one S3-compatible store, and a local round-robin proxy in front. (The
 * PostgreSQL project only: the embedded database admits one process.) The members are made
 * beforehand by an app in this process on the same database and store.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DAY_MS = 24 * 60 * 60_000;

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
  await waitUntilReady(url, child, 90_000);
  return { url, process: child, dataDir };
}

async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM') {
  if (instance.process.exitCode === null && instance.process.signalCode === null) {
    const exited = new Promise((resolve) => instance.process.once('exit', resolve));
    instance.process.kill(signal);
    await exited;
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/** A JSON call to `/api` + path on one server, as the web app makes it. */
async function api(base: string, path: string, options: { token?: string; body?: unknown; method?: string } = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  // Answers are checked field by field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json: any = text.startsWith('{') ? JSON.parse(text) : text;
  return { status: res.status, json };
}

/** Names in the viewer's first listing page for a name search, through one server. */
async function listed(base: string, viewer: Member, fullName: string): Promise<string[]> {
  const page = await api(base, '/user/getProfile', { token: viewer.token, body: { page: 1, fullName } });
  expect(page.status).toBe(200);
  return (page.json.data.userData as { id: string }[]).map((row) => row.id);
}

/** Counter values from one server's /metrics, summed over the series whose labels match. */
async function metric(base: string, name: string, labels = ''): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

let t: TestApp;
let redis: RedisServer;
let store: S3Server;
let instances: Instance[] = [];
let proxy: Proxy;
const men: Member[] = [];
const women: Member[] = [];
let renewing: Member;
let searching: Member;
let backups: string;

beforeAll(async () => {
  [redis, store] = await Promise.all([startRedis(), startS3Server()]);
  t = await createTestApp({ env: { ...store.env, ANNUAL_FEE_INR: '500' } });
  // She saves a search with a daily alert before the men below join: each is new to it.
  searching = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Searching' }));
  const saved = await t.call('/user/savedSearches', { token: searching.token, body: { name: 'Everyone', frequency: 'daily' } });
  expect(saved.status).toBe(201);
  for (let i = 0; i < 7; i += 1) men.push(await approvedMember(t, userDetails({ gender: 'Male', firstName: `Multi${'ABCDEFG'[i]}` })));
  for (let i = 0; i < 10; i += 1)
    women.push(await approvedMember(t, userDetails({ gender: 'Female', firstName: `Shared${'ABCDEFGHIJ'[i]}` })));
  renewing = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Renewing' }));
  // A year's subscription for everyone; one ends in six days, so a reminder is due at the next sweep.
  await t.db.update(users).set({ subscriptionUntil: sql`now() + interval '365 days'` });
  await t.db
    .update(users)
    .set({ subscriptionUntil: new Date(Date.now() + 6 * DAY_MS) })
    .where(eq(users.id, renewing.id));
  backups = mkdtempSync(join(tmpdir(), 'mv-backups-'));
  const env = {
    ...store.env,
    // A daily backup whose time has passed: each instance looks as it starts, one takes it.
    BACKUP_SCHEDULE: '00:00',
    BACKUP_TO: backups,
    DATABASE_URL: t.database.url!,
    REDIS_URL: redis.url,
    SMTP_URL: t.mail.url,
    ANNUAL_FEE_INR: '500',
    TRUST_PROXY: 'loopback',
  };
  // Both at once, as a deployment starts them: each sweeps as it starts.
  instances = await Promise.all([startInstance(env), startInstance(env)]);
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
}, 240_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((instance) => stopInstance(instance)));
  await t?.close();
  await Promise.all([redis?.stop(), store?.stop()]);
  rmSync(backups, { recursive: true, force: true });
}, 60_000);

describe('two instances behind a load balancer, on one PostgreSQL, Redis and object store', () => {
  it('see at once what the other wrote: a listing, an interest, an ended session, a photo', async () => {
    const [a, b] = instances.map((instance) => instance.url) as [string, string];
    const [viewer, leaving] = men as [Member, Member];
    const [paused, sender] = women as [Member, Member];
    const name = 'SharedA';

    // A listing: she pauses on one server, and the other's listing leaves her out as soon as the
    // database's announcement reaches it, a moment after the commit (decision 0024; on a busy
    // machine it may come after the next call); back, likewise.
    const settles = { timeout: 2_000, interval: 20 };
    expect(await listed(b, viewer, name)).toContain(paused.id);
    expect((await api(a, '/user/settings/pause', { token: paused.token, body: { paused: true } })).status).toBe(200);
    await expect.poll(() => listed(b, viewer, name), settles).not.toContain(paused.id);
    expect((await api(b, '/user/settings/pause', { token: paused.token, body: { paused: false } })).status).toBe(200);
    await expect.poll(() => listed(a, viewer, name), settles).toContain(paused.id);

    // An interest sent through one is received through the other.
    expect((await api(a, '/user/interests', { token: viewer.token, body: { userId: sender.id } })).status).toBe(200);
    const received = await api(b, '/user/interests?tab=received', { token: sender.token });
    expect(received.json.data.items.map((item: { profile: { id: string } }) => item.profile.id)).toContain(viewer.id);

    // A session ended on one is refused by the other, once the announcement reaches it.
    expect((await api(b, '/user/info', { token: leaving.token })).status).toBe(200);
    expect((await api(a, '/user/logout', { token: leaving.token, body: {} })).status).toBe(200);
    await expect.poll(async () => (await api(b, '/user/info', { token: leaving.token })).status, settles).toBe(401);

    // A photo uploaded to one is served by the other, from the bucket.
    const form = new FormData();
    form.append('type', 'profilePhoto');
    form.append('file', new Blob([new Uint8Array(await photoLike(7, 600, 750))], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${a}/api/upload?token=${encodeURIComponent(sender.token)}`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(200);
    const { url } = ((await uploaded.json()) as { response_data: { url: string } }).response_data;
    const saved = await api(a, '/user/updateUser', { token: sender.token, body: { photoDetails: { profilePhoto: url } } });
    expect(saved.status).toBe(200);
    const [fromA, fromB] = await Promise.all(
      [a, b].map((base) => fetch(new URL(url, base), { headers: { authorization: `Bearer ${sender.token}` } })),
    );
    expect([fromA!.status, fromB!.status]).toEqual([200, 200]);
    expect(Buffer.from(await fromB!.arrayBuffer()).equals(Buffer.from(await fromA!.arrayBuffer()))).toBe(true);
    expect((await store.keys()).some((key) => url.endsWith(key.split('/').pop()!))).toBe(true);
  });

  it('count a rate limit together: used up half on each, it refuses on both', async () => {
    const askForCode = (base: string) => api(base, '/user/checkEmail', { body: { email: 'flooded@example.com' } });
    for (let i = 0; i < rateLimits.otpEmail.max; i += 1) expect((await askForCode(instances[i % 2]!.url)).status).toBe(404);
    for (const instance of instances) {
      const refused = await askForCode(instance.url);
      expect(refused.status).toBe(429);
      expect(refused.json.data.code).toBe('RATE_LIMITED');
    }
  });

  it('sweep and back up together once: one reminder, one backup, though both looked as they started', async () => {
    // Each instance swept at its start (or found the other sweeping): wait until both have.
    await expect
      .poll(async () => Promise.all(instances.map((instance) => metric(instance.url, 'mali_vivah_sweep_runs_total'))), { timeout: 60_000 })
      .toSatisfy((runs: number[]) => runs.every((count) => count >= 1));
    const done = await Promise.all(instances.map((instance) => metric(instance.url, 'mali_vivah_sweep_runs_total', 'outcome="done"')));
    expect(done.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const reminders = () => t.mail.messages.filter((mail) => mail.to.includes(renewing.email) && !isVerificationMail(mail));
    await expect.poll(() => reminders().length, { timeout: 30_000 }).toBe(1);
    const reminded = await Promise.all(
      instances.map((instance) => metric(instance.url, 'mali_vivah_sweep_task_items_total', 'task="renewal reminders"')),
    );
    expect(reminded.reduce((sum, count) => sum + count, 0)).toBe(1);
    // Her saved search's alert: one mail, listing the men who joined after she saved it.
    const alerts = () => t.mail.messages.filter((mail) => mail.to.includes(searching.email) && mail.text.includes('/saved-searches'));
    await expect.poll(() => alerts().length, { timeout: 30_000 }).toBe(1);
    for (const man of [...men, renewing]) expect(alerts()[0]!.text).toContain(man.id);
    const alerted = await Promise.all(
      instances.map((instance) => metric(instance.url, 'mali_vivah_sweep_task_items_total', 'task="saved search alerts"')),
    );
    expect(alerted.reduce((sum, count) => sum + count, 0)).toBe(1);

    // The day's backup: one instance takes it; the other finds the backup under way (and looks
    // again a minute later) or its slot taken, and writes none.
    const taken = () => Promise.all(instances.map((instance) => metric(instance.url, 'mali_vivah_backup_runs_total', 'outcome="done"')));
    await expect.poll(async () => (await taken()).sort(), { timeout: 20_000 }).toEqual([0, 1]);
    expect(readdirSync(backups).filter((name) => existsSync(join(backups, name, 'manifest.json')))).toHaveLength(1);
  });

  it('lose no acknowledged write when one is killed under load, and fail only what was in flight on it', async () => {
    const [doomed] = instances as [Instance, Instance];
    const clients = men.slice(2);
    const acknowledged = new Map<string, string[]>(clients.map((member) => [member.id, []]));
    /** When each call was sent, with its answer's status: SIGKILL takes a moment to end the process. */
    const calls: { sentAt: number; status: number }[] = [];
    let exitedAt = Infinity;
    doomed.process.once('exit', () => (exitedAt = performance.now()));
    let killed = false;
    const killAfter = 12;
    const load = clients.map(async (member) => {
      for (const woman of women) {
        const sentAt = performance.now();
        const res = await api(proxy.url, '/user/favourites', { token: member.token, body: { userId: woman.id } });
        calls.push({ sentAt, status: res.status });
        if (res.status === 200) acknowledged.get(member.id)!.push(woman.id);
        if (calls.length >= killAfter && !killed) {
          killed = true;
          doomed.process.kill('SIGKILL');
        }
      }
    });
    await Promise.all(load);
    expect(killed).toBe(true);
    // The only failures are the proxy's 502s for calls the killed instance had taken and not
    // answered: calls sent before it was gone (the signal takes a moment, and a connection made
    // meanwhile is taken, then dropped). Every call sent after it died went to the other instance.
    const statuses = calls.map((call) => call.status);
    const failed = statuses.filter((status) => status >= 500);
    expect(failed.every((status) => status === 502)).toBe(true);
    expect(proxy.dropped()).toEqual(failed.map(() => doomed.url));
    expect(exitedAt).toBeLessThan(Infinity);
    expect(calls.filter((call) => call.sentAt > exitedAt && call.status !== 200)).toEqual([]);
    expect(statuses.filter((status) => status !== 200 && status < 500)).toEqual([]);
    // Every write the service acknowledged is there, read through the instance left standing.
    for (const member of clients) {
      const kept = await api(proxy.url, '/user/favourites', { token: member.token });
      const ids = (kept.json.data.userData as { id: string }[]).map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining(acknowledged.get(member.id)!));
    }
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(killAfter);
  });
});
