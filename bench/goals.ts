import { fraction, table } from './report.js';
import type { Step, VisitRun } from './visit.js';
import type { EditorsRun, EditorsStage, StageKind } from './with-editors.js';

/**
 * The figures the listing and the whole visit are to reach (docs/benchmarks.md, "The goals"), each
 * read against a run's own: `--editors` and `--visit` print them after their tables and write them
 * beside the runs in their results, so nobody has to compare a table with a list by hand.
 */
export interface GoalCheck {
  database: string;
  goal: string;
  /** The goal's figure: `≥ 1/5`, `≤ 50 ms`, `0`. */
  target: string;
  measured: string;
  met: boolean;
  /**
   * Members the goal is stated at, when the run had another number: its verdict then says how
   * this size fares, not whether the goal is reached.
   */
  statedAt?: number;
}

/** The sizes the goals are stated at: a million members on PostgreSQL, 100,000 on the embedded database. */
const STATED_AT: Record<string, number> = { PostgreSQL: 1_000_000, PGlite: 100_000 };

/** The listing's throughput while members edit, as a share of bare Fastify's, by database. */
const LISTING_OF_BARE: Record<string, number> = { PostgreSQL: 1 / 5, PGlite: 1 / 10 };
const LISTING_P99_MS: Record<string, number> = { PostgreSQL: 25, PGlite: 50 };
const CACHE_OFF_OF_BARE = 1 / 10;
const EDIT_P99_MS = 50;
const STEP_P99_MS = 50;
const HOME_P99_MS = 150;
/** The one step with a goal of its own: the first HTML of /home, rendered on the server. */
const HOME_STEP: Step = 'home HTML';
const MIX_OF_BARE = 1 / 5;
const PGLITE_MEMORY_MB = 600;
const TWO_INSTANCES_TIMES = 1.6;

const ms = (value: number) => `${value.toFixed(1)} ms`;

function checker(database: string, profiles: number) {
  const stated = STATED_AT[database];
  const statedAt = stated !== undefined && stated !== profiles ? { statedAt: stated } : {};
  return (goal: string, target: string, measured: string, met: boolean): GoalCheck => ({
    database,
    goal,
    target,
    measured,
    met,
    ...statedAt,
  });
}

/**
 * The listing's goals with members editing 20 times a second throughout: its share of bare
 * Fastify and its p99 (the unwatched stage, as the issue measures it), the edits' p99 meanwhile,
 * the cache switched off on PostgreSQL, no breach in the watched stage, and every answer a 2xx.
 */
export function editorsGoals(run: EditorsRun): GoalCheck[] {
  const check = checker(run.database, run.profiles);
  const of = (kind: StageKind): EditorsStage | undefined => run.stages.find((stage) => stage.kind === kind);
  const checks: GoalCheck[] = [];
  const editing = of('editing');
  const ofBare = LISTING_OF_BARE[run.database];
  const p99 = LISTING_P99_MS[run.database];
  if (editing && ofBare !== undefined && p99 !== undefined) {
    checks.push(
      check('the listing while members edit, of bare Fastify', `≥ ${fraction(ofBare)}`, fraction(editing.ofBare), editing.ofBare >= ofBare),
      check('the listing while members edit, p99', `≤ ${p99} ms`, ms(editing.listing.p99Ms), editing.listing.p99Ms <= p99),
    );
  }
  if (editing?.edits) {
    const edits = editing.edits;
    checks.push(check('profile edits under the listing, p99', `≤ ${EDIT_P99_MS} ms`, ms(edits.p99Ms), edits.p99Ms <= EDIT_P99_MS));
  }
  const cacheOff = of('cache off');
  if (cacheOff) {
    checks.push(
      check(
        'the listing with its cache off while members edit, of bare Fastify',
        `≥ ${fraction(CACHE_OFF_OF_BARE)}`,
        fraction(cacheOff.ofBare),
        cacheOff.ofBare >= CACHE_OFF_OF_BARE,
      ),
    );
  }
  const watched = of('watched')?.watch;
  if (watched) {
    checks.push(
      check(
        'watched reads that broke the rule (a hidden profile shown, or a write not)',
        '0',
        String(watched.breachCount),
        watched.breachCount === 0,
      ),
    );
  }
  const failed = run.stages.reduce(
    (sum, stage) => sum + stage.listing.non2xx + stage.listing.errors + (stage.edits ? stage.edits.non2xx + stage.edits.errors : 0),
    0,
  );
  checks.push(check('answers other than 2xx, listing and edits', '0', String(failed), failed === 0));
  return checks;
}

/**
 * The whole visit's goals: the mix's share of bare Fastify at its ceiling; each step's p99 at half
 * that ceiling (at the ceiling itself every call queues, whatever the server: the tail is then the
 * queue's length, not a step's cost); every answer a 2xx; the embedded database's memory; and two
 * instances against one on PostgreSQL.
 */
export function visitGoals(run: VisitRun): GoalCheck[] {
  const check = checker(run.database, run.profiles);
  const checks: GoalCheck[] = [
    check('the whole mix at its ceiling, of bare Fastify', `≥ ${fraction(MIX_OF_BARE)}`, fraction(run.ofBare), run.ofBare >= MIX_OF_BARE),
  ];
  for (const step of run.paced.steps) {
    const limit = step.step === HOME_STEP ? HOME_P99_MS : STEP_P99_MS;
    checks.push(check(`${step.step} at half the ceiling, p99`, `≤ ${limit} ms`, ms(step.p99Ms), step.p99Ms <= limit));
  }
  const failed = [run.overall, run.paced.overall].reduce((sum, result) => sum + result.non2xx + result.errors, 0);
  checks.push(check('answers other than 2xx', '0', String(failed), failed === 0));
  if (run.database === 'PGlite') {
    const after = run.serverRssMb.after;
    checks.push(check("the server's memory after the mix", `≤ ${PGLITE_MEMORY_MB} MB`, `${after} MB`, after <= PGLITE_MEMORY_MB));
  }
  const two = run.twoInstances;
  if (two) {
    const busy = `cores ${Math.round(two.machineBusy.one * 100)} % busy with one`;
    checks.push(
      check(
        'two instances against one',
        `≥ ${TWO_INSTANCES_TIMES} times`,
        `${two.times} times (${busy})`,
        two.times >= TWO_INSTANCES_TIMES,
      ),
    );
  }
  return checks;
}

/** The checks as a table: a goal stated at another size says so beside its verdict. */
export function printGoals(checks: GoalCheck[]): void {
  if (checks.length === 0) return;
  console.log('\nThe goals (docs/benchmarks.md, "The goals"):');
  console.log(
    table([
      ['goal', 'database', 'target', 'measured', 'verdict'],
      ...checks.map((c) => [
        c.goal,
        c.database,
        c.target,
        c.measured,
        `${c.met ? 'met' : 'NOT MET'}${c.statedAt ? ` (stated at ${c.statedAt.toLocaleString('en-US')} members)` : ''}`,
      ]),
    ]),
  );
}
