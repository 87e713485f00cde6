// Reads a page starts before the app's code has arrived (early/early-reads.ts), handed to the
// app's first identical call (lib/api.ts), so the member's record and the listing come in while
// the app downloads instead of after it (docs/decisions/0023-sign-in-page-prerendered.md).

interface EarlyRead {
  token: string;
  response: Promise<Response>;
  /** Stops the read: the app that took it gave up on it (a session ended, a page left). */
  stop: AbortController;
  /** When it was started (performance.now()). */
  startedAt: number;
}

/**
 * How long an early answer waits for the app to take it. Past that the app asks again: an answer
 * kept longer could be taken by a later identical call, after the member changed something.
 */
const KEPT_FOR_MS = 10_000;

const reads = new Map<string, EarlyRead>();

const keyOf = (path: string, body: string | undefined) => `${path} ${body ?? ''}`;

/** Starts a call of the app's own, with the member's token, for the app to take over. */
export function startEarlyRead(path: string, token: string, body?: unknown): Promise<Response> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const stop = new AbortController();
  const response = fetch(`/api${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json,
    signal: stop.signal,
  });
  reads.set(keyOf(path, json), { token, response, startedAt: performance.now(), stop });
  // Not taken and failed: the app's own call is made as usual.
  response.catch(() => reads.delete(keyOf(path, json)));
  return response;
}

/**
 * The answer an early read got for exactly this call with this token, once; undefined if none.
 * Aborting `signal` stops the read as it would the app's own call (a session that ended must not
 * have a read reach the server after it).
 */
export function takeEarlyRead(
  path: string,
  body: string | undefined,
  token: string | null,
  signal?: AbortSignal,
): Promise<Response> | undefined {
  const key = keyOf(path, body);
  const read = reads.get(key);
  if (!read) return undefined;
  reads.delete(key);
  if (read.token !== token || performance.now() - read.startedAt > KEPT_FOR_MS) return undefined;
  signal?.addEventListener('abort', () => read.stop.abort());
  return read.response;
}

/** Drops every early answer not taken yet: after the member changed something none can be trusted. */
export function forgetEarlyReads(): void {
  reads.clear();
}
