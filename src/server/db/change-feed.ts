import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the database's triggers notify (migration 0014), with the table written as payload. */
const CHANGES_CHANNEL = 'member_changes';

/** Tables whose writes the feed counts apart; every other notification counts as `any` only. */
type ChangeScope = 'users' | 'any';

/**
 * Writes to the tables the hot path keeps copies of (members, sessions ended, blocks, interests),
 * as the database announces them to every server on it, whoever wrote: this process, another
 * instance, a script. A copy made while the feed is live stays good while its version has not
 * moved; while the feed is down (not yet listening, or the connection lost), nothing may be
 * served from a copy.
 */
export interface ChangeFeed {
  /** Notifications are arriving: copies may be trusted while their version holds. */
  readonly live: boolean;
  /** Moves on with every write seen to `users` (`users`) or to any watched table (`any`), and whenever listening starts again. */
  version(scope: ChangeScope): number;
  /**
   * A write this process committed to `table`, counted at once: its announcement comes back a
   * moment later, and a member who wrote must not be answered from a copy made before.
   */
  wrote(table: string): void;
  /** Starts listening; resolves once the first attempt has succeeded or failed (a failed one is retried). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The counting shared by both databases: what a notification and a restart do to the versions. */
class Versions {
  live = false;
  private users = 0;
  private any = 0;

  version(scope: ChangeScope): number {
    return scope === 'users' ? this.users : this.any;
  }

  changed(table: string) {
    this.any += 1;
    if (table === 'users') this.users += 1;
  }

  /** Listening (again): whatever was written while not listening is unknown, so every copy goes. */
  listening() {
    this.users += 1;
    this.any += 1;
    this.live = true;
  }

  down() {
    this.live = false;
  }
}

/**
 * The embedded database runs in this process and delivers a transaction's notifications before
 * the call that committed it returns, so a copy is never served after a write that has returned.
 */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  const versions = new Versions();
  let started: Promise<void> | undefined;
  let stop: (() => Promise<void>) | undefined;
  return {
    get live() {
      return versions.live;
    },
    version: (scope) => versions.version(scope),
    // Its announcement is delivered before the committing call returns.
    wrote: () => undefined,
    start() {
      started ??= client
        .listen(CHANGES_CHANNEL, (table) => versions.changed(table))
        .then((unlisten) => {
          stop = unlisten;
          versions.listening();
        });
      return started;
    },
    async close() {
      versions.down();
      await stop?.().catch(() => undefined);
    },
  };
}

const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 30_000;

/**
 * PostgreSQL: one connection of its own, outside the pool, that LISTENs. A lost connection (a
 * restart, a failover, a terminated backend) marks the feed down at once, so requests read the
 * database again, and is reopened with a growing pause; listening again moves every version on.
 * A notification arrives a moment after its transaction commits: for that moment another
 * instance may still serve its copy, as a read begun just before the commit would.
 */
export function postgresChangeFeed(connectionString: string): ChangeFeed {
  const versions = new Versions();
  let client: pg.Client | undefined;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let started: Promise<void> | undefined;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    versions.down();
    lostClient.end().catch(() => undefined);
    if (closed) return;
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
  };

  const connect = async () => {
    timer = undefined;
    if (closed) return;
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) versions.changed(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (client !== next || closed) return;
      retryMs = RETRY_FIRST_MS;
      versions.listening();
    } catch {
      lost(next);
    }
  };

  return {
    get live() {
      return versions.live;
    },
    version: (scope) => versions.version(scope),
    wrote: (table) => versions.changed(table),
    start() {
      started ??= connect();
      return started;
    },
    async close() {
      closed = true;
      versions.down();
      if (timer) clearTimeout(timer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

/** A statement that writes one of the announced tables, with the statement's tail after the table. */
const WRITE = /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(users|sessions|blocks|interests)"?\b([\s\S]*)$/i;
/** What marking a session used sets: the one write to sessions that announces nothing. */
const SESSION_USE = new Set(['last_seen_at', 'expires_at']);

/** The announced table `text` writes, as the triggers of migration 0014 would announce it; undefined for anything else. */
export function announcedTable(text: string): string | undefined {
  const match = WRITE.exec(text);
  if (!match) return undefined;
  const table = match[1]!.toLowerCase();
  if (table !== 'sessions' || !/^\s*update/i.test(text)) return table;
  const assignments = /\bset\s+([\s\S]*?)(?:\bwhere\b|\breturning\b|$)/i.exec(match[2]!)?.[1] ?? '';
  const columns = [...assignments.matchAll(/"?([a-z_]+)"?\s*=/gi)].map((column) => column[1]!.toLowerCase());
  return columns.length > 0 && columns.every((column) => SESSION_USE.has(column)) ? undefined : table;
}

const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof (query as { text?: unknown } | null)?.text === 'string'
      ? (query as { text: string }).text
      : '';

/**
 * Tells `feed` of this process's writes to the announced tables as they commit: every statement
 * of a pool passes through a client it lends (`pool.query` too), so each client's statements are
 * watched: a write outside a transaction counts once it has returned, one inside a transaction
 * once the commit has. Statements answered through a stream (COPY) are not watched; the database
 * still announces them.
 */
export function reportPoolWrites(pool: pg.Pool, feed: ChangeFeed): void {
  pool.on('acquire', (client) => {
    const watched = client as pg.PoolClient & { reportsWrites?: true };
    if (watched.reportsWrites) return;
    watched.reportsWrites = true;
    let inTransaction = false;
    const pending = new Set<string>();
    const done = (text: string) => {
      if (text === 'begin' || text.startsWith('begin ') || text.startsWith('start transaction')) {
        inTransaction = true;
        pending.clear();
      } else if (text === 'commit' || text === 'end') {
        inTransaction = false;
        for (const table of pending) feed.wrote(table);
        pending.clear();
      } else if (text === 'rollback' || text === 'abort') {
        inTransaction = false;
        pending.clear();
      } else {
        const table = announcedTable(text);
        if (table && inTransaction) pending.add(table);
        else if (table) feed.wrote(table);
      }
    };
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const text = textOf(args[0]).trim().toLowerCase();
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          if (!error) done(text);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        };
        return query(...args);
      }
      const answer = query(...args);
      if (answer instanceof Promise) return answer.then((result: unknown) => (done(text), result));
      return answer;
    }) as typeof client.query;
  });
}
