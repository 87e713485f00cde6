import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { httpPoster, runLoad, type LoadOptions } from './load.js';
import { table } from './report.js';
import { startBenchServer, type BenchServer } from './server.js';
import { call, createApprovedMember, memberId, ownRecord, VIEWER_DETAILS, type Account, type OnboardedMember } from './viewer.js';

/**
 * `npm run bench -- --writer-loops`: the listing's throughput while one member repeats one call
 * that writes, as fast as one connection allows, with the same body every time. Every write to
 * members, blocks, interests or ended sessions is announced to every server and drops the copies
 * it names, and a listed member's change the shared pages it can alter
 * (docs/decisions/0048-copies-that-survive-writes.md): a call that writes when it changes nothing
 * would let one member keep emptying them.
 * Measured on one server with the rate limits of production and on one without any, so the figures
 * show that the calls' own rule (what changes nothing writes nothing) holds without the limits.
 */

/** The listing bodies cycled: page 1 and SPEC's four age ranges, five shared pages per gender. */
const LISTING_BODIES = [{ page: 1 }, ...['18-23', '23-27', '27-31', '31-50'].map((age) => ({ page: 1, age }))].map((body) =>
  JSON.stringify(body),
);
/** The writer runs this long before the listing is measured, so a first call that does change something is behind it. */
const WRITER_WARMUP_MS = 1_000;
const GLOBAL_WARMUP_SECONDS = 3;
const WRITER_PASSWORD = 'Bench@Writer1';

/** What the writer repeats: JSON, or a form built afresh for each call (an upload). */
interface Repeated {
  path: string;
  body?: unknown;
  form?: () => FormData;
}

/** Everything a call's set-up may need: the writer, and members the listing shows them. */
interface Setting {
  base: string;
  writer: OnboardedMember & Account & { id: string };
  /** Women listed to the (male) writer, a different one for each call that names a member. */
  listed: string[];
  /** A woman among the seeded viewers, who can send the writer an interest. */
  bride: string;
  png: Buffer;
}

interface WriterCall {
  name: string;
  prepare(setting: Setting): Promise<Repeated>;
}

const json =
  (path: string, body: unknown = {}) =>
  async (): Promise<Repeated> => ({ path, body });

/** Every call a member can make that writes, but signing out and deleting the account (they end what repeats them). */
const CALLS: WriterCall[] = [
  { name: 'consent (same version)', prepare: json('/user/consent', { marriagePurpose: true, termsAccepted: true }) },
  { name: 'language (same)', prepare: json('/user/language', { language: 'en' }) },
  { name: 'updateUser: profile (same)', prepare: json('/user/updateUser', { userDetails: VIEWER_DETAILS }) },
  {
    name: 'updateUser: photo and document (same)',
    prepare: async ({ writer }) => ({
      path: '/user/updateUser',
      body: { photoDetails: { profilePhoto: writer.profilePhoto, adharCard: writer.adharCard } },
    }),
  },
  { name: 'safetyNotice', prepare: json('/user/safetyNotice') },
  { name: 'resubmit (not rejected: 409)', prepare: json('/user/resubmit') },
  {
    name: 'settings/privacy (same)',
    prepare: json('/user/settings/privacy', { contactVisibility: 'INTEREST', photoVisibility: 'MEMBERS' }),
  },
  { name: 'settings/pause (same)', prepare: json('/user/settings/pause', { paused: false }) },
  { name: 'settings/mail (same)', prepare: json('/user/settings/mail', { kind: 'INTEREST_RECEIVED', enabled: true }) },
  { name: 'blocks (same member)', prepare: async ({ listed }) => ({ path: '/user/blocks', body: { userId: listed[0] } }) },
  {
    name: 'blocks/remove (not blocked: 404)',
    prepare: async ({ listed }) => ({ path: '/user/blocks/remove', body: { userId: listed[1] } }),
  },
  { name: 'interests: send (same member)', prepare: async ({ listed }) => ({ path: '/user/interests', body: { userId: listed[2] } }) },
  {
    name: 'interests: decline (same interest)',
    prepare: async ({ base, writer, bride }) => {
      const sent = await call<{ data: { interest: { id: string } } }>(base, '/user/interests', { userId: writer.id }, bride);
      return { path: `/user/interests/${sent.data.interest.id}/decline`, body: {} };
    },
  },
  { name: 'interests/seen', prepare: json('/user/interests/seen') },
  { name: 'favourites (same member)', prepare: async ({ listed }) => ({ path: '/user/favourites', body: { userId: listed[3] } }) },
  {
    name: 'favourites/remove (same member)',
    prepare: async ({ listed }) => ({ path: '/user/favourites/remove', body: { userId: listed[4] } }),
  },
  { name: 'notifications/read', prepare: json('/user/notifications/read') },
  { name: 'signOutOthers', prepare: json('/user/signOutOthers') },
  {
    name: 'report/create (same member)',
    prepare: async ({ listed }) => ({
      path: '/report/create',
      body: { reportedUserId: listed[5], reason: 'FAKE_PROFILE', description: 'The photo is of someone else.' },
    }),
  },
  {
    name: 'changePassword (same: 400)',
    prepare: json('/user/changePassword', { oldPassword: WRITER_PASSWORD, newPassword: WRITER_PASSWORD }),
  },
  {
    name: 'changeEmail (same: 400)',
    prepare: async ({ writer }) => ({ path: '/user/changeEmail', body: { email: writer.email, password: WRITER_PASSWORD } }),
  },
  { name: 'sendEmailCode (verified: 409)', prepare: json('/user/sendEmailCode') },
  { name: 'verifyEmail (verified: 409)', prepare: json('/user/verifyEmail', { code: '000000' }) },
  { name: 'sendMobileCode', prepare: json('/user/sendMobileCode') },
  { name: 'verifyMobile (wrong code)', prepare: json('/user/verifyMobile', { code: '000000' }) },
  { name: 'makePayment', prepare: json('/user/makePayment') },
  {
    name: 'upload (a photo)',
    prepare: async ({ png }) => ({
      path: '/upload',
      form: () => {
        const form = new FormData();
        form.append('type', 'profilePhoto');
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
        return form;
      },
    }),
  },
];

interface WriterRow {
  call: string;
  rateLimits: 'production' | 'off';
  /** Calls the writer got an answer to, per second of the measured stretch. */
  writerCallsPerSecond: number;
  /** How many answers of each status. */
  writerAnswers: Record<string, number>;
  listingRequestsPerSecond: number;
  /** The listing alone, measured just before. */
  noWriterRequestsPerSecond: number;
  /** listingRequestsPerSecond over noWriterRequestsPerSecond. */
  ofNoWriter: number;
  p99Ms: number;
  noWriterP99Ms: number;
  listingNon2xx: number;
  /**
   * What the server's change feed delivered while measured: members a listing could show
   * differently (each may drop the shared pages it can alter), changes (each drops the session
   * copies of the members it names), and moves of the epoch (each drops every copy).
   */
  listedChanges: number;
  namedChanges: number;
  everyCopyDrops: number;
}

let accounts = 0;

/** A new male writer, approved with a photo and a document, and the women his listing shows. */
async function newWriter(server: BenchServer, png: Buffer): Promise<Setting['writer'] & { listed: string[] }> {
  accounts += 1;
  const number = String(accounts).padStart(6, '0');
  const account = { mobileNumber: `6100${number}`, email: `bench.writer${number}@example.com`, password: WRITER_PASSWORD };
  const made = await createApprovedMember(server.url, server.dataDir, account, VIEWER_DETAILS, png);
  const page = await call<{ data: { userData: { id: string }[] } }>(server.url, '/user/getProfile', { page: 1 }, made.token);
  return { ...account, ...made, id: await memberId(server.url, made.token), listed: page.data.userData.map((user) => user.id) };
}

/** A seeded viewer who is a woman: she sends the writer the interest he declines. */
async function findBride(base: string, tokens: string[]): Promise<string> {
  for (const token of tokens) {
    const info = await ownRecord<{ userDetails?: { personalDetails?: { gender?: string } } }>(base, token);
    if (info.userDetails?.personalDetails?.gender === 'Female') return token;
  }
  throw new Error('no woman among the seeded viewers');
}

/** Sends `repeated` again and again on one connection until `running()` is false; counts each answer's status while `counting()`. */
async function repeat(base: string, token: string, repeated: Repeated, running: () => boolean, counting: () => boolean) {
  const answers = new Map<number, number>();
  const url = `${base}/api${repeated.path}?token=${encodeURIComponent(token)}`;
  const { post, close } = httpPoster(1, false);
  const payload = JSON.stringify(repeated.body ?? {});
  try {
    while (running()) {
      let status = 0;
      try {
        if (repeated.form) {
          const response = await fetch(url, { method: 'POST', body: repeated.form() });
          await response.arrayBuffer();
          status = response.status;
        } else {
          status = (await post(url, payload)).status;
        }
      } catch {
        status = 0;
      }
      if (counting()) answers.set(status, (answers.get(status) ?? 0) + 1);
    }
  } finally {
    close();
  }
  return answers;
}

/** One measured stretch of the listing, with `repeated` looping beside it (none: the baseline). */
async function measure(server: BenchServer, urls: string[], load: LoadOptions, writer?: { token: string; repeated: Repeated }) {
  let running = true;
  let counting = false;
  const looping = writer
    ? repeat(
        server.url,
        writer.token,
        writer.repeated,
        () => running,
        () => counting,
      )
    : undefined;
  if (writer) await new Promise((resolve) => setTimeout(resolve, WRITER_WARMUP_MS));
  const before = await server.feed();
  counting = true;
  const started = performance.now();
  const listing = await runLoad(urls, LISTING_BODIES, { ...load, warmupSeconds: 0 });
  counting = false;
  const seconds = (performance.now() - started) / 1000;
  const after = await server.feed();
  running = false;
  const answers = (await looping) ?? new Map<number, number>();
  const calls = [...answers.values()].reduce((sum, n) => sum + n, 0);
  return {
    listing,
    writerCallsPerSecond: Number((calls / seconds).toFixed(1)),
    writerAnswers: Object.fromEntries([...answers.entries()].sort(([a], [b]) => a - b).map(([status, n]) => [String(status), n])),
    listedChanges: after.listed - before.listed,
    namedChanges: after.changes - before.changes,
    everyCopyDrops: after.epoch - before.epoch,
  };
}

async function onServer(dataDir: string, rateLimits: 'production' | 'off', tokens: string[], load: LoadOptions): Promise<WriterRow[]> {
  const server = await startBenchServer({ DATA_DIR: dataDir, ...(rateLimits === 'production' ? { BENCH_RATE_LIMITS: 'production' } : {}) });
  try {
    const png = await sharp({ create: { width: 240, height: 320, channels: 3, background: '#3c7ab4' } })
      .png()
      .toBuffer();
    const urls = tokens.map((token) => `${server.url}/api/user/getProfile?token=${encodeURIComponent(token)}`);
    const bride = await findBride(server.url, tokens);
    await runLoad(urls, LISTING_BODIES, { ...load, seconds: GLOBAL_WARMUP_SECONDS, warmupSeconds: 0 });
    const rows: WriterRow[] = [];
    for (const writerCall of CALLS) {
      // A writer of their own for each call: the rate limits count per member.
      const writer = await newWriter(server, png);
      const repeated = await writerCall.prepare({ base: server.url, writer, listed: writer.listed, bride, png });
      // The listing alone just before, as the yardstick: other work on the machine moves throughput over a run.
      const alone = await measure(server, urls, load);
      const result = await measure(server, urls, load, { token: writer.token, repeated });
      rows.push({
        call: writerCall.name,
        rateLimits,
        writerCallsPerSecond: result.writerCallsPerSecond,
        writerAnswers: result.writerAnswers,
        listingRequestsPerSecond: result.listing.requestsPerSecond,
        noWriterRequestsPerSecond: alone.listing.requestsPerSecond,
        ofNoWriter: Number((result.listing.requestsPerSecond / alone.listing.requestsPerSecond).toFixed(2)),
        p99Ms: result.listing.p99Ms,
        noWriterP99Ms: alone.listing.p99Ms,
        listingNon2xx: result.listing.non2xx + result.listing.errors,
        listedChanges: result.listedChanges,
        namedChanges: result.namedChanges,
        everyCopyDrops: result.everyCopyDrops,
      });
      console.log(
        `rate limits ${rateLimits}: ${writerCall.name}: writer ${result.writerCallsPerSecond}/s ${JSON.stringify(result.writerAnswers)}, ` +
          `listing ${result.listing.requestsPerSecond} req/s (alone ${alone.listing.requestsPerSecond}), ` +
          `changes ${result.listedChanges}/${result.namedChanges}/${result.everyCopyDrops}`,
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

function printRows(rows: WriterRow[], profiles: number, viewers: number, concurrency: number) {
  console.log(
    `\nListing (POST /api/user/getProfile, page 1 and the age ranges) on PGlite, ${profiles} profiles, ${viewers} viewers, ` +
      `${concurrency} in flight, while one member loops one call with the same body`,
  );
  console.log(
    table([
      [
        'call',
        'rate limits',
        'writer calls/s',
        'writer answers',
        'listing req/s',
        'alone req/s',
        'ratio',
        'p99 ms',
        'alone p99',
        'listed changes',
        'named changes',
        'epoch moves',
      ],
      ...rows.map((row) => [
        row.call,
        row.rateLimits,
        String(row.writerCallsPerSecond),
        Object.entries(row.writerAnswers)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ') || '-',
        String(row.listingRequestsPerSecond),
        String(row.noWriterRequestsPerSecond),
        row.ofNoWriter.toFixed(2),
        row.p99Ms.toFixed(1),
        row.noWriterP99Ms.toFixed(1),
        String(row.listedChanges),
        String(row.namedChanges),
        String(row.everyCopyDrops),
      ]),
    ]),
  );
}

/**
 * Runs a server with the rate limits of production, then one without, each on its own copy of the
 * seeded PGlite database in `dataDir` (the bench's admin enrols on each), and writes the rows to
 * bench/results/writer-loops.json.
 */
export async function runWriterLoops(options: {
  root: string;
  dataDir: string;
  profiles: number;
  tokens: string[];
  load: LoadOptions;
  command: string;
  machine: Record<string, unknown>;
}): Promise<WriterRow[]> {
  const copy = `${options.dataDir}-copy`;
  cpSync(options.dataDir, copy, { recursive: true });
  try {
    const rows = [
      ...(await onServer(options.dataDir, 'production', options.tokens, options.load)),
      ...(await onServer(copy, 'off', options.tokens, options.load)),
    ];
    printRows(rows, options.profiles, options.tokens.length, options.load.concurrency);
    const results = join(options.root, 'bench/results');
    mkdirSync(results, { recursive: true });
    const { command, machine, load, profiles } = options;
    writeFileSync(
      join(results, 'writer-loops.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), command, machine, load, profiles, rows }, null, 2)}\n`,
    );
    console.log('\nResults written to bench/results/writer-loops.json');
    return rows;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
