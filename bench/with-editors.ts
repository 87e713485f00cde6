import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEditors, type EditorsResult } from './editors.js';
import { machineCpuSince } from './machine-cpu.js';
import { cpuPerRequest, MIXED, runBare, samplePage } from './listing.js';
import { runLoad, type LoadOptions, type LoadResult } from './load.js';
import { fraction, table } from './report.js';
import { startBareFastify, startBenchServer, type BenchServer } from './server.js';
import { createViewer } from './viewer.js';
import { prepareWatch, type Watch, type WatchResult } from './watch.js';

/**
 * `npm run bench -- --editors`: the listing (page 1 with a random age or income range or name,
 * from every viewer at random) beside bare Fastify in one run, first with nobody writing, then
 * while members edit their profiles EDITS_PER_SECOND times a second throughout, then the same with
 * the watch checking the rule on every read (bench/watch.ts), and on PostgreSQL
 * once more with the listing cache switched off (`LISTING_CACHE=off`), the editors still writing
 * (docs/decisions/0048-copies-that-survive-writes.md).
 */
const EDITS_PER_SECOND = 20;
/** Members who take turns at the edits: each edits once in two seconds, under the per-member limit. */
export const EDITORS = 40;
/** The editors write this long before the listing is measured, so the measure starts with writes in progress. */
const EDITORS_WARMUP_MS = 2_000;

/** What a stage measures: nobody writing, members editing, the same watched, or the cache off while they edit. */
export type StageKind = 'nobody writing' | 'editing' | 'watched' | 'cache off';

export interface EditorsStage {
  stage: string;
  kind: StageKind;
  listing: LoadResult;
  ofBare: number;
  edits?: EditorsResult;
  /** How the listing's pages were answered meanwhile: kept, read for everyone, read for the viewer alone. */
  pages: { hits: number; misses: number; bypasses: number };
  /** What the watch found (bench/watch.ts), in the stage it ran in. */
  watch?: WatchResult;
  /**
   * CPU time for each listing page answered, the editors' writes included: the server's process,
   * and the whole machine but the bench's own process (the server and its database). Two cores
   * divided by the machine's figure is the most pages a second this machine could answer.
   */
  cpuMsPerPage: { server: number; machine: number };
}

export interface EditorsRun {
  database: string;
  profiles: number;
  viewers: number;
  bareRequestsPerSecond: number;
  /** Bare Fastify's own CPU time for each page it answered. */
  bareCpuMsPerPage: number;
  stages: EditorsStage[];
  serverRssMb: { before: number; after: number };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function stage(
  name: string,
  kind: StageKind,
  server: BenchServer,
  urls: string[],
  load: LoadOptions,
  bareRps: number,
  editorTokens?: string[],
  watch?: Watch,
): Promise<EditorsStage> {
  const bodies = MIXED.bodies.map((body) => JSON.stringify(body));
  const editors = editorTokens ? await startEditors(server.url, editorTokens, EDITS_PER_SECOND) : undefined;
  if (editors) {
    await new Promise((resolve) => setTimeout(resolve, EDITORS_WARMUP_MS));
    editors.reset();
  }
  const before = (await server.feed()).pages;
  const serverCpuBefore = (await server.memory()).cpuMs;
  const machineCpu = machineCpuSince();
  watch?.start();
  const listing = await runLoad(urls, bodies, load);
  const watched = await watch?.stop();
  const machineMs = machineCpu();
  const serverCpuAfter = (await server.memory()).cpuMs;
  const after = (await server.feed()).pages;
  const edits = await editors?.stop();
  const pages = { hits: after.hits - before.hits, misses: after.misses - before.misses, bypasses: after.bypasses - before.bypasses };
  return {
    stage: name,
    kind,
    listing,
    ofBare: Number((listing.requestsPerSecond / bareRps).toFixed(4)),
    pages,
    cpuMsPerPage: { server: cpuPerRequest(serverCpuBefore, serverCpuAfter, listing), machine: cpuPerRequest(0, machineMs, listing) },
    ...(edits ? { edits } : {}),
    ...(watched ? { watch: watched } : {}),
  };
}

/** Measures one database's stages; `env` starts its server (twice on PostgreSQL: with the cache, then without). */
export async function runWithEditors(options: {
  database: 'PostgreSQL' | 'PGlite';
  profiles: number;
  env: { DATA_DIR: string; DATABASE_URL?: string };
  viewerTokens: string[];
  editorTokens: string[];
  load: LoadOptions;
}): Promise<EditorsRun> {
  const { load } = options;
  let server = await startBenchServer(options.env);
  try {
    const token = await createViewer(server.url, server.dataDir);
    const tokens = [token, ...options.viewerTokens];
    const urlsOf = (base: string) => tokens.map((viewer) => `${base}/api/user/getProfile?token=${encodeURIComponent(viewer)}`);
    const bare = await startBareFastify(await samplePage(server.url, token));
    let bareRps: number;
    let bareCpuMsPerPage: number;
    try {
      ({ requestsPerSecond: bareRps, serverCpuMsPerRequest: bareCpuMsPerPage } = await runBare(
        bare.url,
        load,
        async () => (await bare.memory()).cpuMs,
      ));
    } finally {
      await bare.stop();
    }
    const before = await server.memory();
    const stages = [
      await stage('listing, nobody writing', 'nobody writing', server, urlsOf(server.url), load, bareRps),
      await stage(`listing, ${EDITS_PER_SECOND} edits/s`, 'editing', server, urlsOf(server.url), load, bareRps, options.editorTokens),
      await stage(
        `the same, watched`,
        'watched',
        server,
        urlsOf(server.url),
        load,
        bareRps,
        options.editorTokens,
        await prepareWatch(server.url, server.dataDir, token),
      ),
    ];
    const after = await server.memory();
    if (options.database === 'PostgreSQL') {
      await server.stop();
      server = await startBenchServer({ ...options.env, LISTING_CACHE: 'off' });
      await runLoad(
        urlsOf(server.url),
        MIXED.bodies.map((body) => JSON.stringify(body)),
        { ...load, seconds: 2, warmupSeconds: 0 },
      );
      stages.push(
        await stage(`cache off, ${EDITS_PER_SECOND} edits/s`, 'cache off', server, urlsOf(server.url), load, bareRps, options.editorTokens),
      );
    }
    return {
      database: options.database,
      profiles: options.profiles,
      viewers: tokens.length,
      bareRequestsPerSecond: bareRps,
      bareCpuMsPerPage,
      stages,
      serverRssMb: { before: mb(before.rss), after: mb(after.rss) },
    };
  } finally {
    await server.stop();
  }
}

export function printEditorsRun(run: EditorsRun) {
  console.log(
    `\n${run.database}, ${run.profiles} profiles, ${run.viewers} viewers: bare Fastify ${run.bareRequestsPerSecond} req/s, ` +
      `${run.bareCpuMsPerPage} ms of its CPU a page`,
  );
  console.log(
    table([
      [
        'stage',
        'req/s',
        'of bare',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'pages kept/read/own',
        'edits/s',
        'edit p50',
        'edit p99',
        'edit non-2xx',
        'CPU ms a page: server/machine',
      ],
      ...run.stages.map((s) => [
        s.stage,
        String(s.listing.requestsPerSecond),
        fraction(s.ofBare),
        s.listing.p50Ms.toFixed(1),
        s.listing.p99Ms.toFixed(1),
        String(s.listing.non2xx + s.listing.errors),
        `${s.pages.hits}/${s.pages.misses}/${s.pages.bypasses}`,
        s.edits ? String(s.edits.editsPerSecond) : '-',
        s.edits ? s.edits.p50Ms.toFixed(1) : '-',
        s.edits ? s.edits.p99Ms.toFixed(1) : '-',
        s.edits ? String(s.edits.non2xx + s.edits.errors) : '-',
        `${s.cpuMsPerPage.server.toFixed(2)}/${s.cpuMsPerPage.machine.toFixed(2)}`,
      ]),
    ]),
  );
  console.log(`server memory: ${run.serverRssMb.before} MB before, ${run.serverRssMb.after} MB after`);
  for (const { stage, watch } of run.stages) {
    if (!watch) continue;
    console.log(
      `${stage}: ${watch.writes} writes (write p99 ${watch.writeP99Ms} ms), ${watch.reads} reads, ${watch.readsChecked} checked, ` +
        `each write met by each man's next reads ${watch.nextReadsChecked} times: ${watch.breachCount} breaches`,
    );
    for (const breach of watch.breaches.slice(0, 20)) console.log(`  BREACH ${breach}`);
    if (watch.breachCount > 0) process.exitCode = 1;
  }
}

export function writeEditorsResults(root: string, results: object) {
  writeFileSync(join(root, 'bench/results/editors.json'), `${JSON.stringify(results, null, 2)}\n`);
}
