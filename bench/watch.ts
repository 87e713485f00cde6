import sharp from 'sharp';
import type { UserDetailsInput } from '../src/contract/profile.js';
import { httpPoster, percentile } from './load.js';
import { adminToken, call, createApprovedMember, createOnboardedMember, memberId, VIEWER_DETAILS, type Account } from './viewer.js';

/**
 * Watches the listing under load for what the rule forbids
 * (docs/decisions/0048-copies-that-survive-writes.md). While the load and the editors run, the
 * watch's own members write one after another, and two men read the shared pages the load
 * hammers, each read sent as the last one answers. The writes, each undone in turn:
 * - an edit of a field the cards show (the occupation);
 * - a pause, a block (by the first man only), a rejection, a suspension;
 * - a first approval of a woman who waited in review: registered after all the others, she enters
 *   the listing (newest registration first) at its top.
 * Every read is then checked against the writes answered before it was sent:
 * - a member hidden from a viewer is on none of that viewer's pages;
 * - a member shown is on every page, and the woman approved last is first;
 * - the occupation reads as it was last saved.
 * A read in flight while a write is on its way is not judged: it may show either side, and
 * neither the member nor the server could tell which came first.
 */

/** The pages read: two of the load's own (bench/listing.ts MIXED), where the watch's women are the newest. */
const BODIES = [
  { page: 1, age: '27-31' },
  { page: 1, income: '500000-800000' },
].map((body) => JSON.stringify(body));
/** Reads kept in flight by each viewer, each one sent as the last one answers. */
const READERS_PER_VIEWER = 2;
/**
 * The pause between two writes, so that each write is met by several reads. Every one of them
 * changes the first page of the filters the load reads most, so they are spaced a little: the
 * newest members are far from all writing at once in life.
 */
const BETWEEN_WRITES_MS = 150;
/** Women waiting in review, approved one a round: with the five below, still all on a first page of ten. */
const NEWCOMERS = 5;
const ROLES = ['edited', 'paused', 'blocked', 'rejected', 'suspended'] as const;
type Role = (typeof ROLES)[number];
type Viewer = 'first' | 'second';

interface Read {
  viewer: Viewer;
  sentAt: number;
  answeredAt: number;
  cards: { id: string; occupation: string | undefined }[];
}

/** What a write leaves a member as, for everyone or for one viewer. */
type Effect = 'hidden' | 'shown' | 'first' | { occupation: string };

/** A write of the watch: whom it changed and how, and when it was sent and answered. */
interface Write {
  what: string;
  subject: string;
  effect: Effect;
  only?: Viewer;
  sentAt: number;
  answeredAt: number;
}

export interface WatchResult {
  writes: number;
  reads: number;
  /** Reads sent after one write answered and answered before the next was sent: the ones checked. */
  readsChecked: number;
  /** The writes times the men that checked reads met before the next write: each a "next call" the rule is about. */
  nextReadsChecked: number;
  /** How many reads broke the rule: must be 0. */
  breachCount: number;
  /** The first of them, described. */
  breaches: string[];
  writeP99Ms: number;
}

export interface Watch {
  /** Runs the writes and the reads until `stop`, then checks every read. */
  start(): void;
  stop(): Promise<WatchResult>;
}

const account = (index: number): Account => ({
  mobileNumber: `6000000${String(900 + index)}`,
  email: `bench.watch${index}@example.com`,
  password: 'Bench@Watch1',
});

const woman = (name: string): UserDetailsInput => ({
  ...VIEWER_DETAILS,
  // Thirty at the time of writing, earning 7.2 lakh: on both pages read.
  personalDetails: { ...VIEWER_DETAILS.personalDetails, firstName: name, gender: 'Female', dateOfBirth: '1996-04-12' },
});

/**
 * The watch's cast, made through the API as people and an administrator would: a second man
 * beside `viewerToken` (also a man), a woman for each kind of write, and women in review.
 */
export async function prepareWatch(base: string, dataDir: string, viewerToken: string): Promise<Watch> {
  const png = await sharp({ create: { width: 240, height: 320, channels: 3, background: '#5a3cb4' } })
    .png()
    .toBuffer();
  const second = await createApprovedMember(base, dataDir, account(0), { ...VIEWER_DETAILS }, png);
  const women = {} as Record<Role, { id: string; token: string; mobileNumber: string }>;
  for (const [index, role] of ROLES.entries()) {
    const { mobileNumber } = account(index + 1);
    const { token } = await createApprovedMember(base, dataDir, account(index + 1), woman(`W ${role}`), png);
    women[role] = { id: await memberId(base, token), token, mobileNumber };
  }
  const newcomers: { id: string; mobileNumber: string }[] = [];
  for (let index = 0; index < NEWCOMERS; index += 1) {
    const { mobileNumber } = account(10 + index);
    const { token } = await createOnboardedMember(base, dataDir, account(10 + index), woman(`New ${index + 1}`), png);
    newcomers.push({ id: await memberId(base, token), mobileNumber });
  }
  const tokens: Record<Viewer, string> = { first: viewerToken, second: second.token };
  const admin = await adminToken(base);
  const reader = httpPoster(2 * READERS_PER_VIEWER, false);
  const readPage = async (viewer: Viewer, body: string): Promise<Read> => {
    const sentAt = performance.now();
    const answer = await reader.post(`${base}/api/user/getProfile?token=${encodeURIComponent(tokens[viewer])}`, body, true);
    const answeredAt = performance.now();
    if (answer.status !== 200) throw new Error(`the watch's read answered ${answer.status}`);
    const page = JSON.parse(answer.body.toString()) as {
      data: { userData: { id: string; userDetails: { basicDetails: { occupation?: string } } }[] };
    };
    const cards = page.data.userData.map((user) => ({ id: user.id, occupation: user.userDetails.basicDetails.occupation }));
    return { viewer, sentAt, answeredAt, cards };
  };

  // Every watched woman on both men's pages before anything starts, or the checks would mean nothing.
  for (const viewer of ['first', 'second'] as const) {
    for (const body of BODIES) {
      const ids = (await readPage(viewer, body)).cards.map((card) => card.id);
      for (const role of ROLES) if (!ids.includes(women[role].id)) throw new Error(`the watched ${role} woman is not on ${body}`);
    }
  }

  const details = woman('W edited');
  let edits = 0;
  let approvals = 0;
  type Step = () => Promise<Omit<Write, 'sentAt' | 'answeredAt'> | undefined>;
  const step =
    (what: string, subject: string, effect: Effect, path: string, body: unknown, token: string, only?: Viewer): Step =>
    async () => {
      await call(base, path, body, token);
      return { what, subject, effect, ...(only ? { only } : {}) };
    };
  const { edited, paused, blocked, rejected, suspended } = women;
  const round: Step[] = [
    () => {
      edits += 1;
      const occupation = `Watched edit ${edits}`;
      const userDetails = { ...details, basicDetails: { ...details.basicDetails, occupation } };
      return step('an edit', edited.id, { occupation }, '/user/updateUser', { userDetails }, edited.token)();
    },
    step('a pause', paused.id, 'hidden', '/user/settings/pause', { paused: true }, paused.token),
    step('a resume', paused.id, 'shown', '/user/settings/pause', { paused: false }, paused.token),
    step('a block', blocked.id, 'hidden', '/user/blocks', { userId: blocked.id }, tokens.first, 'first'),
    step('an unblock', blocked.id, 'shown', '/user/blocks/remove', { userId: blocked.id }, tokens.first, 'first'),
    step('a rejection', rejected.id, 'hidden', '/admin/user/update', { mobileNumber: rejected.mobileNumber, status: 'REJECT' }, admin),
    // Approved again, she is back in her place: the listing's order is the registrations'.
    step('an approval again', rejected.id, 'shown', '/admin/user/update', { mobileNumber: rejected.mobileNumber, status: 'ACTIVE' }, admin),
    step('a suspension', suspended.id, 'hidden', '/admin/user/suspend', { userId: suspended.id, reason: 'FAKE_PROFILE' }, admin),
    step('a suspension lifted', suspended.id, 'shown', '/admin/user/unsuspend', { userId: suspended.id }, admin),
    () => {
      const newcomer = newcomers[approvals];
      if (!newcomer) return Promise.resolve(undefined);
      approvals += 1;
      return step(
        'a first approval',
        newcomer.id,
        'first',
        '/admin/user/update',
        { mobileNumber: newcomer.mobileNumber, status: 'ACTIVE' },
        admin,
      )();
    },
  ];

  const writes: Write[] = [];
  const reads: Read[] = [];
  let running = false;
  let loops: Promise<void>[] = [];
  return {
    start() {
      running = true;
      const writer = async () => {
        for (let index = 0; running; index += 1) {
          const sentAt = performance.now();
          const done = await round[index % round.length]!();
          if (!done) continue;
          writes.push({ ...done, sentAt, answeredAt: performance.now() });
          await new Promise((resolve) => setTimeout(resolve, BETWEEN_WRITES_MS));
        }
      };
      const readerLoop = async (viewer: Viewer, offset: number) => {
        for (let index = offset; running; index += 1) reads.push(await readPage(viewer, BODIES[index % BODIES.length]!));
      };
      loops = [writer()];
      for (const viewer of ['first', 'second'] as const)
        for (let index = 0; index < READERS_PER_VIEWER; index += 1) loops.push(readerLoop(viewer, index));
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      reader.close();
      const initially = new Map<string, Effect>([
        ...ROLES.map((role) => [women[role].id, 'shown'] as const),
        ...newcomers.map((newcomer) => [newcomer.id, 'hidden'] as const),
      ]);
      return check(writes, reads, initially);
    },
  };
}

/** Checks each read against the writes answered before it was sent (see the file's comment). */
function check(writes: Write[], reads: Read[], initially: Map<string, Effect>): WatchResult {
  const breaches: string[] = [];
  let breachCount = 0;
  const breach = (text: string) => {
    breachCount += 1;
    if (breaches.length < 50) breaches.push(text);
  };
  let readsChecked = 0;
  const nextReads = new Set<string>();
  for (const read of reads) {
    const last = writes.findLastIndex((write) => write.answeredAt < read.sentAt);
    const following = writes[last + 1];
    if (following && following.sentAt < read.answeredAt) continue;
    readsChecked += 1;
    if (last >= 0) nextReads.add(`${last}:${read.viewer}`);
    const before = writes.slice(0, last + 1).filter((write) => !write.only || write.only === read.viewer);
    const newest = before.findLast((write) => write.effect === 'first')?.subject;
    const at = `the ${read.viewer} man's read ${Math.round(read.sentAt)} ms in`;
    for (const [subject, initial] of initially) {
      const latest = before.findLast((write) => write.subject === subject);
      const state = latest?.effect ?? initial;
      const position = read.cards.findIndex((card) => card.id === subject);
      if (state === 'hidden') {
        if (position >= 0) breach(`${at}: shown after ${latest?.what ?? 'nothing'} answered`);
      } else if (position < 0) {
        breach(`${at}: missing after ${latest?.what ?? 'nothing'} answered`);
      } else if (subject === newest && position !== 0) {
        breach(`${at}: the woman approved last is at ${position + 1}, not first`);
      } else if (typeof state === 'object' && read.cards[position]!.occupation !== state.occupation) {
        breach(`${at}: "${read.cards[position]!.occupation}" shown after "${state.occupation}" was saved`);
      }
    }
  }
  const durations = writes.map((write) => write.answeredAt - write.sentAt).sort((a, b) => a - b);
  return {
    writes: writes.length,
    reads: reads.length,
    readsChecked,
    nextReadsChecked: nextReads.size,
    breachCount,
    breaches,
    writeP99Ms: Number(percentile(durations, 99).toFixed(1)),
  };
}
