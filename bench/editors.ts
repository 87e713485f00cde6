import { httpPoster, percentile } from './load.js';
import { ownRecord } from './viewer.js';

/**
 * Members editing their profiles beside the load (docs/decisions/0048-copies-that-survive-writes.md):
 * `perSecond` edits a second in all, each by the next of the editors in turn, sent on a clock
 * whatever the answers' pace (an open loop, so a slow server meets the same writes), and each timed.
 * An edit changes the occupation and the income, which listings show and filter on, and never
 * the name, birth date or gender (those send a profile back for review).
 */
export interface Editors {
  /** Stops sending, waits for the edits in flight, and answers what they met. */
  stop(): Promise<EditorsResult>;
  /** Starts counting afresh: the edits sent before are left out of the result. */
  reset(): void;
}

export interface EditorsResult {
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  editsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

interface Profile {
  basicDetails: Record<string, unknown>;
  [group: string]: unknown;
}

const OCCUPATIONS = ['Engineer', 'Teacher', 'Accountant', 'Farmer'];

/** What each editor saves: their own profile with another occupation and income each time. */
async function profilesOf(base: string, tokens: string[]): Promise<Profile[]> {
  const profiles: Profile[] = [];
  for (const token of tokens) profiles.push((await ownRecord<{ userDetails: Profile }>(base, token)).userDetails);
  return profiles;
}

export async function startEditors(base: string, tokens: string[], perSecond: number): Promise<Editors> {
  const profiles = await profilesOf(base, tokens);
  const poster = httpPoster(Math.max(4, tokens.length));
  const urls = tokens.map((token) => `${base}/api/user/updateUser?token=${encodeURIComponent(token)}`);
  let latencies: number[] = [];
  let counts = { sent: 0, ok: 0, non2xx: 0, errors: 0 };
  let since = performance.now();
  let next = 0;
  const inFlight = new Set<Promise<void>>();

  const edit = () => {
    const which = next % tokens.length;
    const round = Math.floor(next / tokens.length);
    next += 1;
    const profile = profiles[which]!;
    const body = JSON.stringify({
      userDetails: {
        ...profile,
        basicDetails: {
          ...profile.basicDetails,
          occupation: OCCUPATIONS[round % OCCUPATIONS.length],
          income: 300_000 + ((which * 7 + round) % 40) * 25_000,
        },
      },
    });
    const started = performance.now();
    const counted = counts;
    const record = latencies;
    counted.sent += 1;
    const done = poster.post(urls[which]!, body).then(
      (answer) => {
        if (answer.status >= 200 && answer.status < 300) {
          counted.ok += 1;
          record.push(performance.now() - started);
        } else counted.non2xx += 1;
      },
      () => void (counted.errors += 1),
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };
  const timer = setInterval(edit, 1000 / perSecond);

  return {
    reset() {
      latencies = [];
      counts = { sent: 0, ok: 0, non2xx: 0, errors: 0 };
      since = performance.now();
    },
    async stop() {
      clearInterval(timer);
      const seconds = (performance.now() - since) / 1000;
      await Promise.all(inFlight);
      poster.close();
      const result = counts;
      const sorted = latencies.sort((a, b) => a - b);
      return {
        ...result,
        editsPerSecond: Number((result.ok / seconds).toFixed(1)),
        p50Ms: Number(percentile(sorted, 50).toFixed(1)),
        p99Ms: Number(percentile(sorted, 99).toFixed(1)),
      };
    },
  };
}
