import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** Below this, compressing saves nothing worth its cost. */
const COMPRESS_ABOVE_BYTES = 1024;
/**
 * Brotli's quality 3, in one call with the size known: about 50 µs for a 12 KB listing page, within
 * 1 % of quality 4's size (docs/benchmarks.md). A stream of the same answer cost three times as
 * much: the encoder sized for an unknown length, and the stream machinery around it.
 */
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 1;

type Encoding = 'br' | 'gzip';

/** Compressed copies of one answer, kept with it by whoever sends the same answer again. */
export type EncodedCopies = Partial<Record<Encoding, Buffer>>;

const copiesFor = new WeakMap<FastifyReply, EncodedCopies>();

/** This reply sends an answer whose compressed copies are kept in `copies`: reuse them, or keep them there. */
export function useEncodedCopies(reply: FastifyReply, copies: EncodedCopies): void {
  copiesFor.set(reply, copies);
}

/**
 * The encoding to answer in from Accept-Encoding: brotli when the client takes it, else gzip, else
 * none. A coding with q=0 is refused; `*` stands for any coding not named.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

const COMPRESSIBLE = /^(?:application\/(?:[a-z.+-]*\+)?json|text\/|application\/javascript|image\/svg\+xml)/i;

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (!values.some((value) => value.toLowerCase().includes('accept-encoding'))) {
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
  }
}

/**
 * From this size an answer (a page's first HTML, a long list) is compressed on libuv's threads: a
 * 65 KB page takes brotli about 0.7 ms, which the event loop then spends on other requests instead
 * (about 15 µs to hand it over). Below it the hand-over and the wait for a thread cost more than
 * the compression itself (50 µs for 4 KB).
 */
const OFF_THREAD_ABOVE_BYTES = 16 * 1024;

function brotliOptions(bytes: Buffer) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } };
}

function compressed(bytes: Buffer, encoding: Encoding, then: (error: Error | null, body: Buffer) => void): void {
  if (bytes.length >= OFF_THREAD_ABOVE_BYTES) {
    if (encoding === 'br') brotliCompress(bytes, brotliOptions(bytes), then);
    else gzip(bytes, { level: GZIP_LEVEL }, then);
    return;
  }
  then(null, encoding === 'br' ? brotliCompressSync(bytes, brotliOptions(bytes)) : gzipSync(bytes, { level: GZIP_LEVEL }));
}

/**
 * An answer already in memory (every API answer: a serialised JSON string, a page's HTML) is
 * compressed in one call, on the event loop or, when large, on libuv's threads, and sent with its
 * length, so it leaves in one write.
 */
function compressInMemory(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  const current = reply.getHeader('content-encoding');
  if (current && current !== 'identity') return done(null, payload);
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < COMPRESS_ABOVE_BYTES) return done(null, payload);
  const type = String(reply.getHeader('content-type') ?? 'application/json');
  if (!COMPRESSIBLE.test(type) || request.headers['x-no-compression'] !== undefined) return done(null, payload);
  const encoding = encodingFor(request.headers['accept-encoding']);
  addVary(reply);
  if (!encoding) return done(null, payload);
  const copies = copiesFor.get(reply);
  const send = (body: Buffer) => {
    if (copies) copies[encoding] = body;
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    done(null, body);
  };
  const kept = copies?.[encoding];
  if (kept) return send(kept);
  compressed(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding, (error, body) => (error ? done(error) : send(body)));
}

/** Browsers send one of a few Accept-Encoding values: each is read once. */
const chosen = new Map<string, Encoding | undefined>();
const MAX_CHOSEN = 64;

function encodingFor(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (chosen.has(header)) return chosen.get(header);
  const encoding = chooseEncoding(header);
  if (chosen.size < MAX_CHOSEN) chosen.set(header, encoding);
  return encoding;
}

/**
 * Response compression for clients that accept it (off with COMPRESSION=off, behind a proxy that
 * compresses). Answers in memory are compressed here at once. Streamed answers are files, sent as
 * they are: the web app's text files of 512 bytes and more have their .br and .gz made by the
 * build (scripts/precompress.mjs), which the static files' plugin sends; smaller ones gain nothing
 * worth a compressor's cost, as an answer under COMPRESS_ABOVE_BYTES; members' photos and
 * documents are compressed already.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => compressInMemory(request, reply, payload, done));
}
