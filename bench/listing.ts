import { httpPoster, runLoad, type LoadOptions, type LoadResult } from './load.js';

interface Scenario {
  name: string;
  /** Payloads are cycled through, so a scenario is not one cached query repeated. */
  bodies: object[];
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
];

const GLOBAL_WARMUP_SECONDS = 3;

export interface ScenarioResult extends LoadResult {
  scenario: string;
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

export async function runListing(base: string, token: string, options: LoadOptions): Promise<ScenarioResult[]> {
  const url = `${base}/api/user/getProfile?token=${encodeURIComponent(token)}`;
  for (const scenario of SCENARIOS) for (const body of scenario.bodies) await expectProfiles(url, body);
  // The first seconds of a fresh server run cold code and cold caches: spend them on every
  // scenario at once, so the first one measured is not penalised for going first.
  const everything = SCENARIOS.flatMap((scenario) => scenario.bodies.map((body) => JSON.stringify(body)));
  await runLoad(url, everything, { ...options, seconds: GLOBAL_WARMUP_SECONDS, warmupSeconds: 0 });
  const results: ScenarioResult[] = [];
  for (const scenario of SCENARIOS) {
    const result = await runLoad(
      url,
      scenario.bodies.map((body) => JSON.stringify(body)),
      options,
    );
    results.push({ scenario: scenario.name, ...result });
  }
  return results;
}
