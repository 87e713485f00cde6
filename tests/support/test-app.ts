import type { FastifyInstance, InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isErrorCode } from '../../src/contract/errors.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/client.js';
import { countedMailer, smtpMailer, type Mailer } from '../../src/server/mail/mailer.js';
import { createMetrics, type Metrics } from '../../src/server/metrics/metrics.js';
import type { FileStore } from '../../src/server/storage/file-store.js';
import { fileStoreFor } from '../../src/server/storage/file-store-for.js';
import { startMailReceiver, type MailReceiver } from './mail-receiver.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  db: Database['db'];
  mail: MailReceiver;
  files: FileStore;
  /** The app's own mailer (to the receiver), for work done outside a request, such as a sweep. */
  mailer: Mailer;
  /** The app's counters (/metrics), for work done outside a request, such as a sweep. */
  metrics: Metrics;
  dataDir: string;
  config: Config;
  /** POST (or GET without a body) to `/api` + path, with an optional `?token=`. */
  call(path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

interface CallOptions {
  body?: unknown;
  token?: string;
  method?: InjectOptions['method'];
  /** The caller's address, as the server sees it. */
  ip?: string;
  headers?: Record<string, string>;
}

interface CallResult {
  status: number;
  // Answers are checked field by field in the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  headers: Record<string, unknown>;
}

/**
 * The whole app on a fresh database, a temporary data directory and a real SMTP receiver;
 * `database`: on that one instead (another server on the same database, or a restored one),
 * closed with the app. Files go where `env` says (STORAGE_URL), into the data directory unless it
 * names a bucket.
 */
export async function createTestApp(
  options: {
    rateLimits?: boolean;
    env?: Record<string, string>;
    logStream?: { write(line: string): void };
    webRoot?: string;
    database?: Database;
    /** Files in this data directory instead of a new one; the caller removes it. */
    dataDir?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mv-test-'));
  const mail = await startMailReceiver();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: mail.url, ...options.env });
  const database: TestDatabase = options.database ?? (await openTestDatabase());
  const metrics = createMetrics();
  const mailer = countedMailer(smtpMailer(config.SMTP_URL!, config.MAIL_FROM), (outcome) => metrics.mail(outcome));
  const files = fileStoreFor(config);
  const app = await buildApp({
    config,
    database,
    mailer,
    metrics,
    files,
    rateLimits: options.rateLimits ?? false,
    logStream: options.logStream,
    webRoot: options.webRoot,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    mail,
    files,
    mailer,
    metrics,
    dataDir,
    config,
    async call(path, { body, token, method, ip, headers } = {}) {
      const url = `/api${path}${token ? `${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : ''}`;
      const response = await app.inject({
        method: method ?? (body === undefined ? 'GET' : 'POST'),
        url,
        payload: body as InjectOptions['payload'],
        ...(ip ? { remoteAddress: ip } : {}),
        ...(headers ? { headers } : {}),
      });
      let json: unknown = null;
      try {
        json = response.json();
      } catch {
        json = response.body;
      }
      // Every failed answer, whatever the call, carries a known code (the web apps translate by it).
      if (response.statusCode >= 400 && !isErrorCode((json as { data?: { code?: unknown } } | null)?.data?.code)) {
        throw new Error(`${path} answered ${response.statusCode} without a known data.code: ${response.body.slice(0, 200)}`);
      }
      return { status: response.statusCode, json, headers: response.headers };
    },
    async close() {
      await app.close();
      await mailer.close();
      await mail.close();
      await database.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
