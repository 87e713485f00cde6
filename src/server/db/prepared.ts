import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { keepPlanOf } from './kept-plans.js';

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
 * - `eachRun`: for its values on every run. For a statement whose best plan depends on them: the
 *   listing's filters and a searched name (a plan made blind to the name walked the whole listing
 *   index for a rare one, docs/decisions/0020-listing-index.md).
 */
export type PlanChoice = 'kept' | 'eachRun';

/**
 * A statement of a given shape built once per database handle and then run with new values:
 * building a statement with the query builder cost more CPU than the database took to answer
 * it on the listing's path (docs/benchmarks.md). `shape` tells statements apart whose text differs
 * (a filter present or not) and is part of the name.
 *
 * A kept plan: on PostgreSQL the statement is named (parsed and planned once per connection); on
 * the embedded database its text is run as a named statement (db/kept-plans.ts). Planned each run:
 * on PostgreSQL the statement is unnamed, which PostgreSQL plans for the values it is bound with;
 * on the embedded database it runs as any other statement does.
 */
export function preparedStatement<Shape extends string, Statement extends { getQuery(): { sql: string } }>(
  name: string,
  build: (db: DbOrTx, shape: Shape, statementName: string) => Statement,
  plan: PlanChoice = 'kept',
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
      statement = build(db, shape, plan === 'eachRun' ? '' : shape ? `${name}_${shape}` : name);
      if (plan === 'kept') keepPlanOf(statement.getQuery().sql);
      byShape.set(shape, statement);
    }
    return statement;
  };
}
