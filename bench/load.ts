import { Agent, request } from 'node:http';

export interface LoadOptions {
  /** Requests kept in flight at once, each on its own kept-alive connection. */
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
  /** Mean response body size as sent (compressed). */
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

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/**
 * Keeps `concurrency` requests in flight for `seconds` (after a warm-up that is not counted),
 * cycling through the payloads, each sent to one of `urls` (one per signed-in viewer) at random,
 * and reports throughput and latency percentiles.
 */
export async function runLoad(urls: string[], payloads: string[], options: LoadOptions): Promise<LoadResult> {
  const { post, close } = httpPoster(options.concurrency);
  try {
    const drive = async (seconds: number, record: boolean) => {
      const latencies = new Float64Array(options.maxRequests);
      let count = 0;
      let non2xx = 0;
      let errors = 0;
      let bytes = 0;
      let next = 0;
      const started = performance.now();
      const deadline = started + seconds * 1000;
      const worker = async () => {
        while (performance.now() < deadline && count + non2xx + errors < options.maxRequests) {
          const payload = payloads[next++ % payloads.length]!;
          const url = urls[Math.floor(Math.random() * urls.length)]!;
          const sent = performance.now();
          try {
            const answer = await post(url, payload);
            if (answer.status < 200 || answer.status > 299) {
              non2xx += 1;
              continue;
            }
            bytes += answer.bytes;
            if (record && count < latencies.length) latencies[count] = performance.now() - sent;
            count += 1;
          } catch {
            errors += 1;
          }
        }
      };
      await Promise.all(Array.from({ length: options.concurrency }, worker));
      const elapsed = (performance.now() - started) / 1000;
      return { latencies: latencies.subarray(0, Math.min(count, latencies.length)).sort(), count, non2xx, errors, bytes, elapsed };
    };
    const warmup = await drive(options.warmupSeconds, false);
    const run = await drive(options.seconds, true);
    return {
      requests: run.count,
      non2xx: run.non2xx,
      errors: run.errors,
      seconds: round(run.elapsed, 2),
      requestsPerSecond: round(run.count / run.elapsed, 0),
      p50Ms: round(percentile(run.latencies, 50)),
      p95Ms: round(percentile(run.latencies, 95)),
      p99Ms: round(percentile(run.latencies, 99)),
      meanResponseBytes: run.count ? Math.round(run.bytes / run.count) : 0,
      warmupRequests: warmup.count + warmup.non2xx + warmup.errors,
    };
  } finally {
    close();
  }
}
