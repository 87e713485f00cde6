import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A message handed to a mail server or an SMS gateway, or refused by it (or it could not be reached). */
type Delivery = 'sent' | 'failed';

/** How a sweep ended: it ran its tasks, another instance held its lock, or it stopped on an error. */
type SweepOutcome = 'done' | 'skipped' | 'failed';

/** How a backup ended: written whole, its slot already taken by another instance, or stopped on an error. */
type BackupOutcome = 'done' | 'skipped' | 'failed';

/**
 * State that lives elsewhere, read at each scrape: the database's connections, the listing
 * cache's and the session copies' counts (kept beside them, per database) and the image queue
 * (one per process).
 */
interface MetricSources {
  connections(): { size: number; inUse: number; waiting: number };
  listingCache(): { hits: number; misses: number; bypasses: number; patches: number };
  sessionCopies(): { hits: number; reads: number; shared: number };
  imageQueue(): { running: number; waiting: number };
}

/**
 * One app's counters and gauges (docs/decisions/0033-metrics.md). The app makes one, hands it
 * down in AppDeps, and features count through it; `scrape` answers /metrics. Each has its own
 * registry, so several apps in one process (tests) never meet in prom-client's global one.
 */
export interface Metrics {
  /** The scrape's content type: Prometheus' text format. */
  readonly contentType: string;
  /** This app's series, then the process's own (CPU, memory, event loop, garbage collection). */
  scrape(): Promise<string>;
  /** Where the state read at each scrape comes from; the app says so once it is built. */
  watch(sources: MetricSources): void;
  /** One answered request: its route's pattern (never its address, which may hold ids or tokens). */
  request(method: string, route: string, status: number, seconds: number): void;
  mail(outcome: Delivery): void;
  sms(gateway: string, outcome: Delivery): void;
  /** One sweep task: how many records, files or mails it handled, or undefined when it failed. */
  sweepTask(task: string, handled: number | undefined, seconds: number): void;
  sweep(outcome: SweepOutcome, seconds: number): void;
  /**
   * One table vacuumed (and perhaps analysed) or only analysed by the embedded database's upkeep
   * (db/embedded-upkeep.ts), and how long it held the database.
   */
  upkeep(action: 'vacuum' | 'analyze', seconds: number): void;
  /** One backup this process took or found taken (scheduled, or asked for by `npm run backup`); `bytes` when done. */
  backup(outcome: BackupOutcome, seconds: number, bytes?: number): void;
}

const PREFIX = 'mali_vivah_';

/** Request times in seconds: a listing answers in milliseconds, an upload's re-encoding in about a second. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A sweep takes a fraction of a second on a quiet database, minutes at most with a backlog. */
const SWEEP_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300];
/** A vacuum of a table holds the embedded database for milliseconds, a few seconds for a large one after a backlog. */
const UPKEEP_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A backup takes seconds for a small site, an hour or more for a large store of photos. */
const BACKUP_BUCKETS = [1, 5, 15, 60, 300, 900, 3600, 10800];

let processRegistry: Registry | undefined;

/**
 * The process's own series, gathered once however many apps the process builds: they describe the
 * process, and each collector prom-client starts (event-loop monitor, garbage-collection observer)
 * lives as long as it does.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  let sources: MetricSources | undefined;

  const requests = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Answered requests by method, route pattern and status, and their time to the answer's end (_count is the number of requests)",
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const mail = new Counter({
    name: `${PREFIX}mail_messages_total`,
    help: 'Mails handed to the SMTP server or written to the outbox (sent), or refused or not reached (failed)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const sms = new Counter({
    name: `${PREFIX}sms_messages_total`,
    help: 'Text messages accepted by the gateway or written to the outbox (sent), or refused or not reached (failed), by gateway',
    labelNames: ['gateway', 'outcome'] as const,
    registers,
  });
  /** Lookups a part of the process counts itself, by `result`, read from it when scraped. */
  const lookups = (name: string, help: string, read: (sources: MetricSources) => Record<string, number>) =>
    new Counter({
      name: `${PREFIX}${name}`,
      help,
      labelNames: ['result'] as const,
      registers,
      collect() {
        if (!sources) return;
        const counts = read(sources);
        this.reset();
        for (const [result, count] of Object.entries(counts)) this.inc({ result }, count);
      },
    });
  lookups(
    'listing_cache_lookups_total',
    'Listings answered from a kept shared page (hit), by reading one (miss), or read for the viewer alone (bypass)',
    (from) => {
      const { hits, misses, bypasses } = from.listingCache();
      return { hit: hits, miss: misses, bypass: bypasses };
    },
  );
  lookups(
    'session_copy_lookups_total',
    "Members' sessions found in this process's copy (hit), read from the database (read), or taken from a read another call had under way (shared)",
    (from) => {
      const { hits, reads, shared } = from.sessionCopies();
      return { hit: hits, read: reads, shared };
    },
  );
  new Counter({
    name: `${PREFIX}listing_cache_patches_total`,
    help: "Kept listing pages patched in place by a member's change (leaving, her card, or judged on or off the page), instead of read again",
    registers,
    collect() {
      if (!sources) return;
      this.reset();
      this.inc(sources.listingCache().patches);
    },
  });
  const gauge = (name: string, help: string, read: (sources: MetricSources) => number) =>
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      registers,
      collect() {
        if (sources) this.set(read(sources));
      },
    });
  gauge('db_pool_size', 'Database connections kept at most (1 for the embedded database)', (from) => from.connections().size);
  gauge('db_pool_in_use', 'Database connections running a statement or a transaction', (from) => from.connections().inUse);
  gauge(
    'db_pool_waiting',
    'Database calls waiting for a connection (on the embedded database: queued behind the one it runs)',
    (from) => from.connections().waiting,
  );
  gauge('image_queue_running', 'Images being decoded and re-encoded', (from) => from.imageQueue().running);
  gauge(
    'image_queue_waiting',
    'Images waiting for their turn (the queue refuses uploads past its cap)',
    (from) => from.imageQueue().waiting,
  );

  const sweeps = new Counter({
    name: `${PREFIX}sweep_runs_total`,
    help: 'Sweeps that ran their tasks (done), found another instance sweeping (skipped), or stopped on an error (failed)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const sweepTime = new Histogram({
    name: `${PREFIX}sweep_duration_seconds`,
    help: "A sweep's time, lock included",
    buckets: SWEEP_BUCKETS,
    registers,
  });
  const lastSweep = new Gauge({
    name: `${PREFIX}sweep_last_done_timestamp_seconds`,
    help: 'When the last sweep that ran its tasks ended (Unix time); it runs hourly',
    registers,
  });
  const taskItems = new Counter({
    name: `${PREFIX}sweep_task_items_total`,
    help: 'Records, files or mails a sweep task handled',
    labelNames: ['task'] as const,
    registers,
  });
  const taskFailures = new Counter({
    name: `${PREFIX}sweep_task_failures_total`,
    help: 'Sweep task runs that failed (logged; tried again at the next sweep)',
    labelNames: ['task'] as const,
    registers,
  });
  const taskTime = new Gauge({
    name: `${PREFIX}sweep_task_last_duration_seconds`,
    help: "A sweep task's time at its last run",
    labelNames: ['task'] as const,
    registers,
  });

  const upkeepTime = new Histogram({
    name: `${PREFIX}embedded_upkeep_duration_seconds`,
    help: "The embedded database's vacuums and analyses, one table each, by action: the database answers nothing else meanwhile",
    labelNames: ['action'] as const,
    buckets: UPKEEP_BUCKETS,
    registers,
  });

  const backups = new Counter({
    name: `${PREFIX}backup_runs_total`,
    help: 'Backups written whole (done), whose scheduled slot another instance had taken (skipped), or that stopped on an error (failed)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const backupTime = new Histogram({
    name: `${PREFIX}backup_duration_seconds`,
    help: "A backup's time, from its lock to its manifest (done or failed)",
    buckets: BACKUP_BUCKETS,
    registers,
  });
  const lastBackup = new Gauge({
    name: `${PREFIX}backup_last_done_timestamp_seconds`,
    help: 'When the last backup this process wrote whole ended (Unix time)',
    registers,
  });
  const lastBackupSize = new Gauge({
    name: `${PREFIX}backup_last_size_bytes`,
    help: 'The size of the last backup this process wrote whole: the database, the files and the manifest',
    registers,
  });

  // Series that exist before their first event, so a rate or an alert has a zero to start from.
  for (const outcome of ['sent', 'failed'] as const) mail.inc({ outcome }, 0);
  for (const outcome of ['done', 'skipped', 'failed'] as const) sweeps.inc({ outcome }, 0);
  for (const outcome of ['done', 'skipped', 'failed'] as const) backups.inc({ outcome }, 0);

  return {
    contentType: registry.contentType,
    async scrape() {
      return `${await registry.metrics()}\n${await processMetrics().metrics()}`;
    },
    watch(next) {
      sources = next;
    },
    request(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    mail(outcome) {
      mail.inc({ outcome });
    },
    sms(gateway, outcome) {
      sms.inc({ gateway, outcome });
    },
    sweepTask(task, handled, seconds) {
      taskTime.set({ task }, seconds);
      if (handled === undefined) taskFailures.inc({ task });
      else taskItems.inc({ task }, handled);
    },
    sweep(outcome, seconds) {
      sweeps.inc({ outcome });
      if (outcome === 'skipped') return;
      sweepTime.observe(seconds);
      if (outcome === 'done') lastSweep.set(Date.now() / 1000);
    },
    upkeep(action, seconds) {
      upkeepTime.observe({ action }, seconds);
    },
    backup(outcome, seconds, bytes) {
      backups.inc({ outcome });
      if (outcome === 'skipped') return;
      backupTime.observe(seconds);
      if (outcome !== 'done') return;
      lastBackup.set(Date.now() / 1000);
      if (bytes !== undefined) lastBackupSize.set(bytes);
    },
  };
}
