import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { feedSettled } from '../../../tests/support/announced-changes.js';
import { runSweep } from '../sweep/sweep.js';

/** One sample of a scrape: its series name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[name!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` with these labels (among others), or undefined. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    ?.value;
}

let t: TestApp;
/** Only a client forwarded from 203.0.113.0/24 by a proxy on this machine may scrape it. */
let behindProxy: TestApp;

async function scrape(app: TestApp = t, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
}
async function samples(): Promise<Sample[]> {
  const answer = await scrape();
  expect(answer.statusCode).toBe(200);
  return samplesOf(answer.body);
}

beforeAll(async () => {
  [t, behindProxy] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { TRUST_PROXY: 'loopback', METRICS_ALLOW: '203.0.113.0/24' } }),
  ]);
});
afterAll(async () => {
  await t.close();
  await behindProxy.close();
});

describe('GET /metrics', () => {
  it('answers a client on this machine in the Prometheus text format', async () => {
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('# TYPE mali_vivah_http_request_duration_seconds histogram');
    const scraped = samplesOf(answer.body);
    // The process's own series, next to the app's. Its CPU time counts from when the registry was
    // made, read at the kernel's tick: a scrape soon after may rightly read 0.
    expect(valueOf(scraped, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(valueOf(scraped, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // PostgreSQL: the test pool's 10, and half as many again for the reads planned once for any values (db/client.ts).
    expect(valueOf(scraped, 'mali_vivah_db_pool_size')).toBe(t.database.kind === 'pglite' ? 1 : 15);
    expect(valueOf(scraped, 'mali_vivah_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(valueOf(scraped, 'mali_vivah_db_pool_waiting')).toBe(0);
    expect(valueOf(scraped, 'mali_vivah_image_queue_waiting')).toBe(0);
    expect((await scrape(t, '::1')).statusCode).toBe(200);
  });

  it('is a missing address to anyone else, and a page the API does not document', async () => {
    for (const address of ['203.0.113.9', '10.0.0.7', '192.168.1.20']) {
      const answer = await scrape(t, address);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('mali_vivah');
    }
    // A header is not an address: without TRUST_PROXY nobody is believed about where they are.
    expect((await scrape(t, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(document.json().paths)).not.toContain('/metrics');
  });

  it('judges the client by the address TRUST_PROXY believes, not the proxy in front of it', async () => {
    expect((await scrape(behindProxy, '127.0.0.1', { 'x-forwarded-for': '203.0.113.40' })).statusCode).toBe(200);
    expect((await scrape(behindProxy, '127.0.0.1', { 'x-forwarded-for': '198.51.100.40' })).statusCode).toBe(404);
    // The proxy's own address is not in METRICS_ALLOW here.
    expect((await scrape(behindProxy, '127.0.0.1')).statusCode).toBe(404);
    // A forwarded address from a proxy it does not trust is not believed.
    expect((await scrape(behindProxy, '198.51.100.7', { 'x-forwarded-for': '203.0.113.40' })).statusCode).toBe(404);
  });
});

describe('the series', () => {
  let rahul: Member;
  beforeAll(async () => {
    rahul = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Rahul' }));
  });

  it('count requests by the route they matched, never by their address', async () => {
    const id = '5b0c7e0e-58c4-4b7e-9d5e-1f2a3b4c5d6e';
    await t.call(`/user/profiles/${id}`, { token: 'not-a-session-token' });
    await t.call('/health');
    expect((await t.call(`/no/such/call/${id}`)).status).toBe(404);
    const scraped = await samples();
    const route = { method: 'GET', route: '/api/user/profiles/:id', status: '401' };
    expect(valueOf(scraped, 'mali_vivah_http_request_duration_seconds_count', route)).toBe(1);
    expect(valueOf(scraped, 'mali_vivah_http_request_duration_seconds_count', { route: '/api/health', status: '200' })).toBe(1);
    // Answered by no route: the web app's pages, and addresses the site does not have.
    expect(valueOf(scraped, 'mali_vivah_http_request_duration_seconds_count', { route: '(none)', status: '404' })).toBe(1);
    const text = (await scrape()).body;
    expect(text).not.toContain(id);
    expect(text).not.toContain('/no/such');
    expect(text).not.toContain('not-a-session-token');
    expect(text).not.toContain(rahul.token);
  });

  it('count the listing cache: a first read misses, the same page asked again hits', async () => {
    // Pages are kept only while the database's announcements arrive (a connection of its own on
    // PostgreSQL, opened again after a loss); Rahul's approval, still on its way to the feed,
    // would drop the page between the two reads.
    await expect.poll(() => t.database.changes.live).toBe(true);
    await feedSettled(t);
    const before = await samples();
    const lookups = (scraped: Sample[], result: string) => valueOf(scraped, 'mali_vivah_listing_cache_lookups_total', { result }) ?? 0;
    const counted = (scraped: Sample[]) => ({
      hit: lookups(scraped, 'hit'),
      miss: lookups(scraped, 'miss'),
      bypass: lookups(scraped, 'bypass'),
    });
    for (let i = 0; i < 2; i += 1) {
      expect((await t.call('/user/getProfile', { token: rahul.token, body: { page: 1 } })).status).toBe(200);
    }
    const [was, is] = [counted(before), counted(await samples())];
    expect({ hit: is.hit - was.hit, miss: is.miss - was.miss, bypass: is.bypass - was.bypass }).toEqual({ hit: 1, miss: 1, bypass: 0 });
    // Every result is exported, a zero included: a result left out would read as 0 above.
    const scraped = await samples();
    for (const result of ['hit', 'miss', 'bypass'])
      expect(valueOf(scraped, 'mali_vivah_listing_cache_lookups_total', { result }), result).toBeDefined();
  });

  it('count members’ sessions found: calls that come together while the session is read share one read, and the next ones find the copy', async () => {
    const omkar = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Omkar' }));
    // A new sign-in: no copy of this session exists yet.
    const login = await t.call('/user/login', { body: { mobileNumber: omkar.mobileNumber, password: omkar.password } });
    expect(login.status).toBe(200);
    const token = login.json.data.token as string;
    await expect.poll(() => t.database.changes.live).toBe(true);
    await feedSettled(t);
    const found = (scraped: Sample[]) =>
      Object.fromEntries(
        ['hit', 'read', 'shared'].map((result) => [result, valueOf(scraped, 'mali_vivah_session_copy_lookups_total', { result }) ?? 0]),
      );
    const since = (was: Record<string, number>, is: Record<string, number>) =>
      Object.fromEntries(Object.entries(is).map(([result, value]) => [result, value - was[result]!]));
    // Four calls at once, as a page drawn on the server or a browser loading one sends them.
    const together = async () => {
      const answers = await Promise.all(
        ['/user/getProfile', '/user/getProfile', '/user/notifications', '/user/interests'].map((path) =>
          path === '/user/getProfile' ? t.call(path, { token, body: { page: 1 } }) : t.call(path, { token }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    };
    const first = await samples();
    await together();
    const second = await samples();
    expect(since(found(first), found(second))).toEqual({ hit: 0, read: 1, shared: 3 });
    await together();
    expect(since(found(second), found(await samples()))).toEqual({ hit: 4, read: 0, shared: 0 });
  });

  it('count the kept pages patched in place: a member on one pausing takes her off it without a read', async () => {
    const priya = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Priya' }));
    await feedSettled(t);
    const page = async () =>
      (await t.call('/user/getProfile', { token: rahul.token, body: { page: 1 } })).json.data.userData as { id: string }[];
    expect((await page()).map((card) => card.id)).toContain(priya.id);
    const patches = async () => valueOf(await samples(), 'mali_vivah_listing_cache_patches_total') ?? 0;
    const before = await patches();
    expect((await t.call('/user/settings/pause', { token: priya.token, body: { paused: true } })).status).toBe(200);
    await feedSettled(t);
    expect(await patches()).toBe(before + 1);
    expect((await page()).map((card) => card.id)).not.toContain(priya.id);
  });

  it("report the database's connections in use, and on PGlite the calls queued behind the one it runs", async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // A transaction holds its connection between its statements; two reads come meanwhile.
    const held = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await pause(200);
    });
    await pause(20);
    const reads = [1, 2].map(async () => t.db.execute(sql`select 1`));
    await pause(50);
    const scraped = await samples();
    await Promise.all([held, ...reads]);
    expect(valueOf(scraped, 'mali_vivah_db_pool_in_use')).toBeGreaterThanOrEqual(1);
    // PGlite runs one call at a time: the reads wait for the transaction. A pool lends them their own.
    expect(valueOf(scraped, 'mali_vivah_db_pool_waiting')).toBe(t.database.kind === 'pglite' ? 2 : 0);
    const after = await samples();
    expect(valueOf(after, 'mali_vivah_db_pool_waiting')).toBe(0);
  });

  it('count mail and SMS sent', async () => {
    // Registration mailed Rahul his verification code.
    const scraped = await samples();
    expect(valueOf(scraped, 'mali_vivah_mail_messages_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(scraped, 'mali_vivah_mail_messages_total', { outcome: 'failed' })).toBe(0);
    expect((await t.call('/user/sendMobileCode', { token: rahul.token, body: {} })).status).toBe(200);
    expect(valueOf(await samples(), 'mali_vivah_sms_messages_total', { gateway: 'outbox', outcome: 'sent' })).toBe(1);
  });

  it('count a sweep, its tasks and what they handled', async () => {
    const sweep = () =>
      runSweep({ db: t.db, files: t.files, log: pino({ level: 'silent' }), mailer: t.mailer, config: t.config, metrics: t.metrics });
    expect((await sweep()).ran).toBe(true);
    const scraped = await samples();
    expect(valueOf(scraped, 'mali_vivah_sweep_runs_total', { outcome: 'done' })).toBe(1);
    expect(valueOf(scraped, 'mali_vivah_sweep_duration_seconds_count')).toBe(1);
    expect(valueOf(scraped, 'mali_vivah_sweep_last_done_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(valueOf(scraped, 'mali_vivah_sweep_task_items_total', { task: 'ended sessions' })).toBe(0);
    expect(valueOf(scraped, 'mali_vivah_sweep_task_last_duration_seconds', { task: 'renewal reminders' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(scraped, 'mali_vivah_sweep_task_failures_total', { task: 'ended sessions' })).toBeUndefined();
  });
});
