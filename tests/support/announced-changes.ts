import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../../src/server/db/rows.js';
import type { TestApp } from './test-app.js';

/** The channel the database's triggers announce writes on (migration 0014). */
const CHANNEL = 'member_changes';

/** What a write cost the servers' copies (db/change-feed.ts, profiles/listing-cache.ts). */
export interface Changes {
  /** Steps of the `listing_generation` sequence: each drops the listing's shared pages read from the database. */
  generation: number;
  /** The tables the database announced a write to, one entry per announcement. */
  announced: string[];
  /**
   * How far this server's own change feed moved, announcements and (on PostgreSQL) the writes it
   * counts itself as they commit: `users` drops the shared pages kept under the feed's version,
   * `any` every session copy.
   */
  feed: { users: number; any: number };
}

async function generationNow(t: TestApp): Promise<number> {
  const [row] = rowsOf<{ last_value: string | number; is_called: boolean }>(
    await t.db.execute(sql`select last_value, is_called from listing_generation`),
  );
  return Number(row!.last_value) - (row!.is_called ? 0 : 1);
}

interface Listener {
  /** Waits until `payload` has been announced; answers every announcement before it. */
  until(payload: string): Promise<string[]>;
  close(): Promise<void>;
}

/** Listens on the test's database the way a server's change feed does. */
async function listen(t: TestApp): Promise<Listener> {
  const heard: string[] = [];
  const waiting = new Map<string, () => void>();
  const hear = (payload: string) => {
    heard.push(payload);
    waiting.get(payload)?.();
  };
  let close: () => Promise<void>;
  if (t.database.kind === 'pglite') {
    const client = (t.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(CHANNEL, hear);
    close = unlisten;
  } else {
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) hear(message.payload ?? '');
    });
    await client.query(`LISTEN ${CHANNEL}`);
    close = () => client.end();
  }
  return {
    async until(payload) {
      if (!heard.includes(payload)) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no announcement ${payload} within 5 s`)), 5_000);
          waiting.set(payload, () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return heard.slice(0, heard.indexOf(payload));
    },
    close,
  };
}

/**
 * Runs `action` and answers what it cost the copies. The database announces a transaction's
 * writes when it commits, in commit order, so a marker announced after `action` has returned
 * arrives after everything `action` announced: once it is heard, nothing is still on its way.
 */
export async function changesDuring(t: TestApp, action: () => Promise<unknown>): Promise<Changes> {
  await feedSettled(t);
  const listener = await listen(t);
  try {
    const feed = t.database.changes;
    const before = { generation: await generationNow(t), users: feed.version('users'), any: feed.version('any') };
    await action();
    const generation = (await generationNow(t)) - before.generation;
    const marker = `marker-${randomBytes(6).toString('hex')}`;
    await t.db.execute(sql`select pg_notify(${CHANNEL}, ${marker})`);
    const announced = await listener.until(marker);
    // The server's feed listens on a connection of its own: give it the same announcements, the
    // marker last, before reading how far it moved (it counts the marker under `any`).
    const until = Date.now() + 5_000;
    while (feed.version('any') - before.any < announced.length + 1 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    return {
      generation,
      announced,
      feed: { users: feed.version('users') - before.users, any: feed.version('any') - before.any - 1 },
    };
  } finally {
    await listener.close();
  }
}

/**
 * Waits until the server's change feed has heard every write announced so far. On PostgreSQL a
 * commit is announced a moment after the call that made it returned, on the feed's own connection:
 * a write made just before a measurement would otherwise be counted in it on a busy machine. A
 * marker is announced after them all and counted under `any`; the feed is settled once its
 * version has moved and then held still.
 */
export async function feedSettled(t: TestApp): Promise<void> {
  if (t.database.kind === 'pglite') return;
  const feed = t.database.changes;
  const start = feed.version('any');
  await t.db.execute(sql`select pg_notify(${CHANNEL}, ${`settle-${randomBytes(6).toString('hex')}`})`);
  const until = Date.now() + 5_000;
  let last = start;
  let stillSince = Date.now();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = feed.version('any');
    if (now !== last) [last, stillSince] = [now, Date.now()];
    else if (now > start && Date.now() - stillSince >= 100) return;
  }
}

/** Nothing dropped: what a call that changes nothing must cost. */
export const NO_CHANGES: Changes = { generation: 0, announced: [], feed: { users: 0, any: 0 } };
