import { defineConfig } from 'vitest/config';
import { hasPostgresBinaries } from './tests/support/postgres-cluster.js';

/** .ci/run sets REQUIRE_POSTGRES: there a missing PostgreSQL is a failure, not a quiet omission. */
const withPostgres = hasPostgresBinaries() || process.env.REQUIRE_POSTGRES === '1';

/**
 * One runner for everything. Server integration tests run twice: on embedded PGlite and on a
 * throwaway PostgreSQL 15 cluster that the global set-up starts from the machine's binaries.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/contract/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['src/server/**/*.test.ts'],
          // Several server processes on one database: PostgreSQL only.
          exclude: ['**/*.multi-instance.test.ts', '**/node_modules/**'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['src/server/**/*.test.ts'],
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
          include: ['tests/e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
