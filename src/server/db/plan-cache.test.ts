import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import type { Database } from './client.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('query plans of prepared statements', () => {
  it('on PostgreSQL every pooled connection plans each run for its values (PGlite prepares nothing by name), and both price random reads as a solid-state disk does', async () => {
    // Several at once, so the pool opens more than one connection.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        database.db.execute(
          sql`select current_setting('plan_cache_mode') as mode, current_setting('random_page_cost') as cost, pg_backend_pid() as pid`,
        ),
      ),
    );
    const rows = answers.map(
      (answer) => ((answer as { rows?: unknown[] }).rows ?? (answer as unknown[]))[0] as { mode: string; cost: string; pid: number },
    );
    const modes = new Set(rows.map((row) => row.mode));
    // Every connection prices a page read out of order as a solid-state disk does.
    expect(new Set(rows.map((row) => row.cost))).toEqual(new Set(['1.1']));
    if (database.kind === 'postgres') {
      expect(new Set(rows.map((row) => row.pid)).size).toBeGreaterThan(1);
      expect(modes).toEqual(new Set(['force_custom_plan']));
    } else {
      expect(modes).toEqual(new Set(['auto']));
    }
  });
});
