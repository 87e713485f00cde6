import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/longest-first.js';
import { hasPostgresBinaries } from './tests/support/postgres-cluster.js';

/** .ci/run sets REQUIRE_POSTGRES: there a missing PostgreSQL is a failure, not a quiet omission. */
const withPostgres = hasPostgresBinaries() || process.env.REQUIRE_POSTGRES === '1';

/**
 * Server test files share a worker's loaded modules instead of importing the whole app again for
 * each file (about 2.5 s a file): every file builds its own app, database and data directory, and
 * none changes module state or mocks a module.
 */
const serverFiles = { isolate: false };

/**
 * One runner for everything. Server integration tests run twice: on embedded PGlite and on a
 * throwaway PostgreSQL 15 cluster that the global set-up starts from the machine's binaries.
 */
export default defineConfig({
  test: {
    // Three files at a time on a two-core machine: a file's worker waits for much of its time (on its
    // database, its mail receiver, its browser), and a third file fills those waits. Vitest's
    // default (cores - 1) runs one file at a time. docs/decisions/0021-test-run-time.md.
    maxWorkers: 3,
    // The longest files first, by the times of a whole run (tests/support/file-durations.json).
    sequence: { sequencer: LongestFirst },
    // Vitest's summary, then one plain "N passed, N failed" line that CI reads.
    reporters: ['default', './tests/support/closing-line.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/contract/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          ...serverFiles,
          include: ['src/server/**/*.test.ts'],
          // Several server processes on one database: PostgreSQL only.
          exclude: ['**/*.multi-instance.test.ts', '**/node_modules/**'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/support/pglite-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                ...serverFiles,
                include: ['src/server/**/*.test.ts'],
                // Open no database (local files into a bucket; the biodata's PDF from fonts and a photo; mail),
                // or only the embedded one: once, in the PGlite project, is enough.
                exclude: [
                  'src/server/storage/migrate-uploads.test.ts',
                  'src/server/biodata/{pdf,shaping,script-runs}.test.ts',
                  'src/server/mail/mailer.test.ts',
                  // The embedded database's own settings.
                  'src/server/db/pglite-settings.test.ts',
                  '**/node_modules/**',
                ],
                env: { TEST_DB: 'postgres' },
                globalSetup: ['tests/support/postgres-global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          // After the server tests, three files at a time like the rest: each file has its own server,
          // database, mail receiver and browser. What a member waits for is waited for; the one
          // test that measures time (SPEC's listing hold) asserts a lower bound, which a busy
          // machine only lengthens. docs/decisions/0021-test-run-time.md.
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.e2e.ts'],
          // Like the server tests, the files of a worker share its loaded modules (the whole server
          // and Playwright, about 4 s a file): each file starts its own server, database and browser.
          isolate: false,
          // What every file's tests need (a test fails on an error the browser reported).
          setupFiles: ['tests/e2e/support/each-file.ts'],
          // Each file's server starts from one migrated embedded database made for the run.
          globalSetup: ['tests/support/pglite-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // What a page shows after a read is waited for as long as a locator waits (15 s in the
          // harness), not the one second expect.poll gives by default: a busy machine's server
          // answers a list in more than a second.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
