import type { PageWeight } from './page-weight.js';
import type { ScenarioResult } from './listing.js';
import type { LoadResult } from './load.js';

export interface DatabaseRun {
  database: 'PostgreSQL' | 'PGlite';
  profiles: number;
  seedSeconds: number;
  /** Signed-in members the requests come from, one at random per request. */
  viewers: number;
  /** Bare Fastify answering a page of the same size, measured just before. */
  bare: LoadResult & { serverCpuMsPerRequest: number };
  scenarios: ScenarioResult[];
  serverMemory: { idleRssMb: number; afterLoadRssMb: number; afterLoadHeapUsedMb: number };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The columns a cell takes in a terminal, as wcwidth counts them: one a character, none for a mark
 * drawn on another (a virama, most vowel signs) or a zero-width joiner. A Devanagari name
 * (`ज्ञानेश्वर`, ten code points, seven columns) counted by its code units pushed every column after
 * it out of line.
 */
export function columnsOf(cell: string): number {
  return [...cell.replace(/[\p{Mn}\p{Me}\u200B-\u200D]/gu, '')].length;
}

const pad = (cell: string, width: number, start: boolean) => {
  const fill = ' '.repeat(Math.max(0, width - columnsOf(cell)));
  return start ? fill + cell : cell + fill;
};

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => columnsOf(row[i]!))));
  return rows.map((row) => row.map((cell, i) => pad(cell, widths[i]!, i !== 0)).join('  ')).join('\n');
}

/** 0.05 reads as 1/20, 0.04 as 1/25, 0.3 as 1/3.3: how many times slower than bare Fastify. */
export const fraction = (ofBare: number) => (ofBare > 0 ? `1/${(1 / ofBare).toFixed(1).replace(/\.0$/, '')}` : '-');

const row = (name: string, s: LoadResult & { serverCpuMsPerRequest: number }, ofBare: string) => [
  name,
  String(s.requestsPerSecond),
  ofBare,
  s.p50Ms.toFixed(1),
  s.p95Ms.toFixed(1),
  s.p99Ms.toFixed(1),
  String(s.requests),
  String(s.non2xx),
  String(s.errors),
  String(s.meanResponseBytes),
  s.serverCpuMsPerRequest.toFixed(2),
];

export function printDatabaseRun(run: DatabaseRun, concurrency: number) {
  console.log(
    `\nListing (POST /api/user/getProfile) on ${run.database}, ${run.profiles} profiles, ${run.viewers} viewers, ${concurrency} in flight`,
  );
  console.log(
    table([
      ['scenario', 'req/s', 'of bare', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'non-2xx', 'no answer', 'bytes/resp', 'CPU ms/req'],
      row('bare Fastify', run.bare, '1'),
      ...run.scenarios.map((s) => row(s.scenario, s, fraction(s.ofBare))),
    ]),
  );
  const m = run.serverMemory;
  console.log(
    `Server RSS: ${m.idleRssMb} MB idle, ${m.afterLoadRssMb} MB after the load (heap used ${m.afterLoadHeapUsedMb} MB); ` +
      `seeding took ${run.seedSeconds} s`,
  );
}

export function printPageWeights(pages: PageWeight[]) {
  console.log('\nPage weight: JS and CSS a browser downloads, gzipped');
  for (const page of pages) {
    const landed = page.landedOn === page.path ? '' : ` (the app went on to ${page.landedOn})`;
    console.log(`${page.path}: ${kb(page.gzipBytes)} gzip, ${kb(page.rawBytes)} raw, ${page.files.length} files${landed}`);
    for (const file of page.files) console.log(`  ${file.file.padEnd(48)} ${kb(file.gzipBytes).padStart(10)}`);
  }
}
