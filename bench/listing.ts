import { httpPoster, runLoad, type LoadOptions, type LoadResult } from './load.js';

interface Scenario {
  name: string;
  /** Payloads are cycled through, so a scenario is not one cached query repeated. */
  bodies: object[];
  /** Its bodies find nobody, or few: the cost of looking is what it measures. */
  findsFew?: boolean;
}

/** The home screen's calls (SPEC section 7, getProfile): what members do most. */
const SCENARIOS: Scenario[] = [
  { name: 'page 1, no filter', bodies: [{ page: 1 }] },
  {
    name: 'age filter',
    bodies: [
      { page: 1, age: '18-23' },
      { page: 1, age: '23-27' },
      { page: 1, age: '27-31' },
      { page: 1, age: '31-50' },
    ],
  },
  {
    name: 'income filter',
    bodies: [
      { page: 1, income: '100000-500000' },
      { page: 1, income: '500000-800000' },
      { page: 1, income: '800000-1300000' },
      { page: 1, income: '1300000-10000000' },
    ],
  },
  {
    name: 'name search',
    bodies: ['priya', 'phule', 'snehal', 'jadhav', 'ashwini', 'bhujbal', 'pooja', 'mahajan'].map((fullName) => ({ page: 1, fullName })),
  },
  { name: 'deep page 50', bodies: [{ page: 50 }] },
  {
    // "Matches for you" (decision 0042): half the seeded viewers chose preferences, some of them must-haves.
    name: 'matches view',
    bodies: [{ page: 1, view: 'matches' }],
  },
  { name: 'most complete first', bodies: [{ page: 1, view: 'complete' }] },
  {
    name: 'matches view, age filter',
    bodies: ['18-23', '23-27', '27-31', '31-50'].map((age) => ({ page: 1, view: 'matches', age })),
  },
  {
    // Guna milan with the viewer at least N: the viewers signed in all gave a rashi and nakshatra.
    name: 'guna milan filter',
    bodies: [18, 21, 24, 27].map((gunaMin) => ({ page: 1, gunaMin })),
  },
  {
    // Ages and incomes no seeded member has (they are 18 to 50 and earn at most 40 lakh), each
    // written another way, so every one is a page the cache has not kept: what a member typing
    // ranges into the API costs (docs/decisions/0063-rare-filters-and-deep-pages.md).
    name: 'rare ranges, each new',
    findsFew: true,
    bodies: Array.from({ length: 2000 }, (_, i) =>
      i % 2 === 0 ? { page: 1, age: `${51 + ((i / 2) % 40)}-${91 + Math.floor(i / 80)}` } : { page: 1, income: `5000000-${9_000_000 + i}` },
    ),
  },
];

/** The mix of the load probe: a random age or income range or a name, page 1. */
export const MIXED: Scenario = {
  name: 'mixed filters',
  bodies: SCENARIOS.filter((scenario) => ['age filter', 'income filter', 'name search'].includes(scenario.name)).flatMap(
    (scenario) => scenario.bodies,
  ),
};

const GLOBAL_WARMUP_SECONDS = 3;

export interface ScenarioResult extends LoadResult {
  scenario: string;
  /** requestsPerSecond as a fraction of bare Fastify's in the same run (see bare-fastify-process.ts). */
  ofBare: number;
  /**
   * The server process's CPU time (user and system) per request, warm-up included: what a request
   * costs the server whatever else runs on the machine (the database's own process not counted).
   */
  serverCpuMsPerRequest: number;
}

/** CPU time per request of a process over a run, from its CPU clock before and after. */
export function cpuPerRequest(before: number, after: number, result: LoadResult): number {
  const requests = result.requests + result.non2xx + result.errors + result.warmupRequests;
  return requests > 0 ? Number(((after - before) / requests).toFixed(3)) : 0;
}

/** A real page 1 as the onboarded viewer gets it, uncompressed: what bare Fastify answers. */
export async function samplePage(base: string, token: string): Promise<string> {
  const { post, close } = httpPoster(1, false);
  try {
    const answer = await post(`${base}/api/user/getProfile?token=${encodeURIComponent(token)}`, '{"page":1}', true);
    if (answer.status !== 200) throw new Error(`getProfile answered ${answer.status}`);
    return answer.body.toString();
  } finally {
    close();
  }
}

/** Bare Fastify under the same load: the yardstick for this run. */
export async function runBare(base: string, options: LoadOptions, cpuMs: () => Promise<number>) {
  const url = `${base}/api/user/getProfile`;
  await runLoad([url], ['{"page":1}'], { ...options, seconds: 1, warmupSeconds: 0 });
  const before = await cpuMs();
  const result = await runLoad([url], ['{"page":1}'], options);
  return { ...result, serverCpuMsPerRequest: cpuPerRequest(before, await cpuMs(), result) };
}

/** Checks that a scenario finds profiles at all, so a fast empty answer is not taken for speed. */
async function expectProfiles(url: string, body: object) {
  const { post, close } = httpPoster(1, false);
  try {
    const answer = await post(url, JSON.stringify(body), true);
    if (answer.status !== 200) throw new Error(`getProfile ${JSON.stringify(body)} answered ${answer.status}`);
    const json = JSON.parse(answer.body.toString()) as { data: { count: number } };
    if (!(json.data.count > 0)) throw new Error(`getProfile ${JSON.stringify(body)} found nobody`);
  } finally {
    close();
  }
}

/**
 * The cursor that leads to page `page`, found by following `nextCursor` from page 1 as the onboarded
 * viewer: any viewer may pass it, it names a place in the listing's order (docs/api.md).
 */
async function cursorToPage(url: string, page: number): Promise<string> {
  const { post, close } = httpPoster(1, false);
  try {
    let cursor: string | null = null;
    for (let at = 1; at < page; at += 1) {
      const body = cursor ? { page: at, cursor } : { page: at };
      const answer = await post(url, JSON.stringify(body), true);
      if (answer.status !== 200) throw new Error(`getProfile ${JSON.stringify(body)} answered ${answer.status}`);
      cursor = (JSON.parse(answer.body.toString()) as { data: { nextCursor: string | null } }).data.nextCursor;
      if (!cursor) throw new Error(`the listing ends before page ${page}`);
    }
    if (!cursor) throw new Error('page 1 needs no cursor');
    return cursor;
  } finally {
    close();
  }
}

/**
 * Every scenario in turn, each request from one of `tokens`' viewers at random (the first is the
 * onboarded viewer, who is checked to find profiles in every scenario); `bareRps` is bare
 * Fastify's throughput in this run.
 */
export async function runListing(
  base: string,
  tokens: string[],
  bareRps: number,
  options: LoadOptions,
  cpuMs: () => Promise<number>,
): Promise<ScenarioResult[]> {
  const urls = tokens.map((token) => `${base}/api/user/getProfile?token=${encodeURIComponent(token)}`);
  // The same deep page as "deep page 50", reached by keyset paging instead of counting past 490 rows.
  const byCursor: Scenario = { name: 'deep page 50 by cursor', bodies: [{ page: 50, cursor: await cursorToPage(urls[0]!, 50) }] };
  const scenarios = [...SCENARIOS, byCursor];
  for (const scenario of scenarios) if (!scenario.findsFew) for (const body of scenario.bodies) await expectProfiles(urls[0]!, body);
  // The first seconds of a fresh server run cold code and cold caches: spend them on every
  // scenario at once, so the first one measured is not penalised for going first.
  const everything = scenarios.flatMap((scenario) => scenario.bodies.map((body) => JSON.stringify(body)));
  await runLoad(urls, everything, { ...options, seconds: GLOBAL_WARMUP_SECONDS, warmupSeconds: 0 });
  const results: ScenarioResult[] = [];
  for (const scenario of [...scenarios, MIXED]) {
    const before = await cpuMs();
    const result = await runLoad(
      urls,
      scenario.bodies.map((body) => JSON.stringify(body)),
      options,
    );
    results.push({
      scenario: scenario.name,
      ...result,
      ofBare: bareRps > 0 ? Number((result.requestsPerSecond / bareRps).toFixed(4)) : 0,
      serverCpuMsPerRequest: cpuPerRequest(before, await cpuMs(), result),
    });
  }
  return results;
}
