import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../../tests/support/test-database.js';
import { loadConfig } from '../config.js';
import { startServer } from '../start.js';
import { rowsOf } from './rows.js';

/** The shared buffers of the embedded database a server started with `env` runs on, as PostgreSQL reports them. */
async function sharedBuffersOfAServer(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mv-buffers-'));
  try {
    await migratedDataDir(dataDir);
    const running = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env }));
    try {
      const [row] = rowsOf<{ shared_buffers: string }>(await running.database.db.execute(sql`SHOW shared_buffers`));
      return row!.shared_buffers;
    } finally {
      await running.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The embedded database only: the PostgreSQL project leaves this file out (vitest.config.ts).
describe("the embedded database's shared buffers", () => {
  it('are 32 MB unless PGLITE_SHARED_BUFFERS_MB says otherwise, which the server then uses', async () => {
    expect(await sharedBuffersOfAServer({})).toBe('32MB');
    expect(await sharedBuffersOfAServer({ PGLITE_SHARED_BUFFERS_MB: '48' })).toBe('48MB');
  });
});
