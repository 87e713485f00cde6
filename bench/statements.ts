import { Agent } from 'node:http';
import pg from 'pg';
import { table } from './report.js';
import type { BenchServer } from './server.js';
import { sendStep, VISIT_STEPS, type Step, type Visitor } from './visit.js';

/**
 * `npm run bench -- --statements`: what each step of the visit (visit.ts) asks of PostgreSQL, as
 * its server-side statement counts. Every statement is a round trip to the database and a turn of
 * the event loop for the answer: under load each turn waits behind whatever else the loop is doing,
 * so the count sets a step's latency as much as its cost does. Counted by pg_stat_statements,
 * loaded in the bench's own cluster only (`SETTINGS`), top-level statements only, transaction
 * control included: what the server sends, not what triggers run inside. Each step is sent
 * `rounds` times one at a time, after once from every visitor: the server's copies of their
 * sessions are then as warm as under load, and what is counted is the step itself.
 */
export const SETTINGS = ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=top'];
/** The most frequent statements of a step kept in the results (the rest are counted in the total). */
const TOP = 8;

export interface StepStatements {
  step: Step;
  calls: number;
  /** Statements the server sent PostgreSQL for each call of the step. */
  statementsPerCall: number;
  /**
   * Of them, reads of the caller's session: a server keeps a copy of each member's session for at
   * most 30 s (sessions/member-session-copies.ts), so a step counted as many copies come due reads
   * some again, /home's render once for each of its API reads running at once.
   */
  sessionReadsPerCall: number;
  top: { perCall: number; statement: string }[];
}

export interface StatementsRun {
  database: 'PostgreSQL';
  profiles: number;
  steps: StepStatements[];
}

/** The session lookup's statement (sessions/repository.ts), as pg_stat_statements keeps its text. */
const SESSION_READ = /^select "sessions"\."id"/i;

/** A statement's text on one line, cut short: enough to tell it apart in a table. */
const oneLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 110 ? `${line.slice(0, 109)}…` : line;
};

/** Counts each step's statements against `server`, whose database is `databaseUrl` (started with `SETTINGS`). */
export async function countStatements(
  server: BenchServer,
  visitors: Visitor[],
  databaseUrl: string,
  rounds: number,
): Promise<StepStatements[]> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const steps: StepStatements[] = [];
    // Each visitor's own count of calls, as the mix keeps it: what a step asks varies with it.
    const callsBy = new Map<Visitor, number>();
    let next = 0;
    const send = async (step: Step, calls: number) => {
      for (let call = 0; call < calls; call += 1) {
        const visitor = visitors[(next += 1) % visitors.length]!;
        const round = callsBy.get(visitor) ?? 0;
        callsBy.set(visitor, round + 1);
        const { status, asked } = await sendStep(agent, server.url, step, visitor, round);
        if (status < 200 || status >= 300) throw new Error(`${step}: ${asked} answered ${status}`);
      }
    };
    for (const { step } of VISIT_STEPS) {
      await send(step, visitors.length);
      await admin.query('SELECT pg_stat_statements_reset()');
      await send(step, rounds);
      // This client's own statements name the extension; the server's never do.
      const { rows } = await admin.query<{ calls: string; query: string }>(
        `SELECT calls::text, query FROM pg_stat_statements
         WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat_statements%'
         ORDER BY calls DESC, query`,
      );
      const total = rows.reduce((sum, row) => sum + Number(row.calls), 0);
      const sessionReads = rows.filter((row) => SESSION_READ.test(row.query)).reduce((sum, row) => sum + Number(row.calls), 0);
      const perCall = (calls: number) => Number((calls / rounds).toFixed(2));
      steps.push({
        step,
        calls: rounds,
        statementsPerCall: perCall(total),
        sessionReadsPerCall: perCall(sessionReads),
        top: rows.slice(0, TOP).map((row) => ({ perCall: perCall(Number(row.calls)), statement: oneLine(row.query) })),
      });
    }
    return steps;
  } finally {
    agent.destroy();
    await admin.end();
  }
}

export function printStatements(run: StatementsRun) {
  console.log(`\n${run.database}, ${run.profiles} profiles: statements sent to the database for each call, by step`);
  console.log(
    table([
      ['step', 'statements a call', 'of which session reads'],
      ...run.steps.map((step) => [step.step, step.statementsPerCall.toFixed(2), step.sessionReadsPerCall.toFixed(2)]),
    ]),
  );
  for (const step of run.steps) {
    console.log(`\n${step.step}:`);
    for (const { perCall, statement } of step.top) console.log(`  ${perCall.toFixed(2).padStart(5)}  ${statement}`);
  }
}
