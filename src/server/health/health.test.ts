import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { outboxMailer } from '../mail/mailer.js';
import { fileStoreFor } from '../storage/file-store-for.js';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import { newLifecycle, type Lifecycle } from '../lifecycle.js';

const dataDir = mkdtempSync(join(tmpdir(), 'mv-health-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The app on a database this file may close or break, with a lifecycle it can move. */
async function start(database: Database, lifecycle: Lifecycle = newLifecycle()): Promise<FastifyInstance> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config,
    database,
    mailer: outboxMailer(join(dataDir, 'outbox'), config.MAIL_FROM, pino({ level: 'silent' })),
    files: fileStoreFor(config),
    lifecycle,
  });
  await app.ready();
  return app;
}

async function get(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, json: res.json() };
}

// Each test opens a database of its own (migrations included), which takes most of the default
// 30 s on a loaded machine.
describe('health and readiness', { timeout: 90_000 }, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function open() {
    const database = await openTestDatabase();
    let closed = false;
    const closeDatabase = async () => {
      if (!closed) await database.close();
      closed = true;
    };
    cleanups.push(closeDatabase);
    return { database, closeDatabase };
  }

  it('answers 200 on both while the database answers', async () => {
    const { database } = await open();
    const app = await start(database);
    cleanups.unshift(() => app.close());
    expect(await get(app, '/api/health')).toEqual({ status: 200, json: { status: 'ok' } });
    expect(await get(app, '/api/health/ready')).toEqual({ status: 200, json: { status: 'ok' } });
  });

  it('answers 503 DATABASE_UNAVAILABLE once the database is closed', async () => {
    const { database, closeDatabase } = await open();
    const app = await start(database);
    cleanups.unshift(() => app.close());
    await closeDatabase();
    for (const url of ['/api/health', '/api/health/ready']) {
      const res = await get(app, url);
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ success: false, data: { code: 'DATABASE_UNAVAILABLE' } });
    }
  });

  it('answers readiness 503 SHUTTING_DOWN once shutdown has begun, health still 200', async () => {
    const { database } = await open();
    const lifecycle = newLifecycle();
    const app = await start(database, lifecycle);
    cleanups.unshift(() => app.close());
    lifecycle.beginShutdown();
    const ready = await get(app, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ success: false, data: { code: 'SHUTTING_DOWN' } });
    expect((await get(app, '/api/health')).status).toBe(200);
  });

  it('begins shutdown when the app closes', async () => {
    const { database } = await open();
    const lifecycle = newLifecycle();
    const app = await start(database, lifecycle);
    expect(lifecycle.stopping).toBe(false);
    await app.close();
    expect(lifecycle.stopping).toBe(true);
  });
});
