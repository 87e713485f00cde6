import { and, eq, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { admins, signInFailures, users } from '../db/schema.js';
import type { TokenKind } from '../security/tokens.js';

export type FailureKind = (typeof signInFailures.$inferSelect)['kind'];

/** One counter: failures of one kind at one subject (a mobile number, an admin's id) from one scope. */
export interface Counter {
  kind: FailureKind;
  subject: string;
  scope: string;
}

/**
 * How a counter backs off: past `threshold` failures, `firstMs`, doubling with every further
 * failure up to `longestMs`. The count starts again a day after its first failure; with
 * `keepsLockedCount`, not once it has locked (then only clearing it starts it again).
 */
export interface BackOffRule {
  threshold: number;
  firstMs: number;
  longestMs: number;
  keepsLockedCount?: boolean;
}

const counterIs = ({ kind, subject, scope }: Counter) =>
  and(eq(signInFailures.kind, kind), eq(signInFailures.subject, subject), eq(signInFailures.scope, scope));

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * The counters of `subject` in `scopes`: the latest end of a back-off in force (null when none is),
 * and whether the scope `counted` has a counter at all, in one read.
 */
export async function findBackOff(
  db: DbOrTx,
  kind: FailureKind,
  subject: string,
  scopes: string[],
  now: Date,
  counted: string,
): Promise<{ lockedUntil: Date | null; counted: boolean }> {
  const [row] = await db
    .select({
      until: sql<string | null>`max(${signInFailures.lockedUntil}) filter (where ${signInFailures.lockedUntil} > ${at(now)})`,
      counted: sql<boolean | null>`bool_or(${signInFailures.scope} = ${counted})`,
    })
    .from(signInFailures)
    .where(and(eq(signInFailures.kind, kind), eq(signInFailures.subject, subject), inArray(signInFailures.scope, scopes)));
  // max() over timestamptz comes back as text from some drivers.
  return { lockedUntil: row?.until ? new Date(row.until) : null, counted: row?.counted === true };
}

/**
 * Counts one failure and, past the rule's threshold, backs the counter off, in one statement: of
 * many parallel failures exactly one sees the threshold reached, and a back-off is never
 * shortened. With `unlessLocked`, a counter whose back-off is in force is left as it is and
 * nothing is answered (the attempt is refused, not counted). Answers the count after this failure
 * and the back-off's end.
 */
export async function countFailure(
  db: DbOrTx,
  counter: Counter,
  rule: BackOffRule,
  now: Date,
  options: { unlessLocked?: boolean } = {},
): Promise<{ failures: number; lockedUntil: Date | null } | undefined> {
  const f = signInFailures;
  const dayOld = sql`${f.firstFailedAt} < ${at(now)} - interval '1 day'`;
  const restarts = rule.keepsLockedCount ? sql`(${dayOld} AND ${f.lockedUntil} IS NULL)` : dayOld;
  const next = sql`(CASE WHEN ${restarts} THEN 1 ELSE ${f.failures} + 1 END)`;
  const wait = sql`least(${rule.firstMs}::double precision * power(2, least(${next} - ${rule.threshold}::int, 20)), ${rule.longestMs}::double precision)`;
  const set: Record<string, SQL> = {
    failures: next,
    firstFailedAt: sql`CASE WHEN ${restarts} THEN ${at(now)} ELSE ${f.firstFailedAt} END`,
    lockedUntil: sql`CASE WHEN ${next} >= ${rule.threshold}::int
      THEN greatest(${f.lockedUntil}, ${at(now)} + ${wait} * interval '1 millisecond')
      ELSE ${f.lockedUntil} END`,
  };
  const [row] = await db
    .insert(f)
    .values({ ...counter, failures: 1, firstFailedAt: now })
    .onConflictDoUpdate({
      target: [f.kind, f.subject, f.scope],
      set,
      ...(options.unlessLocked ? { setWhere: or(isNull(f.lockedUntil), lte(f.lockedUntil, now)) } : {}),
    })
    .returning({ failures: f.failures, lockedUntil: f.lockedUntil });
  return row;
}

/** Forgets the counters of `subject` of this kind: in `scopes`, or in every scope. */
export async function deleteFailures(db: DbOrTx, kind: FailureKind, subject: string, scopes?: string[]): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      and(eq(signInFailures.kind, kind), eq(signInFailures.subject, subject), scopes ? inArray(signInFailures.scope, scopes) : undefined),
    );
}

/** The counter as stored, for the back-off's end after a refused attempt. */
export async function findCounter(db: DbOrTx, counter: Counter) {
  const [row] = await db.select().from(signInFailures).where(counterIs(counter)).limit(1);
  return row;
}

/**
 * Counts begun before `before` whose back-off, if any, has ended by `now`. A second step's count
 * that has locked stays until a right code clears it: only its stray failures go.
 */
export async function deleteStaleFailures(db: DbOrTx, before: Date, now: Date): Promise<number> {
  const removed = await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.firstFailedAt, before),
        sql`coalesce(${signInFailures.lockedUntil}, '-infinity'::timestamptz) < ${at(now)}`,
        or(ne(signInFailures.kind, 'second-step'), isNull(signInFailures.lockedUntil)),
      ),
    )
    .returning({ subject: signInFailures.subject });
  return removed.length;
}

/**
 * Puts a hash made with today's parameters in place of an older one of the same password, unless
 * the password changed meanwhile (the row no longer holds the hash that was checked).
 */
export async function replacePasswordHash(db: DbOrTx, kind: TokenKind, id: string, checked: string, passwordHash: string): Promise<void> {
  const table = kind === 'user' ? users : admins;
  await db
    .update(table)
    .set({ passwordHash })
    .where(and(eq(table.id, id), eq(table.passwordHash, checked)));
}
