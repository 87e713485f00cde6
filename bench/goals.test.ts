import { describe, expect, it } from 'vitest';
import { editorsGoals, visitGoals, type GoalCheck } from './goals.js';
import type { LoadResult } from './load.js';
import type { StepResult, VisitRun } from './visit.js';
import type { EditorsRun, EditorsStage } from './with-editors.js';

const load = (p99Ms: number, requestsPerSecond = 1000): LoadResult => ({
  requests: requestsPerSecond * 5,
  non2xx: 0,
  errors: 0,
  seconds: 5,
  requestsPerSecond,
  p50Ms: p99Ms / 3,
  p95Ms: p99Ms / 2,
  p99Ms,
  meanResponseBytes: 4000,
  warmupRequests: 100,
});

const edits = (p99Ms: number) => ({ sent: 100, ok: 100, non2xx: 0, errors: 0, editsPerSecond: 20, p50Ms: p99Ms / 3, p99Ms });

function stage(kind: EditorsStage['kind'], ofBare: number, p99Ms: number, editP99Ms?: number): EditorsStage {
  return {
    stage: kind,
    kind,
    listing: load(p99Ms),
    ofBare,
    pages: { hits: 1, misses: 0, bypasses: 0 },
    cpuMsPerPage: { server: 0.3, machine: 0.3 },
    ...(editP99Ms === undefined ? {} : { edits: edits(editP99Ms) }),
  };
}

/** A PostgreSQL run at a million members that meets every goal, to be spoilt one figure at a time. */
function postgresRun(): EditorsRun {
  return {
    database: 'PostgreSQL',
    profiles: 1_000_000,
    viewers: 51,
    bareRequestsPerSecond: 10_000,
    bareCpuMsPerPage: 0.1,
    stages: [
      stage('nobody writing', 0.5, 10),
      stage('editing', 0.25, 24, 40),
      {
        ...stage('watched', 0.2, 30, 45),
        watch: { writes: 20, reads: 900, readsChecked: 800, nextReadsChecked: 50, breachCount: 0, breaches: [], writeP99Ms: 60 },
      },
      stage('cache off', 0.11, 90, 30),
    ],
    serverRssMb: { before: 200, after: 300 },
  };
}

const verdicts = (checks: GoalCheck[]) => Object.fromEntries(checks.map((check) => [check.goal, check.met]));

describe('the goals read against an --editors run', () => {
  it('are all met by a run whose every figure reaches them, at the size they are stated at', () => {
    const checks = editorsGoals(postgresRun());
    expect(checks.map((check) => check.goal)).toEqual([
      'the listing while members edit, of bare Fastify',
      'the listing while members edit, p99',
      'profile edits under the listing, p99',
      'the listing with its cache off while members edit, of bare Fastify',
      'watched reads that broke the rule (a hidden profile shown, or a write not)',
      'answers other than 2xx, listing and edits',
    ]);
    expect(checks.every((check) => check.met)).toBe(true);
    expect(checks.some((check) => check.statedAt !== undefined)).toBe(false);
  });

  it('each fail when their one figure misses, and only they', () => {
    const spoil = (change: (run: EditorsRun) => void) => {
      const run = postgresRun();
      change(run);
      return Object.entries(verdicts(editorsGoals(run)))
        .filter(([, met]) => !met)
        .map(([goal]) => goal);
    };
    expect(spoil((run) => (run.stages[1]!.ofBare = 0.19))).toEqual(['the listing while members edit, of bare Fastify']);
    expect(spoil((run) => (run.stages[1]!.listing.p99Ms = 25.1))).toEqual(['the listing while members edit, p99']);
    expect(spoil((run) => (run.stages[1]!.edits!.p99Ms = 50.1))).toEqual(['profile edits under the listing, p99']);
    expect(spoil((run) => (run.stages[3]!.ofBare = 0.099))).toEqual(['the listing with its cache off while members edit, of bare Fastify']);
    expect(spoil((run) => (run.stages[2]!.watch!.breachCount = 1))).toEqual([
      'watched reads that broke the rule (a hidden profile shown, or a write not)',
    ]);
    expect(spoil((run) => (run.stages[3]!.edits!.non2xx = 1))).toEqual(['answers other than 2xx, listing and edits']);
    expect(spoil((run) => (run.stages[0]!.listing.errors = 1))).toEqual(['answers other than 2xx, listing and edits']);
  });

  it("hold the embedded database to its own figures, and say when the run's size is not the goal's", () => {
    const run: EditorsRun = {
      ...postgresRun(),
      database: 'PGlite',
      profiles: 20_000,
      // The embedded database has no stage with the cache off.
      stages: [stage('nobody writing', 0.3, 20), stage('editing', 0.11, 49, 49)],
    };
    const checks = editorsGoals(run);
    expect(checks.map((check) => [check.goal, check.target, check.met])).toEqual([
      ['the listing while members edit, of bare Fastify', '≥ 1/10', true],
      ['the listing while members edit, p99', '≤ 50 ms', true],
      ['profile edits under the listing, p99', '≤ 50 ms', true],
      ['answers other than 2xx, listing and edits', '0', true],
    ]);
    expect(checks.every((check) => check.statedAt === 100_000)).toBe(true);
    run.stages[1]!.ofBare = 0.09;
    expect(verdicts(editorsGoals(run))['the listing while members edit, of bare Fastify']).toBe(false);
  });
});

const step = (name: string, p99Ms: number): StepResult => ({
  step: name,
  requests: 100,
  requestsPerSecond: 10,
  p50Ms: p99Ms / 3,
  p99Ms,
  non2xx: 0,
  errors: 0,
});

function visitRun(database: 'PostgreSQL' | 'PGlite'): VisitRun {
  const steps = [step('sign-in', 49), step('listing', 20), step('home HTML', 149), step('profile edit', 50)];
  const overall = step('the whole mix', 60);
  const loop = { delayP50Ms: 1, delayP99Ms: 5, delayMaxMs: 9, collections: 3, collectingMs: 4, longestCollectionMs: 2 };
  return {
    database,
    profiles: database === 'PostgreSQL' ? 1_000_000 : 100_000,
    visitors: 200,
    bare: step('bare', 2),
    overall,
    ofBare: 0.2,
    steps,
    serverRssMb: { before: 300, after: 600 },
    serverAfterMb: { heap: 100, heapUsed: 80, arrayBuffers: 10 },
    paced: { offeredPerSecond: 100, seconds: 30, overall, steps, eventLoop: loop, generatorLoop: loop },
    ...(database === 'PostgreSQL'
      ? { twoInstances: { one: step('one', 80), all: step('two', 80), times: 1.6, machineBusy: { one: 0.6, all: 0.95 } } }
      : {}),
  };
}

describe('the goals read against a --visit run', () => {
  it("read each step's p99 at half the ceiling, /home's first HTML against its own 150 ms", () => {
    const checks = visitGoals(visitRun('PostgreSQL'));
    expect(checks.every((check) => check.met)).toBe(true);
    expect(checks.find((check) => check.goal === 'home HTML at half the ceiling, p99')?.target).toBe('≤ 150 ms');
    expect(checks.find((check) => check.goal === 'sign-in at half the ceiling, p99')?.target).toBe('≤ 50 ms');
    // Memory is a goal of the embedded database's only.
    expect(checks.some((check) => check.goal.includes('memory'))).toBe(false);
    expect(checks.find((check) => check.goal === 'two instances against one')?.measured).toBe('1.6 times (cores 60 % busy with one)');

    const run = visitRun('PostgreSQL');
    run.ofBare = 0.199;
    run.paced.steps = [step('listing', 50.1), step('home HTML', 150.1)];
    run.paced.overall = { ...run.paced.overall, non2xx: 1 };
    run.twoInstances = { ...run.twoInstances!, times: 1.59 };
    expect(verdicts(visitGoals(run))).toEqual({
      'the whole mix at its ceiling, of bare Fastify': false,
      'listing at half the ceiling, p99': false,
      'home HTML at half the ceiling, p99': false,
      'answers other than 2xx': false,
      'two instances against one': false,
    });
  });

  it("hold the embedded database's server to 600 MB after the mix", () => {
    const run = visitRun('PGlite');
    expect(verdicts(visitGoals(run))["the server's memory after the mix"]).toBe(true);
    run.serverRssMb.after = 601;
    expect(verdicts(visitGoals(run))["the server's memory after the mix"]).toBe(false);
    expect(visitGoals(run).some((check) => check.goal === 'two instances against one')).toBe(false);
  });
});
