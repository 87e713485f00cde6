import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { fromRoot } from '../paths.js';
import { pgliteChangeFeed, postgresChangeFeed, reportPoolWrites, type ChangeFeed } from './change-feed.js';
import { buildDeferredIndexes } from './deferred-indexes.js';
import { BUILDER_TEXT_TYPES, runKeptStatements } from './kept-plans.js';
import { PGLITE_SHARED_BUFFERS_MB_DEFAULT } from './pglite-settings.js';
import * as schema from './schema.js';

type Schema = typeof schema;
/** One type for both drivers: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

/** How the database's connections are used at this moment (/metrics). */
interface ConnectionUse {
  /** Connections kept at most. */
  size: number;
  /** Connections running a statement or a transaction. */
  inUse: number;
  /** Calls waiting for a connection to be free. */
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The pool's connections in use and the calls waiting for one. PGlite is one connection that
   * runs one statement or transaction at a time: its size is 1, and the calls queued behind the
   * one it runs are waiting.
   */
  connections(): ConnectionUse;
  /**
   * The database's announcements of writes to what the hot path keeps copies of; not listening
   * until started (the server starts it, command-line tools need not).
   */
  changes: ChangeFeed;
  /** Applies the migrations, then builds any index a bulk load left deferred. */
  migrate(): Promise<void>;
  /**
   * Embedded only: runs `work` with nothing else running on the database, before or during it (no
   * transaction in progress, no statement started meanwhile). `work` reads through the `db` it is
   * given and may `dump` the data directory (a gzipped tarball): what it reads is what is dumped.
   */
  alone?<T>(work: (db: Db, dump: () => Promise<Blob>) => Promise<T>): Promise<T>;
  /** PostgreSQL only: the address it was opened with, for pg_dump. */
  url?: string;
  close(): Promise<void>;
}

const feeds = new WeakMap<DbOrTx, ChangeFeed>();

/**
 * The change feed of the database `db` belongs to, for code that is handed only `db`; none for a
 * transaction, whose reads must not be answered from copies.
 */
export function changeFeedOf(db: DbOrTx): ChangeFeed | undefined {
  return feeds.get(db);
}

const anyValuePlans = new WeakMap<DbOrTx, Db>();

/**
 * Where a read prepared to be planned once for any values runs (db/prepared.ts `anyValues`): on
 * PostgreSQL, a pool whose connections plan every named statement so; elsewhere (the embedded
 * database, a transaction) `db` itself.
 */
export function anyValuePlansOf(db: DbOrTx): DbOrTx {
  return anyValuePlans.get(db) ?? db;
}

const migrationsFolder = fromRoot('src/server/db/migrations');

/**
 * The planner's settings of every connection, on both databases.
 *
 * - `random_page_cost`: the price of a page read out of order, against 1 for the next one. Four
 *   times as much (PostgreSQL's default) is meant for spinning disks; at that price the planner
 *   took a walk of the whole listing index for cheaper than reading a rare name's few rows
 *   (docs/decisions/0020-listing-index.md).
 * - `max_parallel_workers_per_gather`: no statement is spread over parallel workers. Each worker is
 *   a process PostgreSQL starts for the statement, milliseconds of CPU taken from cores that other
 *   requests are using: a rare name's page (its few bearers sorted) was planned with two and took
 *   3.7 ms instead of 0.5. PGlite has none to start; it is set there too, so both read the same.
 *
 * Plans are PostgreSQL's choice (`plan_cache_mode` left at `auto`): a statement prepared to be
 * planned each run is unnamed, and so planned for its values every time; a named one is planned
 * once for all after five runs when that plan costs no more (db/prepared.ts).
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1', max_parallel_workers_per_gather: '0' } as const;

/** As startup options of a PostgreSQL connection: no statement is spent on them. */
const SESSION_SETTINGS = Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

/**
 * The connections of the reads planned once for any values (db/prepared.ts `anyValues`): PostgreSQL
 * keeps planning a statement for its values when its estimate for any values costs more, as it
 * does for the listing's page (a limit and an offset it cannot see), though that plan is the same
 * one and planning it was three quarters of what the page cost the database (decision 0062).
 */
const ANY_VALUE_PLAN_SETTINGS = `${SESSION_SETTINGS} -c plan_cache_mode=force_generic_plan`;

/** The embedded engine with the extensions the migrations use, new or from an image. */
function createPglite(dir: string, image?: Blob, sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB_DEFAULT): Promise<PGlite> {
  return PGlite.create(dir, {
    extensions: { pg_trgm },
    // Read as text, as the query builder reads them: its calls then pass no parsers (kept-plans.ts).
    parsers: BUILDER_TEXT_TYPES,
    startParams: [...PGlite.defaultStartParams, `--shared-buffers=${sharedBuffersMb}MB`],
    ...(image ? { loadDataDir: image } : {}),
  });
}

type Call = (...args: unknown[]) => Promise<unknown>;

/**
 * How long calls to an embedded database may follow one another before the event loop gets a turn
 * (guardCalls): a request waiting to be read waits at most about this long for the queue.
 */
const SLICE_MS = 10;

/**
 * Runs the calls made to an embedded database one at a time, in the order they were made, and lets
 * the event loop take a turn between two of them. PGlite runs each statement synchronously on this
 * thread and starts the next one it holds as the last one's promise settles: left to queue inside
 * it, a queue of statements would be one unbroken run of microtasks, and the server would accept no
 * connection and read no request until it drained (seconds under load). A transaction is one call:
 * its statements go through the transaction, not through these.
 *
 * Also counts the calls not yet answered (the one running and those waiting), and lets one piece of
 * work run alone (`alone`): it begins once no call is in progress, a transaction included (calls
 * made meanwhile still go ahead, one of them may be what a transaction waits for), and calls made
 * while it runs wait until it ends.
 */
function guardCalls(client: PGlite) {
  let open = 0;
  let aloneEnds: Promise<void> | null = null;
  const idle: (() => void)[] = [];
  // The calls waiting for their turn, whether one is running (or has been handed the turn), and
  // since when calls have followed one another without the event loop taking a turn.
  const waiting: (() => void)[] = [];
  let busy = false;
  let sliceStart = 0;
  const takeTurn = (): Promise<void> | undefined => {
    if (!busy) {
      busy = true;
      sliceStart = performance.now();
      return undefined;
    }
    return new Promise<void>((go) => waiting.push(go));
  };
  const passTurn = () => {
    const next = waiting.shift();
    if (!next) busy = false;
    // Within a slice the next call follows at once (a write's few statements are not held up by a
    // turn each); past it, after the event loop's next turn (timers, connections, requests read).
    else if (performance.now() - sliceStart < SLICE_MS) next();
    else
      setImmediate(() => {
        sliceStart = performance.now();
        next();
      });
  };
  const calls = client as unknown as Record<'query' | 'exec' | 'transaction', Call>;
  const originals = {} as Record<'query' | 'exec' | 'transaction', Call>;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const call = calls[name].bind(client);
    originals[name] = call;
    calls[name] = async (...args) => {
      while (aloneEnds) await aloneEnds;
      open += 1;
      try {
        await takeTurn();
        try {
          return await call(...args);
        } finally {
          passTurn();
        }
      } finally {
        open -= 1;
        if (open === 0) for (const wake of idle.splice(0)) wake();
      }
    };
  }
  // The client as it was, for the work that runs alone: its calls must not wait for themselves.
  const unguarded = Object.assign(Object.create(client) as PGlite, originals);
  return {
    open: () => open,
    async alone<T>(work: (db: Db, dump: () => Promise<Blob>) => Promise<T>): Promise<T> {
      while (aloneEnds || open > 0) {
        if (aloneEnds) await aloneEnds;
        else await new Promise<void>((wake) => idle.push(wake));
      }
      let end!: () => void;
      aloneEnds = new Promise((resolve) => (end = resolve));
      try {
        return await work(drizzlePglite(unguarded, { schema }), () => client.dumpDataDir('gzip'));
      } finally {
        aloneEnds = null;
        end();
      }
    },
  };
}

/**
 * Embedded PostgreSQL in `dir`; `memory://` keeps it in memory (tests). `image`: a data directory
 * made by `migratedPgliteImage`, started from instead of a new one.
 */
export async function openPglite(dir: string, image?: Blob, sharedBuffersMb?: number): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await createPglite(dir, image, sharedBuffersMb);
  runKeptStatements(client);
  // Its pages live in memory or on the local disk: priced as on a server.
  await client.exec(
    Object.entries(PLANNER_SETTINGS)
      .map(([name, value]) => `SET ${name} = ${value};`)
      .join(' '),
  );
  const calls = guardCalls(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const changes = pgliteChangeFeed(client);
  feeds.set(db, changes);
  const database: Database = {
    db,
    kind: 'pglite',
    connections() {
      const open = calls.open();
      return { size: 1, inUse: Math.min(open, 1), waiting: Math.max(open - 1, 0) };
    },
    changes,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await buildDeferredIndexes(database);
    },
    alone: (work) => calls.alone(work),
    async close() {
      await changes.close();
      await client.close();
    },
  };
  return database;
}

/**
 * A new embedded database with every migration applied, as a tarball of its data directory.
 * Starting from it takes under a second; a new one runs initdb and the migrations (about 4 s),
 * which the test suite would otherwise pay for every test file.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await createPglite('memory://');
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const image = await client.dumpDataDir('none');
  await client.close();
  return image;
}

/** `poolSize`: connections kept open (DATABASE_POOL_SIZE); the default suits a command-line tool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: SESSION_SETTINGS });
  // Reads only (prepared.ts refuses anything else there), so no write needs reporting from them.
  // Half as many: they serve one kind of read beside everything the main pool serves.
  const anyValuePoolSize = Math.ceil(poolSize / 2);
  const anyValuePool = new pg.Pool({ connectionString: url, max: anyValuePoolSize, options: ANY_VALUE_PLAN_SETTINGS });
  // An idle connection the server ends (restart, failover, a terminated backend) is dropped by the
  // pool and replaced on next use; without a listener its error would crash the process.
  pool.on('error', () => {});
  anyValuePool.on('error', () => {});
  // A bad URL or a server that is down should fail at boot, not at the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  anyValuePlans.set(db, drizzlePg(anyValuePool, { schema }));
  const changes = postgresChangeFeed(url);
  reportPoolWrites(pool, changes);
  feeds.set(db, changes);
  const database: Database = {
    db,
    kind: 'postgres',
    url,
    connections: () => ({
      size: poolSize + anyValuePoolSize,
      inUse: pool.totalCount - pool.idleCount + anyValuePool.totalCount - anyValuePool.idleCount,
      waiting: pool.waitingCount + anyValuePool.waitingCount,
    }),
    changes,
    async migrate() {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      await buildDeferredIndexes(database);
    },
    async close() {
      await changes.close();
      await Promise.all([pool.end(), anyValuePool.end()]);
    },
  };
  return database;
}

/** Where the embedded database lives under DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
  poolSize?: number;
  pgliteSharedBuffersMb?: number;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(pgliteDir(options.dataDir), undefined, options.pgliteSharedBuffersMb);
}
