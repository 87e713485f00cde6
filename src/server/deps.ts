import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Lifecycle } from './lifecycle.js';
import type { Mailer } from './mail/mailer.js';
import type { Metrics } from './metrics/metrics.js';
import type { FileStore } from './storage/file-store.js';

/**
 * What the app is built from. Its own module, so the routes that take it never import app.ts,
 * which imports them.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  files: FileStore;
  /** Off in tests that are not about rate limits, so suites can sign in freely. */
  rateLimits?: boolean;
  /** The built web app to serve; none in API tests. */
  webRoot?: string;
  /** Where log lines go; standard output unless a test reads them. */
  logStream?: { write(line: string): void };
  /** Whether shutdown has begun, for the readiness answer; `app.close()` begins it too. */
  lifecycle?: Lifecycle;
  /**
   * What /metrics reports; features count through it. Made by whoever makes the mailer, which
   * counts through it too (`countedMailer`); buildApp makes one when none is given.
   */
  metrics?: Metrics;
}
