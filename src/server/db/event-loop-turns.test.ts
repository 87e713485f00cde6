import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import type { Database } from './client.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('statements queued on the database', () => {
  it('leave the event loop its turns: what waits for a turn (a new connection, a request to read) runs before the queue drains', async () => {
    // A few milliseconds of work each: PGlite runs them one after another on this thread.
    const statements = 200;
    let finished = 0;
    const queue = Array.from({ length: statements }, () =>
      database.db.execute(sql`select count(*) from generate_series(1, 2000)`).then(() => {
        finished += 1;
      }),
    );
    // A turn of the event loop, asked for once the statements are queued: on PGlite, a queue run as
    // one unbroken chain of promises would leave it waiting until the last statement had finished.
    const finishedAtTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
    await Promise.all(queue);
    expect(finished).toBe(statements);
    expect(finishedAtTurn).toBeLessThan(statements / 4);
  });
});
