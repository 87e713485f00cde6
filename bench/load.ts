import autocannon from 'autocannon';
import { Agent, request } from 'node:http';

export interface LoadOptions {
  /** Requests kept in flight at once, each on its own kept-alive connection (autocannon's connections). */
  concurrency: number;
  seconds: number;
  /** A cap besides the clock, so a very fast run still ends. */
  maxRequests: number;
  warmupSeconds: number;
}

export interface LoadResult {
  /** Answers with a 2xx status: only these count towards throughput and latency. */
  requests: number;
  /** Answers with any other status; must be 0 (a fast 401 or 500 is not speed). */
  non2xx: number;
  /** Requests that got no answer at all (a reset connection). */
  errors: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Mean size of an answer as sent (headers and compressed body). */
  meanResponseBytes: number;
  /** Requests of the uncounted warm-up, answered or not: they cost the server CPU too. */
  warmupRequests: number;
}

export interface Post {
  status: number;
  bytes: number;
  body: Buffer;
}

/** POSTs JSON over kept-alive connections; `compressed` asks for what a browser accepts. */
export function httpPoster(concurrency: number, compressed = true) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const post = (url: string, payload: string, keepBody = false): Promise<Post> =>
    new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            // What a browser sends: the server's compression is part of the cost measured.
            ...(compressed ? { 'accept-encoding': 'gzip, deflate, br' } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (keepBody) chunks.push(chunk);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { post, close: () => agent.destroy() };
}

/** The `p`th percentile of values sorted ascending (nearest rank); 0 for none. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Splits an absolute URL into autocannon's origin and path. */
function originAndPath(url: string): { origin: string; path: string } {
  const parsed = new URL(url);
  return { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
}

interface Drive {
  latencies: Float64Array;
  count: number;
  non2xx: number;
  errors: number;
  bytes: number;
  elapsed: number;
}

/**
 * One stretch of load with autocannon (the generator the probe uses: far cheaper per
 * request than Node's own client, so the servers, not the generator, set the pace): `concurrency`
 * kept-alive connections, one request in flight on each, every request with the next payload in
 * turn and one of `urls` at random. Latency and status are taken from each response, so the
 * percentiles are exact and only 2xx answers count.
 */
async function drive(urls: string[], payloads: string[], seconds: number, options: LoadOptions, record: boolean): Promise<Drive> {
  const targets = urls.map(originAndPath);
  const latencies = new Float64Array(record ? options.maxRequests : 0);
  let count = 0;
  let non2xx = 0;
  let next = 0;
  const started = performance.now();
  let finish!: (error: Error | null, result: autocannon.Result) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (error, result) => (error ? reject(error) : resolve(result));
  });
  const instance = autocannon(
    {
      url: targets[0]!.origin,
      connections: options.concurrency,
      pipelining: 1,
      duration: seconds,
      amount: undefined,
      maxOverallRequests: options.maxRequests,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // What a browser sends: the server's compression is part of the cost measured.
            'accept-encoding': 'gzip, deflate, br',
          },
          setupRequest: (request) => ({
            ...request,
            path: targets[Math.floor(Math.random() * targets.length)]!.path,
            body: payloads[next++ % payloads.length]!,
          }),
        },
      ],
    },
    (error, result) => finish(error, result),
  );
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode < 200 || statusCode > 299) {
      non2xx += 1;
      return;
    }
    if (count < latencies.length) latencies[count] = responseTime;
    count += 1;
  });
  const result = await finished;
  const elapsed = (performance.now() - started) / 1000;
  // Bytes on the wire per answer: autocannon counts headers too, as a browser's download does.
  return {
    latencies: latencies.subarray(0, Math.min(count, latencies.length)).sort(),
    count,
    non2xx,
    errors: result.errors + result.timeouts,
    bytes: result.throughput.total,
    elapsed,
  };
}

/**
 * Keeps `concurrency` requests in flight for `seconds` (after a warm-up that is not counted),
 * cycling through the payloads, each sent to one of `urls` (one per signed-in viewer) at random,
 * and reports throughput and latency percentiles.
 */
export async function runLoad(urls: string[], payloads: string[], options: LoadOptions): Promise<LoadResult> {
  const warmup = options.warmupSeconds > 0 ? await drive(urls, payloads, options.warmupSeconds, options, false) : undefined;
  const run = await drive(urls, payloads, options.seconds, options, true);
  const answered = run.count + run.non2xx;
  return {
    requests: run.count,
    non2xx: run.non2xx,
    errors: run.errors,
    seconds: round(run.elapsed, 2),
    requestsPerSecond: round(run.count / run.elapsed, 0),
    p50Ms: round(percentile(run.latencies, 50)),
    p95Ms: round(percentile(run.latencies, 95)),
    p99Ms: round(percentile(run.latencies, 99)),
    meanResponseBytes: answered ? Math.round(run.bytes / answered) : 0,
    warmupRequests: warmup ? warmup.count + warmup.non2xx + warmup.errors : 0,
  };
}
