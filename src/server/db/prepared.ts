import { sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** A value given when a prepared statement runs, named in its `execute({ ... })`. */
export const slot = (name: string): Placeholder => sql.placeholder(name);

/**
 * A statement of a given shape built once per database handle and then run with new values:
 * building a statement with the query builder cost more CPU than the database took to answer
 * it on the listing's path (docs/benchmarks.md). On PostgreSQL `name` also makes it a named
 * statement, parsed once per connection. `shape` tells statements apart whose text differs
 * (a filter present or not) and is part of the name.
 */
export function preparedStatement<Shape extends string, Statement>(
  name: string,
  build: (db: DbOrTx, shape: Shape, statementName: string) => Statement,
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
      statement = build(db, shape, shape ? `${name}_${shape}` : name);
      byShape.set(shape, statement);
    }
    return statement;
  };
}
