/**
 * `npm run bench`: listing throughput and latency on PostgreSQL and on PGlite, the server's
 * memory after the load, and the page weight of the landing page and /home. Every loop ends by
 * time and by count; all traffic stays on 127.0.0.1. Results go to bench/results/latest.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedProfiles } from '../src/server/cli/seed/load.js';
import { openDatabase } from '../src/server/db/client.js';
import { lockDataDir } from '../src/server/db/data-dir-lock.js';
import { DEFAULT_WEB_ROOT } from '../src/server/start.js';
import { hasPostgresBinaries } from '../tests/support/postgres-cluster.js';
import { runDuplicateBench } from './duplicates.js';
import { runBare, runListing, samplePage } from './listing.js';
import type { LoadOptions } from './load.js';
import { CHROMIUM_PATH, measurePageWeight, type PageWeight } from './page-weight.js';
import { printDatabaseRun, printPageWeights, type DatabaseRun } from './report.js';
import { signInSeededViewers } from './seeded-viewers.js';
import { startBareFastify, startBenchServer, type BenchServer } from './server.js';
import { createViewer } from './viewer.js';
import { withPostgres } from './postgres.js';
import { editorsGoals, printGoals, visitGoals, type GoalCheck } from './goals.js';
import { EDITORS, printEditorsRun, runWithEditors, writeEditorsResults, type EditorsRun } from './with-editors.js';
import {
  measureInstances,
  measureStepsAlone,
  measureVisit,
  prepareVisitors,
  printStepsAlone,
  printVisitRun,
  type VisitRun,
} from './visit.js';
import { runWriterLoops } from './writer-loops.js';
import { runSignInBurst } from './sign-in-burst.js';
import { measureNames, printNamesRun, renameInDevanagari, type NamesRun } from './names.js';
import { countStatements, printStatements, SETTINGS as STATEMENT_COUNTING, type StatementsRun } from './statements.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench/results/latest.json');
/** Fixed, so every run lists the same members. */
const SEED_VALUE = 20_240_601;
const USAGE =
  'Usage: npm run bench -- [--seconds <per scenario>] [--concurrency <n>] [--postgres-profiles <n>] [--pglite-profiles <n>] [--viewers <n>] [--only postgres|pglite] [--skip-pages] [--build]\n' +
  '       npm run bench -- --writer-loops [--seconds <per call>] [--concurrency <n>] [--pglite-profiles <n>] [--viewers <n>]\n' +
  '       npm run bench -- --visit [--seconds <n>] [--concurrency <n>] [--postgres-profiles <n>] [--pglite-profiles <n>] [--viewers <n>] [--only postgres|pglite]\n' +
  '       npm run bench -- --editors [--seconds <per stage>] [--concurrency <n>] [--postgres-profiles <n>] [--pglite-profiles <n>] [--viewers <n>] [--only postgres|pglite]\n' +
  '       npm run bench -- --duplicates [--postgres-profiles <n>] (default 1000000)\n' +
  '       npm run bench -- --sign-in-burst [--seconds <per stage>] [--pglite-profiles <n>]\n' +
  '       npm run bench -- --names [--seconds <per name>] [--concurrency <n>] [--postgres-profiles <n>] [--pglite-profiles <n>] [--viewers <n>] [--only postgres|pglite]\n' +
  '       npm run bench -- --statements [--postgres-profiles <n>] (default 20000) [--viewers <n>]';

const OPTIONS = {
  seconds: { type: 'string', default: '10' },
  concurrency: { type: 'string', default: '50' },
  'postgres-profiles': { type: 'string' },
  'pglite-profiles': { type: 'string', default: '20000' },
  viewers: { type: 'string', default: '200' },
  only: { type: 'string' },
  'skip-pages': { type: 'boolean', default: false },
  build: { type: 'boolean', default: false },
  /** The listing on PGlite while one member loops each call that writes (writer-loops.ts), instead of the scenarios. */
  'writer-loops': { type: 'boolean', default: false },
  /** The listing while members edit their profiles, on both databases (with-editors.ts), instead of the scenarios. */
  editors: { type: 'boolean', default: false },
  /** A whole visit's mix of calls on both databases (visit.ts), instead of the scenarios. */
  visit: { type: 'boolean', default: false },
  /** The duplicate check's lookups on PostgreSQL (duplicates.ts), instead of the scenarios. */
  duplicates: { type: 'boolean', default: false },
  /** The listing on PGlite alone and while members sign in again and again (sign-in-burst.ts), instead of the scenarios. */
  'sign-in-burst': { type: 'boolean', default: false },
  /** The listing searched by names in Devanagari, cache off, on both databases (names.ts), instead of the scenarios. */
  names: { type: 'boolean', default: false },
  /** The statements each step of the visit sends PostgreSQL (statements.ts), instead of the scenarios. */
  statements: { type: 'boolean', default: false },
} as const;

function readOptions() {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
  try {
    ({ values } = parseArgs({ args: process.argv.slice(2), options: OPTIONS }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  const number = (name: keyof typeof values, min: number, max: number) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`--${name} must be a whole number from ${min} to ${max}\n${USAGE}`);
    return value;
  };
  return {
    seconds: number('seconds', 1, 120),
    concurrency: number('concurrency', 1, 256),
    postgresProfiles: values['postgres-profiles'] === undefined ? undefined : number('postgres-profiles', 1_000, 2_000_000),
    pgliteProfiles: number('pglite-profiles', 1_000, 200_000),
    viewers: number('viewers', 1, 10_000),
    only: only(values.only),
    skipPages: values['skip-pages'] === true,
    build: values.build === true,
    writerLoops: values['writer-loops'] === true,
    editors: values.editors === true,
    visit: values.visit === true,
    duplicates: values.duplicates === true,
    signInBurst: values['sign-in-burst'] === true,
    names: values.names === true,
    statements: values.statements === true,
  };
}

function only(value: string | undefined): 'postgres' | 'pglite' | undefined {
  if (value === undefined || value === 'postgres' || value === 'pglite') return value;
  throw new Error(`--only must be postgres or pglite\n${USAGE}`);
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Seeds the members and signs in `viewers` of them; answers the seeding time and their tokens. */
async function seedInto(
  target: { dataDir: string; databaseUrl?: string },
  profiles: number,
  viewers: number,
): Promise<{ seedSeconds: number; tokens: string[] }> {
  const unlock = target.databaseUrl ? () => {} : lockDataDir(target.dataDir, 'bench seed');
  try {
    const database = await openDatabase(target);
    try {
      await database.migrate();
      const result = await seedProfiles(database, { profiles, seedValue: SEED_VALUE });
      const tokens = await signInSeededViewers(database.db, viewers);
      return { seedSeconds: Number((result.elapsedMs / 1000).toFixed(1)), tokens };
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

/** Bare Fastify answering the same page under the same load, just before the server is measured. */
async function measureBare(page: string, load: LoadOptions): Promise<DatabaseRun['bare']> {
  const bare = await startBareFastify(page);
  try {
    return await runBare(bare.url, load, async () => (await bare.memory()).cpuMs);
  } finally {
    await bare.stop();
  }
}

async function measureServer(
  server: BenchServer,
  run: Pick<DatabaseRun, 'database' | 'profiles' | 'seedSeconds'>,
  seededTokens: string[],
  load: LoadOptions,
  withPages: boolean,
): Promise<{ run: DatabaseRun; pages?: PageWeight[] }> {
  const token = await createViewer(server.url, server.dataDir);
  const idle = await server.memory();
  const bare = await measureBare(await samplePage(server.url, token), load);
  console.log(
    `${run.database}: ${run.profiles} profiles seeded in ${run.seedSeconds} s; bare Fastify ${bare.requestsPerSecond} req/s; ` +
      `measuring the listing from ${seededTokens.length + 1} viewers`,
  );
  const scenarios = await runListing(
    server.url,
    [token, ...seededTokens],
    bare.requestsPerSecond,
    load,
    async () => (await server.memory()).cpuMs,
  );
  const after = await server.memory();
  const result: DatabaseRun = {
    ...run,
    viewers: seededTokens.length + 1,
    bare,
    scenarios,
    serverMemory: { idleRssMb: mb(idle.rss), afterLoadRssMb: mb(after.rss), afterLoadHeapUsedMb: mb(after.heapUsed) },
  };
  printDatabaseRun(result, load.concurrency);
  if (!withPages) return { run: result };
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`\nPage weight not measured: no browser at ${CHROMIUM_PATH} (install Debian's chromium or set CHROMIUM_PATH)`);
    return { run: result };
  }
  const pages = await measurePageWeight(server.url, DEFAULT_WEB_ROOT, token);
  printPageWeights(pages);
  return { run: result, pages };
}

async function onPostgres(profiles: number, viewers: number, load: LoadOptions, withPages: boolean) {
  return withPostgres(async (databaseUrl, version) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mv-bench-pg-'));
    try {
      const { seedSeconds, tokens } = await seedInto({ dataDir, databaseUrl }, profiles, viewers);
      const server = await startBenchServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
      try {
        return { version, ...(await measureServer(server, { database: 'PostgreSQL', profiles, seedSeconds }, tokens, load, withPages)) };
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

async function onPglite(profiles: number, viewers: number, load: LoadOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mv-bench-pglite-'));
  try {
    const { seedSeconds, tokens } = await seedInto({ dataDir }, profiles, viewers);
    const server = await startBenchServer({ DATA_DIR: dataDir });
    try {
      return await measureServer(server, { database: 'PGlite', profiles, seedSeconds }, tokens, load, false);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const command = () => ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ');

/** `--writer-loops`: seeds PGlite, then runs writer-loops.ts on it (its results go to bench/results/writer-loops.json). */
async function writerLoops(options: ReturnType<typeof readOptions>, load: LoadOptions, loadAtStart: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mv-bench-writers-'));
  try {
    const { seedSeconds, tokens } = await seedInto({ dataDir }, options.pgliteProfiles, options.viewers);
    console.log(`PGlite: ${options.pgliteProfiles} profiles seeded in ${seedSeconds} s; ${tokens.length} viewers`);
    await runWriterLoops({
      root: ROOT,
      dataDir,
      profiles: options.pgliteProfiles,
      tokens,
      load,
      command: command(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverageAtStart: loadAtStart },
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `--sign-in-burst`: seeds PGlite, then runs sign-in-burst.ts on it (results in bench/results/sign-in-burst.json). */
async function signInBurst(options: ReturnType<typeof readOptions>, loadAtStart: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mv-bench-sign-ins-'));
  try {
    const { seedSeconds, tokens } = await seedInto({ dataDir }, options.pgliteProfiles, 7);
    console.log(`PGlite: ${options.pgliteProfiles} profiles seeded in ${seedSeconds} s`);
    await runSignInBurst({
      root: ROOT,
      dataDir,
      profiles: options.pgliteProfiles,
      tokens,
      seconds: options.seconds,
      command: command(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverageAtStart: loadAtStart },
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `--editors`: seeds each database, then runs with-editors.ts on it (results in bench/results/editors.json). */
async function editors(options: ReturnType<typeof readOptions>, load: LoadOptions, loadAtStart: number) {
  const runs: EditorsRun[] = [];
  const measure = async (database: 'PostgreSQL' | 'PGlite', profiles: number, databaseUrl?: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mv-bench-editors-'));
    try {
      const target = { dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
      const { seedSeconds, tokens } = await seedInto(target, profiles, options.viewers + EDITORS);
      console.log(`${database}: ${profiles} profiles seeded in ${seedSeconds} s`);
      const run = await runWithEditors({
        database,
        profiles,
        env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
        viewerTokens: tokens.slice(0, options.viewers),
        editorTokens: tokens.slice(options.viewers),
        load,
      });
      printEditorsRun(run);
      runs.push(run);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  if (options.only !== 'pglite') await withPostgres((url) => measure('PostgreSQL', options.postgresProfiles ?? 100_000, url));
  if (options.only !== 'postgres') await measure('PGlite', options.pgliteProfiles);
  const goals = runs.flatMap(editorsGoals);
  printGoals(goals);
  writeEditorsResults(ROOT, {
    measuredAt: new Date().toISOString(),
    command: command(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverageAtStart: loadAtStart },
    load,
    runs,
    goals,
  });
}

/**
 * Runs `measure` on PostgreSQL at `--postgres-profiles` (unless `--only pglite`), then on PGlite at
 * `--pglite-profiles` (unless `--only postgres`), each with a data directory of its own, removed after.
 */
async function onEachDatabase(
  options: ReturnType<typeof readOptions>,
  measure: (database: 'PostgreSQL' | 'PGlite', profiles: number, target: { dataDir: string; databaseUrl?: string }) => Promise<void>,
  /** PostgreSQL's extra settings (`startCluster`'s). */
  postgresSettings: string[] = [],
) {
  const inDataDir = async (database: 'PostgreSQL' | 'PGlite', profiles: number, databaseUrl?: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mv-bench-'));
    try {
      await measure(database, profiles, { dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  if (options.only !== 'pglite')
    await withPostgres((url) => inDataDir('PostgreSQL', options.postgresProfiles ?? 100_000, url), postgresSettings);
  if (options.only !== 'postgres') await inDataDir('PGlite', options.pgliteProfiles);
}

/** Writes `bench/results/<file>` with the runs, the command and the machine (and the goals read against the runs, if any). */
function writeResults(file: string, loadAtStart: number, runs: unknown[], goals?: GoalCheck[]) {
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench/results', file),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), command: command(), machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverageAtStart: loadAtStart }, runs, ...(goals ? { goals } : {}) }, null, 2)}\n`,
  );
}

/** `--visit`: seeds each database, then measures the whole visit's mix on it (results in bench/results/visit.json). */
async function visit(options: ReturnType<typeof readOptions>, loadAtStart: number) {
  const runs: VisitRun[] = [];
  const load = { concurrency: options.concurrency, seconds: options.seconds };
  await onEachDatabase(options, async (database, profiles, { dataDir, databaseUrl }) => {
    const { seedSeconds, tokens } = await seedInto({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) }, profiles, options.viewers);
    console.log(`${database}: ${profiles} profiles seeded in ${seedSeconds} s`);
    const env = { DATA_DIR: dataDir, INTEREST_DAILY_LIMIT: '1000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const server = await startBenchServer(env);
    try {
      const visitors = await prepareVisitors(server.url, tokens);
      const bare = await startBareFastify(await samplePage(server.url, tokens[0]!));
      let run: VisitRun;
      try {
        run = await measureVisit(server, bare, visitors, { database, profiles }, load);
      } finally {
        await bare.stop();
      }
      printVisitRun(run);
      const alone = await measureStepsAlone(server, visitors, { concurrency: 8, seconds: Math.min(4, options.seconds) });
      printStepsAlone(alone);
      run = { ...run, alone };
      if (databaseUrl) {
        // A second instance on the same database and files, as behind a balancer.
        const second = await startBenchServer(env);
        try {
          const instances = await measureInstances([server, second], visitors, load);
          console.log(
            `Two instances on one PostgreSQL: ${instances.all.requestsPerSecond} req/s against one's ${instances.one.requestsPerSecond} (${instances.times} times), p99 ${instances.all.p99Ms} ms; ` +
              `the machine's cores ${Math.round(instances.machineBusy.one * 100)} % busy with one, ${Math.round(instances.machineBusy.all * 100)} % with two`,
          );
          run = { ...run, twoInstances: instances };
        } finally {
          await second.stop();
        }
      }
      runs.push(run);
    } finally {
      await server.stop();
    }
  });
  const goals = runs.flatMap(visitGoals);
  printGoals(goals);
  writeResults('visit.json', loadAtStart, runs, goals);
}

/** `--names`: seeds each database, renames some members in Devanagari, then runs names.ts on it (results in bench/results/names.json). */
async function names(options: ReturnType<typeof readOptions>, load: LoadOptions, loadAtStart: number) {
  const runs: NamesRun[] = [];
  await onEachDatabase(options, async (database, profiles, target) => {
    const { seedSeconds, tokens } = await seedInto(target, profiles, options.viewers);
    console.log(`${database}: ${profiles} profiles seeded in ${seedSeconds} s`);
    const unlock = target.databaseUrl ? () => {} : lockDataDir(target.dataDir, 'bench names');
    try {
      const opened = await openDatabase(target);
      await renameInDevanagari(opened.db).finally(() => opened.close());
    } finally {
      unlock();
    }
    const server = await startBenchServer({
      DATA_DIR: target.dataDir,
      LISTING_CACHE: 'off',
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    });
    try {
      const run = { database, profiles, names: await measureNames(server, tokens, load) };
      printNamesRun(run);
      runs.push(run);
    } finally {
      await server.stop();
    }
  });
  writeResults('names.json', loadAtStart, runs);
}

/** Each step of the visit sent this many times, one at a time, for `--statements`. */
const STATEMENT_ROUNDS = 100;

/** `--statements`: seeds PostgreSQL, then counts the statements each step of the visit sends it (results in bench/results/statements.json). */
async function statements(options: ReturnType<typeof readOptions>, loadAtStart: number) {
  const runs: StatementsRun[] = [];
  const onPostgres = { ...options, only: 'postgres' as const, postgresProfiles: options.postgresProfiles ?? 20_000 };
  await onEachDatabase(
    onPostgres,
    async (_database, profiles, target) => {
      const { seedSeconds, tokens } = await seedInto(target, profiles, options.viewers);
      console.log(`PostgreSQL: ${profiles} profiles seeded in ${seedSeconds} s`);
      const server = await startBenchServer({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl, INTEREST_DAILY_LIMIT: '1000' });
      try {
        const visitors = await prepareVisitors(server.url, tokens);
        const run: StatementsRun = {
          database: 'PostgreSQL',
          profiles,
          steps: await countStatements(server, visitors, target.databaseUrl!, STATEMENT_ROUNDS),
        };
        printStatements(run);
        runs.push(run);
      } finally {
        await server.stop();
      }
    },
    STATEMENT_COUNTING,
  );
  writeResults('statements.json', loadAtStart, runs);
}

async function main() {
  const options = readOptions();
  const started = Date.now();
  const loadAtStart = Number(loadavg()[0]!.toFixed(2));
  if (options.writerLoops) {
    if (!existsSync(join(DEFAULT_WEB_ROOT, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    await writerLoops(
      options,
      { concurrency: options.concurrency, seconds: options.seconds, warmupSeconds: 0, maxRequests: 1_000_000 },
      loadAtStart,
    );
    console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s`);
    return;
  }
  if (options.signInBurst) {
    if (!existsSync(join(DEFAULT_WEB_ROOT, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    await signInBurst(options, loadAtStart);
    console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s`);
    return;
  }
  if (!hasPostgresBinaries()) throw new Error('PostgreSQL 15 binaries not found (set POSTGRES_BIN)');
  if (options.visit) {
    if (!existsSync(join(DEFAULT_WEB_ROOT, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    await visit(options, loadAtStart);
    console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s`);
    return;
  }
  if (options.statements) {
    if (!existsSync(join(DEFAULT_WEB_ROOT, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    await statements(options, loadAtStart);
    console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s`);
    return;
  }
  if (options.names) {
    await names(
      options,
      { concurrency: options.concurrency, seconds: options.seconds, warmupSeconds: 1, maxRequests: 1_000_000 },
      loadAtStart,
    );
    console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s`);
    return;
  }
  if (options.editors) {
    if (!existsSync(join(DEFAULT_WEB_ROOT, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    await editors(
      options,
      { concurrency: options.concurrency, seconds: options.seconds, warmupSeconds: 1, maxRequests: 1_000_000 },
      loadAtStart,
    );
    console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s`);
    return;
  }
  if (options.duplicates) {
    await runDuplicateBench({
      members: options.postgresProfiles ?? 1_000_000,
      root: ROOT,
      command: command(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverageAtStart: loadAtStart },
    });
    console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s`);
    return;
  }
  if (options.build || !existsSync(join(DEFAULT_WEB_ROOT, 'index.html'))) {
    console.log('Building the web app (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const load: LoadOptions = {
    concurrency: options.concurrency,
    seconds: options.seconds,
    warmupSeconds: 1,
    maxRequests: 1_000_000,
  };
  const postgres =
    options.only === 'pglite'
      ? undefined
      : await onPostgres(options.postgresProfiles ?? 100_000, options.viewers, load, !options.skipPages);
  const pglite = options.only === 'postgres' ? undefined : await onPglite(options.pgliteProfiles, options.viewers, load);
  const listing = [postgres?.run, pglite?.run].filter((run) => run !== undefined);
  const results = {
    measuredAt: new Date().toISOString(),
    command: command(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      node: process.version,
      postgres: postgres?.version ?? null,
      // Other work on the machine shares its cores with the server, the database and the load.
      loadAverageAtStart: loadAtStart,
    },
    load,
    listing,
    pageWeight: postgres?.pages ?? null,
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nDone in ${results.totalSeconds} s; results written to bench/results/latest.json`);
  const failed = listing.flatMap((run) => run.scenarios.filter((s) => s.non2xx + s.errors > 0).map((s) => `${run.database} ${s.scenario}`));
  if (failed.length > 0) {
    console.error(`Answers other than 2xx (or none) in: ${failed.join(', ')}; the figures above do not count them`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
