import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { anyValuePlansOf, type DbOrTx } from './client.js';
import { isRead, keepPlanOf } from './kept-plans.js';

/**
 * A value drawn in a statement that another feature prepares (a count the header reads): `shape`
 * tells apart the parts whose text differs, `build` draws the part with slots (it must draw the
 * same text for the same shape), `values` fill those slots.
 */
export interface PreparedPart<T> {
  shape: string;
  build: () => SQL<T>;
  values: Record<string, unknown>;
}

/** A value given when a prepared statement runs, named in its `execute({ ... })`. */
export const slot = (name: string): Placeholder => sql.placeholder(name);

/**
 * How a prepared statement is planned.
 * - `kept` (the default): as a prepared statement is, for its values on its first five runs and
 *   then once for all when that plan costs no more. For a statement whose best plan is the same
 *   whatever its values (a member's rows by their id): planning was most of what such a read cost.
 * - `anyValues`: once for any values, from its first run. For a read whose plan is the same
 *   whatever its values, but which PostgreSQL keeps planning for them because its estimate for any
 *   values is dearer: the listing's page without a name (a limit and an offset it cannot see).
 *   Reads only: on PostgreSQL they run on connections of their own (db/client.ts
 *   `anyValuePlansOf`), which announce no writes; the embedded database is told so around each run
 *   (db/kept-plans.ts).
 * - `eachRun`: for its values on every run. For a statement whose best plan depends on them: the
 *   listing's filters and a searched name (a plan made blind to the name walked the whole listing
 *   index for a rare one, docs/decisions/0020-listing-index.md).
 */
export type PlanChoice = 'kept' | 'anyValues' | 'eachRun';

/**
 * A statement of a given shape built once per database handle and then run with new values:
 * building a statement with the query builder cost more CPU than the database took to answer
 * it on the listing's path (docs/benchmarks.md). `shape` tells statements apart whose text differs
 * (a filter present or not) and is part of the name.
 *
 * A kept plan: on PostgreSQL the statement is named (parsed once per connection, planned as
 * PostgreSQL chooses); on the embedded database its text is run as a named statement
 * (db/kept-plans.ts). A plan for any values: the same, on PostgreSQL on connections that plan
 * every named statement so, on the embedded database with the setting around each run. Planned
 * each run: on PostgreSQL the statement is unnamed, which PostgreSQL plans for the values it is
 * bound with; on the embedded database it runs as any other statement does.
 */
export function preparedStatement<Shape extends string, Statement extends { getQuery(): { sql: string } }>(
  name: string,
  build: (db: DbOrTx, shape: Shape, statementName: string) => Statement,
  /** One choice for every shape, or each shape's (a searched name may need its own plan, the rest none). */
  plan: PlanChoice | ((shape: Shape) => PlanChoice) = 'kept',
): (db: DbOrTx, shape: Shape) => Statement {
  const byDb = new WeakMap<DbOrTx, Map<Shape, Statement>>();
  return (db, shape) => {
    let byShape = byDb.get(db);
    if (!byShape) {
      byShape = new Map();
      byDb.set(db, byShape);
    }
    let statement = byShape.get(shape);
    if (!statement) {
      const choice = typeof plan === 'function' ? plan(shape) : plan;
      const on = choice === 'anyValues' ? anyValuePlansOf(db) : db;
      statement = build(on, shape, choice === 'eachRun' ? '' : shape ? `${name}_${shape}` : name);
      const text = statement.getQuery().sql;
      if (choice === 'anyValues' && !isRead(text)) throw new Error(`${name} is planned for any values, and only a read may be`);
      if (choice !== 'eachRun') keepPlanOf(text, { anyValues: choice === 'anyValues' });
      byShape.set(shape, statement);
    }
    return statement;
  };
}
