import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the database's triggers notify (migration 0014), with the table written as payload. */
const CHANGES_CHANNEL = 'member_changes';

/**
 * A write the database announced (migration 0027), naming the members it touched; a write that
 * touched too many to name (or a truncation) is announced by moving `epoch` instead.
 */
export interface MemberChange {
  table: string;
  /** Every member the write touched: the row's own, or both members of a block or an interest. */
  members: string[];
  /**
   * The members whose sessions are found differently after the write, so no copy of them may be
   * kept (sessions/member-session-copies.ts): every member named, but for `users`, only those whose
   * row changed in what a session is found with (migration 0029).
   */
  sessions: string[];
  /** `users` only: the members a listing or the matches view could now show differently. */
  listed: ListedChange[];
}

/** A member a listing could show differently: by gender before and after, and place in the order. */
export interface ListedChange {
  id: string;
  /** The gender before and after the write (one entry when they agree; none unknown). */
  genders: string[];
  /** As a listing position carries it (`YYYY-MM-DDTHH:MM:SS.ffffffZ`, UTC). */
  createdAt: string;
  /**
   * What changed (migration 0027): `P` where the member stands or whether they are shown, `N` the
   * name, `A` the birth date, `I` the income, `M` the moon sign, `V` the verified badge, `S`
   * anything else a card shows; and `X` (migration 0030) when the write took a listed member off
   * every listing (docs/decisions/0059-pages-patched-in-place.md).
   */
  what: string;
}

/**
 * Writes to what the hot path keeps copies of (members, sessions ended, blocks, interests), as
 * the database announces them to every server on it, whoever wrote: this process, another
 * instance, a script. Each announcement names the members written, so a copy goes only when a
 * write can change it (docs/decisions/0048-copies-that-survive-writes.md). A copy made while the
 * feed is live stays good while no change has named it and `epoch` has not moved; while the feed
 * is down (not yet listening, or the connection lost), nothing may be served from a copy.
 */
export interface ChangeFeed {
  /** Notifications are arriving: copies may be trusted while nothing voided them. */
  readonly live: boolean;
  /**
   * Moves on with every write too large to name its members, and whenever listening starts
   * again: a copy made at an earlier epoch is void.
   */
  epoch(): number;
  /**
   * Calls `listener` with every change announced from now on, in the order the database committed
   * them; answers how to stop.
   */
  subscribe(listener: (change: MemberChange) => void): () => void;
  /**
   * Resolves once the announcements of every write this process has committed so far have been
   * delivered to the listeners: a member who wrote is then never answered from a copy made before.
   */
  caughtUp(): Promise<void>;
  /** Starts listening; resolves once the first attempt has succeeded or failed (a failed one is retried). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What the PostgreSQL feed sends itself to learn it is caught up: the database delivers
 * notifications in commit order, so its own comes back after those of every write committed before.
 */
const SYNC_PREFIX = 'sync|';
/** How long a write waits to see its announcements come back before every copy is voided instead. */
const CATCH_UP_MS = 2000;

/** What a notification says, as migration 0027's triggers write it; undefined: void every copy. */
export function parseChange(payload: string): MemberChange | undefined {
  const bar = payload.indexOf('|');
  if (bar < 0) return undefined;
  const table = payload.slice(0, bar);
  const body = payload.slice(bar + 1);
  if (body === '*' || body === '') return undefined;
  if (table !== 'users') {
    const members = [...new Set(body.split(';'))];
    return { table, members, sessions: members, listed: [] };
  }
  const members = new Set<string>();
  const sessions = new Set<string>();
  const listed: ListedChange[] = [];
  for (const entry of body.split(';')) {
    const [id, what, before, after, createdAt, held] = entry.split(',');
    if (!id || !what || createdAt === undefined) return undefined;
    members.add(id);
    // Without the field (a trigger older than migration 0029), the session may have changed.
    if (held !== '0') sessions.add(id);
    if (what !== '0')
      listed.push({ id, genders: [...new Set([before, after].filter((gender): gender is string => !!gender))], createdAt, what });
  }
  return { table, members: [...members], sessions: [...sessions], listed };
}

/** The counting shared by both databases: what a notification and a restart do to the copies. */
class Versions {
  live = false;
  private epochs = 0;
  private readonly listeners = new Set<(change: MemberChange) => void>();

  epoch(): number {
    return this.epochs;
  }

  subscribe(listener: (change: MemberChange) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  changed(payload: string) {
    // A catch-up's own notification (or a test's marker) names no write.
    if (payload.startsWith(SYNC_PREFIX)) return;
    const change = parseChange(payload);
    if (!change) {
      this.epochs += 1;
      return;
    }
    for (const listener of this.listeners) listener(change);
  }

  /** Listening (again): whatever was written while not listening is unknown, so every copy goes. */
  listening() {
    this.epochs += 1;
    this.live = true;
  }

  /** Something may have been missed: every copy goes. */
  voidAll() {
    this.epochs += 1;
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
    epoch: () => versions.epoch(),
    subscribe: (listener) => versions.subscribe(listener),
    // Its announcements are delivered before the committing call returns.
    caughtUp: () => Promise.resolve(),
    start() {
      started ??= client
        .listen(CHANGES_CHANNEL, (payload) => versions.changed(payload))
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

/**
 * The announcements of one of this server's own pooled connections, by the process id of its
 * database session, which PostgreSQL gives with every notification (`PostgresChangeFeed.follow`).
 */
interface OwnAnnouncements {
  /** How many of its announcements the feed has delivered so far. */
  heard(): number;
  /**
   * Resolves once more than `heard` have been delivered: the announcement of the write it just
   * committed, and so of every write committed before. Gives up as `caughtUp` does: at once while
   * the feed is down, and after CATCH_UP_MS, when every copy goes instead.
   */
  after(heard: number): Promise<void>;
  unfollow(): void;
}

export interface PostgresChangeFeed extends ChangeFeed {
  follow(processId: number): OwnAnnouncements;
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
export function postgresChangeFeed(connectionString: string): PostgresChangeFeed {
  const versions = new Versions();
  let client: pg.Client | undefined;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let started: Promise<void> | undefined;
  /** Catch-ups waiting for their own notification, by its payload; `tail` the last one sent or queued. */
  const syncs = { waiting: new Map<string, () => void>(), tail: Promise.resolve(), count: 0 };
  let queuedSync: Promise<void> | undefined;
  /** This server's pooled connections followed (`follow`): what each has had delivered, and who waits for more. */
  const own = new Map<number, { heard: number; waiting: Set<{ after: number; done: () => void }> }>();
  const releaseOwn = (all: boolean) => {
    for (const session of own.values()) for (const waiter of session.waiting) if (all || waiter.after < session.heard) waiter.done();
  };

  /** Sends a notification to itself after every commit so far, and waits for it to come back. */
  const syncOnce = async () => {
    const listener = client;
    if (!versions.live || !listener) return;
    syncs.count += 1;
    const payload = `${SYNC_PREFIX}${process.pid}:${syncs.count}`;
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<boolean>((resolve) => {
      syncs.waiting.set(payload, () => resolve(true));
      timer = setTimeout(() => resolve(false), CATCH_UP_MS);
    });
    const sent = listener.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]).then(
      () => true,
      () => false,
    );
    const caught = (await sent) && (await back);
    clearTimeout(timer);
    syncs.waiting.delete(payload);
    // Announcements that may not have arrived cannot be waited for longer: every copy goes.
    if (!caught) versions.voidAll();
  };

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    versions.down();
    // Nothing is served from a copy until listening starts again, which voids them all.
    releaseOwn(true);
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
      if (message.channel !== CHANGES_CHANNEL) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(SYNC_PREFIX)) {
        syncs.waiting.get(payload)?.();
        return;
      }
      versions.changed(payload);
      // Delivered first, then its writer, if it waits, is told.
      const session = own.get(message.processId);
      if (session) {
        session.heard += 1;
        releaseOwn(false);
      }
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
    epoch: () => versions.epoch(),
    subscribe: (listener) => versions.subscribe(listener),
    caughtUp() {
      // Not listening: no copy is served until listening starts again, which voids them all.
      if (!versions.live || !client) return Promise.resolve();
      // A catch-up not yet sent covers every commit made before it is: callers share it. One
      // already sent does not cover a commit made since, so the next waits for it (a connection
      // runs one statement at a time).
      if (!queuedSync) {
        const mine: Promise<void> = syncs.tail.then(() => {
          if (queuedSync === mine) queuedSync = undefined;
          return syncOnce();
        });
        queuedSync = mine;
        syncs.tail = mine;
      }
      return queuedSync;
    },
    follow(processId) {
      const session = { heard: 0, waiting: new Set<{ after: number; done: () => void }>() };
      own.set(processId, session);
      return {
        heard: () => session.heard,
        after(heard) {
          if (!versions.live || !client || session.heard > heard) return Promise.resolve();
          return new Promise<void>((resolve) => {
            const waiter = {
              after: heard,
              done: () => {
                clearTimeout(timer);
                session.waiting.delete(waiter);
                resolve();
              },
            };
            // Not delivered in time: it cannot be waited for longer, so every copy goes.
            const timer = setTimeout(() => {
              versions.voidAll();
              waiter.done();
            }, CATCH_UP_MS);
            session.waiting.add(waiter);
          });
        },
        unfollow() {
          for (const waiter of session.waiting) waiter.done();
          if (own.get(processId) === session) own.delete(processId);
        },
      };
    },
    start() {
      started ??= connect();
      return started;
    },
    async close() {
      closed = true;
      versions.down();
      releaseOwn(true);
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

/**
 * The announced table `text` writes, as the triggers of migration 0027 would announce it; undefined
 * for anything else. A new session is not announced (no copy can hold it yet, so sessions have no
 * trigger on insert) unless the insert may update a row instead.
 */
export function announcedTable(text: string): string | undefined {
  const match = WRITE.exec(text);
  if (!match) return undefined;
  const table = match[1]!.toLowerCase();
  if (table === 'sessions' && /^\s*insert/i.test(text)) return /\bon\s+conflict\b/i.test(match[2]!) ? table : undefined;
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

const rowCountOf = (result: unknown): number | null | undefined => (result as { rowCount?: number | null } | undefined)?.rowCount;

type WatchedClient = pg.PoolClient & { processID?: number; reportsWrites?: true; announcements?: OwnAnnouncements };

/**
 * Holds each of this process's writes to the announced tables until the feed has delivered their
 * announcements, so the caller, and the member it answers, never meets a copy made before its own
 * write. Every statement of a pool passes through a client it lends (`pool.query` too), so each
 * client's statements are watched: a write outside a transaction is held once it has returned,
 * one inside a transaction once the commit has. Statements answered through a stream (COPY) are
 * not held; the database still announces them.
 *
 * A write waits for a catch-up (`caughtUp`: a notification the feed sends itself, one more round
 * trip), but for the commonest: an insert or update of members, blocks or interests, alone or the
 * one such write of a transaction. Its statement trigger announces exactly one change when it
 * wrote a row and none when it wrote none, and the connection is held until its earlier writes'
 * announcements came back: so its own is the next from that connection's database session, and
 * it waits for that (`follow`), or for nothing. A transaction with more than one such write (two
 * equal announcements are sent once), a savepoint (whose writes may be undone), or any other
 * announced write (a deletion cascades; a session's update may announce nothing) sends its catch-up.
 */
export function reportPoolWrites(pool: pg.Pool, feed: PostgresChangeFeed): void {
  pool.on('remove', (client) => (client as WatchedClient).announcements?.unfollow());
  pool.on('acquire', (client) => {
    const watched = client as WatchedClient;
    if (watched.reportsWrites) return;
    watched.reportsWrites = true;
    const own = watched.processID ? feed.follow(watched.processID) : undefined;
    watched.announcements = own;
    /**
     * The transaction open on this connection: how many announced statements wrote a row, whether
     * their announcements can be counted (each a counted write, no savepoint), and how many of
     * the connection's announcements had been delivered when it began.
     */
    let open: { wrote: number; counted: boolean; heard: number } | undefined;
    /** What the statement `text`, just succeeded with `result`, waits for before its caller hears of it; `heard` as it began. */
    const delivered = (text: string, result: unknown, heard: number): Promise<void> | undefined => {
      if (text === 'begin' || text.startsWith('begin ') || text.startsWith('start transaction')) {
        open = { wrote: 0, counted: own !== undefined, heard };
        return undefined;
      }
      if (text === 'commit' || text === 'end') {
        const done = open;
        open = undefined;
        if (!done || (done.counted && done.wrote === 0)) return undefined;
        return own && done.counted && done.wrote === 1 ? own.after(done.heard) : feed.caughtUp();
      }
      if (text === 'rollback' || text === 'abort') {
        open = undefined;
        return undefined;
      }
      if (open && /^(savepoint|rollback\s+to|release)\b/.test(text)) {
        open.counted = false;
        return undefined;
      }
      const table = announcedTable(text);
      if (!table) return undefined;
      const rows = rowCountOf(result);
      // An insert or update of members, blocks or interests: its statement trigger sends exactly
      // one announcement when it wrote a row, none when it wrote none. Not a deletion (it cascades
      // to other announced tables), an upsert (two triggers fire) or a session's update (which
      // may announce nothing).
      const counted =
        own !== undefined &&
        typeof rows === 'number' &&
        table !== 'sessions' &&
        /^(?:insert|update)\b/.test(text) &&
        !/\bon\s+conflict\b/.test(text);
      if (open) {
        if (!counted) open.counted = false;
        else if (rows > 0) open.wrote += 1;
        return undefined;
      }
      if (!counted) return feed.caughtUp();
      return rows === 0 ? undefined : own.after(heard);
    };
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const text = textOf(args[0]).trim().toLowerCase();
      // Counted before the statement runs: its announcement may be delivered before its answer.
      const heard = own?.heard() ?? 0;
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          const answer = () => (callback as (error: unknown, result: unknown) => void)(error, result);
          const waiting = error ? undefined : delivered(text, result, heard);
          if (waiting) void waiting.then(answer);
          else answer();
        };
        return query(...args);
      }
      const answer = query(...args);
      if (answer instanceof Promise) {
        return answer.then(async (result: unknown) => {
          await delivered(text, result, heard);
          return result;
        });
      }
      return answer;
    }) as typeof client.query;
  });
}
