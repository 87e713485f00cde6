import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { MemberChange } from '../../src/server/db/change-feed.js';
import type { TestApp } from './test-app.js';

/** The channel the database's triggers announce writes on (migrations 0014 and 0027). */
const CHANNEL = 'member_changes';

/** What a write cost the servers' copies (db/change-feed.ts, profiles/listing-cache.ts). */
export interface Changes {
  /** The tables the database announced a write to, one entry per announcement. */
  announced: string[];
  /**
   * What this server's own change feed delivered: changes naming members of `users`, of any
   * table (each drops the copies of the members it names), changes a listing could show
   * (`listed`: each may drop shared pages), and moves of the epoch (each drops every copy).
   */
  feed: { users: number; any: number; listed: number; epoch: number };
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
 * The marker reads as a catch-up's (`sync|`), which the server's feed passes over.
 */
export async function changesDuring(t: TestApp, action: () => Promise<unknown>): Promise<Changes> {
  const feed = t.database.changes;
  await feed.caughtUp();
  const listener = await listen(t);
  const delivered: MemberChange[] = [];
  const stop = feed.subscribe((change) => delivered.push(change));
  try {
    const epoch = feed.epoch();
    await action();
    const marker = `sync|marker-${randomBytes(6).toString('hex')}`;
    await t.db.execute(sql`select pg_notify(${CHANNEL}, ${marker})`);
    const announced = await listener.until(marker);
    await feed.caughtUp();
    return {
      // A server's catch-ups (`sync|…`) announce no write.
      announced: announced.filter((payload) => !payload.startsWith('sync|')).map((payload) => payload.split('|')[0]!),
      feed: {
        users: delivered.filter((change) => change.table === 'users').length,
        any: delivered.length,
        listed: delivered.reduce((sum, change) => sum + change.listed.length, 0),
        epoch: feed.epoch() - epoch,
      },
    };
  } finally {
    stop();
    await listener.close();
  }
}

/**
 * Waits until the server's change feed has delivered every write announced so far. On PostgreSQL
 * a commit is announced a moment after the call that made it returned, on the feed's own
 * connection: a write made just before a measurement would otherwise be counted in it.
 */
export async function feedSettled(t: TestApp): Promise<void> {
  await t.database.changes.caughtUp();
}

/** Nothing dropped: what a call that changes nothing must cost. */
export const NO_CHANGES: Changes = { announced: [], feed: { users: 0, any: 0, listed: 0, epoch: 0 } };
