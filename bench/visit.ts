import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import sharp from 'sharp';
import { DEFAULT_SEED_PASSWORD } from '../src/server/cli/seed/load.js';
import { MIXED } from './listing.js';
import { percentile } from './load.js';
import { machineBusyMs, machineCpuSince } from './machine-cpu.js';
import { fraction, table } from './report.js';
import { watchEventLoop, type EventLoopFigures } from './event-loop.js';
import type { BenchServer } from './server.js';
import { call, upload } from './viewer.js';

/**
 * A whole visit, as members make it (issue's mix): each of `concurrency` workers repeats a step
 * drawn by weight, as one of the signed-in members at random, for `seconds`; every answer is timed
 * by step. The same driver measures bare Fastify answering every path with a listing page, so the
 * mix is read against the yardstick the generator itself allows.
 */
export const VISIT_STEPS = [
  { step: 'sign-in', weight: 5 },
  { step: 'listing', weight: 35 },
  /** The first HTML of /home, rendered on the server with the member's first page of cards. */
  { step: 'home HTML', weight: 10 },
  { step: 'details', weight: 25 },
  { step: 'interests', weight: 8 },
  { step: 'notifications', weight: 7 },
  { step: 'profile edit', weight: 5 },
  { step: 'interest sent', weight: 5 },
] as const;
export type Step = (typeof VISIT_STEPS)[number]['step'];

/** A signed-in member, with what their steps need. */
export interface Visitor {
  token: string;
  /** The web app's session and forgery cookies for the same session, as a browser holds them after signing in. */
  cookie: string;
  mobileNumber: string;
  profile: { basicDetails: Record<string, unknown>; [group: string]: unknown };
  /** Profiles of their listing, opened and sent interests in turn. */
  listed: string[];
  /** Interests sent so far: each goes to the next profile, never one twice. */
  sent: number;
}

export interface StepResult {
  step: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

interface Answer {
  status: number;
  body: string;
  setCookies: string[];
}

/** One request; `compressed` asks for what a browser accepts (the answer's body is then left compressed). */
function send(
  agent: Agent,
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  cookie?: string,
  compressed = true,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...(compressed ? { 'accept-encoding': 'gzip, deflate, br' } : {}),
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(cookie ? { cookie } : {}),
          ...extraHeaders,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), setCookies: res.headers['set-cookie'] ?? [] }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const q = (token: string) => `token=${encodeURIComponent(token)}`;

/**
 * Reads what each member's steps need: their number and profile, and the ids of their first
 * listing pages. Each sends a photo first (the demo members have none, and /home sends a member
 * without one to the upload page): it waits for review, which is as onboarded as /home asks.
 */
export async function prepareVisitors(base: string, tokens: string[]): Promise<Visitor[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const png = await sharp({ create: { width: 240, height: 320, channels: 3, background: '#b4723c' } })
    .png()
    .toBuffer();
  try {
    const visitors: Visitor[] = [];
    for (const token of tokens) {
      await call(base, '/user/updateUser', { photoDetails: { profilePhoto: await upload(base, token, 'profilePhoto', png) } }, token);
      // The same session in the web app's cookies, as the page's own sign-in leaves them: the
      // first HTML of /home is drawn from API calls that carry the forgery token from them.
      const moved = await send(agent, base, 'POST', `/api/user/session/cookie?${q(token)}`, {}, undefined, false, {
        'x-session-transport': 'cookie',
      });
      if (moved.status !== 200) throw new Error(`/user/session/cookie answered ${moved.status}`);
      const cookie = moved.setCookies.map((each) => each.split(';')[0]!).join('; ');
      const info = await send(agent, base, 'GET', `/api/user/info?${q(token)}`, undefined, undefined, false);
      if (info.status !== 200) throw new Error(`/user/info answered ${info.status}`);
      const record = JSON.parse(info.body) as { data: { mobileNumber: string; userDetails: Visitor['profile'] } };
      const listed: string[] = [];
      // Eight pages of ten: a visitor sends up to about forty interests over the whole run (its
      // steps alone included), and no profile may get two.
      for (const page of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const answer = await send(agent, base, 'POST', `/api/user/getProfile?${q(token)}`, { page }, undefined, false);
        listed.push(...(JSON.parse(answer.body) as { data: { userData: { id: string }[] } }).data.userData.map((user) => user.id));
      }
      if (visitors.length === 0) {
        // The page measured must be the page members get: its first HTML with their cards.
        const home = await send(agent, base, 'GET', '/home', undefined, cookie, false);
        if (home.status !== 200 || !home.body.includes('class="profile-card"'))
          throw new Error(`/home answered ${home.status} without the member's cards`);
      }
      // A profile that entered the listing between two of its pages (another visitor's photo)
      // shifts the next page by one: the same profile twice would be sent two interests.
      visitors.push({
        token,
        cookie,
        mobileNumber: record.data.mobileNumber,
        profile: record.data.userDetails,
        listed: [...new Set(listed)],
        sent: 0,
      });
    }
    return visitors;
  } finally {
    agent.destroy();
  }
}

const OCCUPATIONS = ['Engineer', 'Teacher', 'Accountant', 'Farmer'];

/** One step's request for `visitor`; `round` varies what it asks. */
function stepRequest(
  step: Step,
  visitor: Visitor,
  round: number,
): { method: 'GET' | 'POST'; path: string; body?: unknown; cookie?: string } {
  const other = visitor.listed.length > 0 ? visitor.listed[round % visitor.listed.length]! : undefined;
  switch (step) {
    case 'sign-in':
      return { method: 'POST', path: '/api/user/login', body: { mobileNumber: visitor.mobileNumber, password: DEFAULT_SEED_PASSWORD } };
    case 'listing':
      return { method: 'POST', path: `/api/user/getProfile?${q(visitor.token)}`, body: MIXED.bodies[round % MIXED.bodies.length] };
    case 'home HTML':
      return { method: 'GET', path: '/home', cookie: visitor.cookie };
    case 'details':
      return { method: 'GET', path: `/api/user/profiles/${other}?${q(visitor.token)}` };
    case 'interests':
      return { method: 'GET', path: `/api/user/interests?tab=${['received', 'sent', 'accepted'][round % 3]}&${q(visitor.token)}` };
    case 'notifications':
      return { method: 'GET', path: `/api/user/notifications?${q(visitor.token)}` };
    case 'profile edit':
      return {
        method: 'POST',
        path: `/api/user/updateUser?${q(visitor.token)}`,
        body: {
          userDetails: {
            ...visitor.profile,
            basicDetails: {
              ...visitor.profile.basicDetails,
              occupation: OCCUPATIONS[round % OCCUPATIONS.length],
              income: 300_000 + (round % 40) * 25_000,
            },
          },
        },
      };
    case 'interest sent':
      visitor.sent += 1;
      return {
        method: 'POST',
        path: `/api/user/interests?${q(visitor.token)}`,
        body: { userId: visitor.listed[(visitor.sent - 1) % visitor.listed.length] },
      };
  }
}

/** Sends `step` once as `visitor` (its `round`th), as the mix does: the answer's status, and what was asked (method and path). */
export async function sendStep(
  agent: Agent,
  base: string,
  step: Step,
  visitor: Visitor,
  round: number,
): Promise<{ status: number; asked: string }> {
  const { method, path, body, cookie } = stepRequest(step, visitor, round);
  const answer = await send(agent, base, method, path, body, cookie);
  return { status: answer.status, asked: `${method} ${path.split('?')[0]}` };
}

/**
 * Runs the mix against `base` for `seconds`. An interest sent twice to one member answers 409 and
 * counts as a non-2xx: each member sends to the profiles of their first eight listing pages in
 * turn, so that happens only past eighty interests from one member.
 */
async function runVisit(
  bases: string[],
  visitors: Visitor[],
  options: { concurrency: number; seconds: number },
  mix: readonly { step: Step; weight: number }[] = VISIT_STEPS,
): Promise<{ overall: StepResult; steps: StepResult[] }> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const record = recorder(mix, visitors);
  const started = performance.now();
  const until = started + options.seconds * 1000;
  // Each worker keeps to one instance, as a browser's connection to one behind a balancer does.
  const worker = async (index: number) => {
    const base = bases[index % bases.length]!;
    while (performance.now() < until) await record.one(agent, base, performance.now());
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, index) => worker(index)));
  agent.destroy();
  return record.results((performance.now() - started) / 1000);
}

/**
 * What a run of the mix records: `one` sends a step drawn by weight, as a visitor drawn at random,
 * and times its answer from `since` (when it was sent, or when it was due); `results` gives each
 * step's figures and the whole mix's over `seconds`.
 */
function recorder(mix: readonly { step: Step; weight: number }[], visitors: Visitor[]) {
  const total = mix.reduce((sum, step) => sum + step.weight, 0);
  const latencies = new Map<Step, number[]>(mix.map(({ step }) => [step, []]));
  const failures = new Map<Step, { non2xx: number; errors: number }>(mix.map(({ step }) => [step, { non2xx: 0, errors: 0 }]));
  const rounds = new Map<Visitor, number>();
  const pick = (): Step => {
    let at = Math.random() * total;
    for (const { step, weight } of mix) if ((at -= weight) < 0) return step;
    return mix[0]!.step;
  };
  const result = (step: string, times: number[], failed: { non2xx: number; errors: number }, seconds: number): StepResult => {
    const sorted = times.sort((a, b) => a - b);
    return {
      step,
      requests: sorted.length,
      requestsPerSecond: Math.round(sorted.length / seconds),
      p50Ms: Number(percentile(sorted, 50).toFixed(1)),
      p99Ms: Number(percentile(sorted, 99).toFixed(1)),
      ...failed,
    };
  };
  return {
    async one(agent: Agent, base: string, since: number): Promise<void> {
      const step = pick();
      const visitor = visitors[Math.floor(Math.random() * visitors.length)]!;
      const round = rounds.get(visitor) ?? 0;
      rounds.set(visitor, round + 1);
      try {
        const { status, asked } = await sendStep(agent, base, step, visitor, round);
        if (status >= 200 && status < 300) latencies.get(step)!.push(performance.now() - since);
        else if ((failures.get(step)!.non2xx += 1) === 1) console.warn(`${step}: ${asked} answered ${status}`);
      } catch {
        failures.get(step)!.errors += 1;
      }
    },
    results(seconds: number): { overall: StepResult; steps: StepResult[] } {
      const steps = mix.map(({ step }) => result(step, latencies.get(step)!, failures.get(step)!, seconds));
      const all = [...latencies.values()].flat();
      const failed = [...failures.values()].reduce((sum, f) => ({ non2xx: sum.non2xx + f.non2xx, errors: sum.errors + f.errors }), {
        non2xx: 0,
        errors: 0,
      });
      return { overall: result('the whole mix', all, failed, seconds), steps };
    },
  };
}

/** Of the mix's throughput at its ceiling, the share offered in the paced run. */
const PACED_SHARE = 0.5;
/**
 * The paced run lasts at least this long: at half the ceiling the rarest steps (sign-in, edits,
 * interests sent, 5 % each) come a few times a second, and a p99 of a few dozen calls would be
 * their slowest one.
 */
const PACED_SECONDS_AT_LEAST = 30;

/**
 * The mix offered at `rate` calls a second, evenly spaced, whether earlier calls have been answered
 * or not, as members arrive: each call is timed from when it was due, so a server that falls behind
 * shows it in the figures instead of slowing the offer down. At most `concurrency` are in flight
 * (the connections a balancer would hold open); a call due while all are busy waits for one.
 */
async function runPaced(
  base: string,
  visitors: Visitor[],
  options: { concurrency: number; seconds: number; rate: number },
): Promise<{ overall: StepResult; steps: StepResult[]; generatorLoop: EventLoopFigures }> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const record = recorder(VISIT_STEPS, visitors);
  // A call sent late by this process's own pauses is timed from when it was due: how late this
  // loop ran says how much of a step's tail is the generator's, not the server's.
  const generator = watchEventLoop();
  const started = performance.now();
  const count = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const inFlight = new Set<Promise<void>>();
  for (let index = 0; index < count; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (inFlight.size >= options.concurrency) await Promise.race(inFlight);
    const call: Promise<void> = record.one(agent, base, due).finally(() => inFlight.delete(call));
    inFlight.add(call);
  }
  await Promise.all(inFlight);
  const generatorLoop = generator.take();
  generator.stop();
  agent.destroy();
  return { ...record.results((performance.now() - started) / 1000), generatorLoop };
}

export interface VisitRun {
  database: string;
  profiles: number;
  visitors: number;
  bare: StepResult;
  overall: StepResult;
  ofBare: number;
  steps: StepResult[];
  serverRssMb: { before: number; after: number };
  /** Of the memory after: V8's heap as reserved and as used, and the buffers outside it. */
  serverAfterMb: { heap: number; heapUsed: number; arrayBuffers: number };
  /**
   * The mix offered at a steady rate below its ceiling (`PACED_SHARE` of `overall`): each step's
   * latency at a load the server carries; the server's event loop meanwhile, and the load
   * generator's own (`generatorLoop`).
   */
  paced: {
    offeredPerSecond: number;
    seconds: number;
    overall: StepResult;
    steps: StepResult[];
    eventLoop: EventLoopFigures;
    generatorLoop: EventLoopFigures;
  };
  /** Each step alone (`measureStepsAlone`). */
  alone?: StepAlone[];
  /** PostgreSQL: the mix on two instances against one, in the same run. */
  twoInstances?: Instances;
}

/** Measures bare Fastify (every path answered with a listing page) and then `server` with the same mix. */
export async function measureVisit(
  server: BenchServer,
  bare: BenchServer,
  visitors: Visitor[],
  run: { database: string; profiles: number },
  options: { concurrency: number; seconds: number },
): Promise<VisitRun> {
  const bareRun = await runVisit([bare.url], visitors, options);
  const before = await server.memory();
  await runVisit([server.url], visitors, { ...options, seconds: 2 });
  const measured = await runVisit([server.url], visitors, options);
  const after = await server.memory();
  const offeredPerSecond = Math.max(1, Math.round(measured.overall.requestsPerSecond * PACED_SHARE));
  await server.loop();
  const pacedSeconds = Math.max(options.seconds, PACED_SECONDS_AT_LEAST);
  const paced = await runPaced(server.url, visitors, { ...options, seconds: pacedSeconds, rate: offeredPerSecond });
  const eventLoop = await server.loop();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    ...run,
    visitors: visitors.length,
    bare: bareRun.overall,
    overall: measured.overall,
    ofBare: Number((measured.overall.requestsPerSecond / bareRun.overall.requestsPerSecond).toFixed(4)),
    steps: measured.steps,
    paced: { offeredPerSecond, seconds: pacedSeconds, ...paced, eventLoop },
    serverRssMb: { before: mb(before.rss), after: mb(after.rss) },
    serverAfterMb: { heap: mb(after.heapTotal), heapUsed: mb(after.heapUsed), arrayBuffers: mb(after.arrayBuffers) },
  };
}

export function printVisitRun(run: VisitRun) {
  console.log(
    `\nA whole visit on ${run.database}, ${run.profiles} profiles, ${run.visitors} members: bare Fastify ${run.bare.requestsPerSecond} req/s with the same driver; ` +
      `the mix ${run.overall.requestsPerSecond} req/s (${fraction(run.ofBare)}); server memory ${run.serverRssMb.before} → ${run.serverRssMb.after} MB (of it, after: V8's heap ${run.serverAfterMb.heap} MB, ${run.serverAfterMb.heapUsed} MB of it in use; buffers ${run.serverAfterMb.arrayBuffers} MB)`,
  );
  printSteps([...run.steps, run.overall]);
  console.log(
    `The mix offered at ${run.paced.offeredPerSecond} req/s (${PACED_SHARE * 100} % of its ceiling above) for ${run.paced.seconds} s, each call timed from when it was due:`,
  );
  printSteps([...run.paced.steps, run.paced.overall]);
  const loop = run.paced.eventLoop;
  console.log(
    `The server's event loop meanwhile: delay p50 ${loop.delayP50Ms} ms, p99 ${loop.delayP99Ms} ms, longest ${loop.delayMaxMs} ms; ` +
      `V8 collected ${loop.collections} times, ${loop.collectingMs} ms in all, the longest ${loop.longestCollectionMs} ms`,
  );
  const generator = run.paced.generatorLoop;
  console.log(
    `The load generator's own event loop: delay p99 ${generator.delayP99Ms} ms, longest ${generator.delayMaxMs} ms (a call it sent late is timed from when it was due)`,
  );
}

function printSteps(steps: StepResult[]) {
  console.log(
    table([
      ['step', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
      ...steps.map((s) => [
        s.step,
        String(s.requestsPerSecond),
        s.p50Ms.toFixed(1),
        s.p99Ms.toFixed(1),
        String(s.non2xx),
        String(s.errors),
      ]),
    ]),
  );
}

/**
 * The same mix on `servers` (instances on one PostgreSQL), workers shared among them, beside one
 * of them alone just before: how far a second instance carries the mix on this machine.
 */
export interface Instances {
  one: StepResult;
  all: StepResult;
  times: number;
  /**
   * How busy the machine's cores were during each run, from 0 to 1, the load generator included:
   * a second instance can only add what the first left idle.
   */
  machineBusy: { one: number; all: number };
}

export async function measureInstances(
  servers: BenchServer[],
  visitors: Visitor[],
  options: { concurrency: number; seconds: number },
): Promise<Instances> {
  await runVisit(
    servers.map((server) => server.url),
    visitors,
    { ...options, seconds: 2 },
  );
  const busy = async (bases: string[]) => {
    const before = machineBusyMs();
    const started = performance.now();
    const { overall } = await runVisit(bases, visitors, options);
    const share = (machineBusyMs() - before) / ((performance.now() - started) * cpus().length);
    return { overall, share: Number(share.toFixed(2)) };
  };
  const one = await busy([servers[0]!.url]);
  const all = await busy(servers.map((server) => server.url));
  return {
    one: one.overall,
    all: all.overall,
    times: Number((all.overall.requestsPerSecond / one.overall.requestsPerSecond).toFixed(2)),
    machineBusy: { one: one.share, all: all.share },
  };
}

export interface StepAlone extends StepResult {
  /** CPU time of the server's process for each answer: its event loop and its thread pool. */
  serverCpuMs: number;
  /** CPU time of the whole machine for each answer, the load generator's own left out: the server and the database. */
  machineCpuMs: number;
}

/**
 * Each step alone, `concurrency` at a time: what one answer costs the server's process and the
 * whole machine. The mix's ceiling on this machine follows from these: its throughput cannot
 * pass the cores divided by the mix's mean cost.
 */
export async function measureStepsAlone(
  server: BenchServer,
  visitors: Visitor[],
  options: { concurrency: number; seconds: number },
): Promise<StepAlone[]> {
  const results: StepAlone[] = [];
  for (const { step } of VISIT_STEPS) {
    const serverBefore = (await server.memory()).cpuMs;
    const machineCpu = machineCpuSince();
    const measured = (await runVisit([server.url], visitors, options, [{ step, weight: 1 }])).overall;
    const machine = machineCpu();
    const serverCpu = (await server.memory()).cpuMs - serverBefore;
    const per = (ms: number) => Number((ms / Math.max(1, measured.requests)).toFixed(1));
    results.push({ ...measured, step, serverCpuMs: per(serverCpu), machineCpuMs: per(machine) });
  }
  return results;
}

export function printStepsAlone(steps: StepAlone[]) {
  console.log('Each step alone:');
  console.log(
    table([
      ['step', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms', 'machine CPU ms', 'non-2xx'],
      ...steps.map((s) => [
        s.step,
        String(s.requestsPerSecond),
        s.p50Ms.toFixed(1),
        s.p99Ms.toFixed(1),
        s.serverCpuMs.toFixed(1),
        s.machineCpuMs.toFixed(1),
        String(s.non2xx),
      ]),
    ]),
  );
}
