import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SEED_PASSWORD } from '../src/server/cli/seed/load.js';
import { httpPoster, percentile, runLoad, type LoadOptions, type LoadResult } from './load.js';
import { table } from './report.js';
import { startBenchServer } from './server.js';
import { ownRecord } from './viewer.js';

/**
 * `npm run bench -- --sign-in-burst`: the listing on PGlite (page 1, `LISTING_CONCURRENCY` viewers
 * at once), alone and while `SIGNING_IN` members sign in again and again, each as soon as the last
 * answered. A sign-in is an argon2 check, about 12 ms of a core off the event loop; the server runs
 * one check a core at once (credentials/passwords.ts, decision 0056), where libuv's pool would run
 * four: what this measures is how much of the listing's pace a burst leaves it.
 */
const LISTING_CONCURRENCY = 4;
const SIGNING_IN = 6;

interface Stage {
  stage: string;
  listing: LoadResult;
  signIns?: { perSecond: number; p50Ms: number; p99Ms: number; non2xx: number };
}

interface SignInBurstRun {
  measuredAt: string;
  command: string;
  machine: Record<string, unknown>;
  profiles: number;
  stages: Stage[];
}

export async function runSignInBurst(options: {
  root: string;
  dataDir: string;
  profiles: number;
  tokens: string[];
  seconds: number;
  command: string;
  machine: Record<string, unknown>;
}): Promise<void> {
  const server = await startBenchServer({ DATA_DIR: options.dataDir });
  try {
    const [viewer, ...others] = options.tokens;
    if (!viewer || others.length === 0) throw new Error('--sign-in-burst needs at least two seeded members (--viewers)');
    const numbers: string[] = [];
    for (const token of others.slice(0, SIGNING_IN))
      numbers.push((await ownRecord<{ mobileNumber: string }>(server.url, token)).mobileNumber);
    const load: LoadOptions = { concurrency: LISTING_CONCURRENCY, seconds: options.seconds, warmupSeconds: 1, maxRequests: 1_000_000 };
    const listing = () => runLoad([`${server.url}/api/user/getProfile?token=${encodeURIComponent(viewer)}`], ['{"page":1}'], load);
    const stages: Stage[] = [{ stage: 'listing alone', listing: await listing() }];

    const { post, close } = httpPoster(numbers.length, false);
    const times: number[] = [];
    let non2xx = 0;
    let stop = false;
    const started = performance.now();
    const loops = Array.from({ length: SIGNING_IN }, async (_, n) => {
      const body = JSON.stringify({ mobileNumber: numbers[n % numbers.length], password: DEFAULT_SEED_PASSWORD });
      while (!stop) {
        const sent = performance.now();
        if ((await post(`${server.url}/api/user/login`, body)).status !== 200) non2xx += 1;
        times.push(performance.now() - sent);
      }
    });
    try {
      stages.push({ stage: `listing, ${SIGNING_IN} members signing in`, listing: await listing() });
    } finally {
      stop = true;
      await Promise.all(loops);
      close();
    }
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    stages[1]!.signIns = {
      perSecond: Math.round(times.length / seconds),
      p50Ms: Number(percentile(times, 50).toFixed(1)),
      p99Ms: Number(percentile(times, 99).toFixed(1)),
      non2xx,
    };
    console.log(`\nPGlite, ${options.profiles} profiles: the listing (${LISTING_CONCURRENCY} at once) while members sign in`);
    console.log(
      table([
        ['stage', 'listing req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'sign-ins/s', 'sign-in p50', 'sign-in p99', 'non-2xx'],
        ...stages.map((s) => [
          s.stage,
          String(s.listing.requestsPerSecond),
          s.listing.p50Ms.toFixed(1),
          s.listing.p99Ms.toFixed(1),
          String(s.listing.non2xx + s.listing.errors),
          s.signIns ? String(s.signIns.perSecond) : '-',
          s.signIns ? s.signIns.p50Ms.toFixed(1) : '-',
          s.signIns ? s.signIns.p99Ms.toFixed(1) : '-',
          s.signIns ? String(s.signIns.non2xx) : '-',
        ]),
      ]),
    );
    const run: SignInBurstRun = {
      measuredAt: new Date().toISOString(),
      command: options.command,
      machine: options.machine,
      profiles: options.profiles,
      stages,
    };
    writeFileSync(join(options.root, 'bench/results/sign-in-burst.json'), `${JSON.stringify(run, null, 1)}\n`);
  } finally {
    await server.stop();
  }
}
