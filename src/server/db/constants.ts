import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A code's own constant: a status, a kind. Never a value that came from outside. */
const CONSTANT = /^[A-Z][A-Z_]*$/;

function literal(value: string): SQL {
  if (!CONSTANT.test(value)) throw new Error(`not a constant of the code: ${value}`);
  return sql.raw(`'${value}'`);
}

/**
 * `column = 'VALUE'`, the value written into the statement's text rather than sent with it: a plan
 * made once for all runs of a prepared statement (db/prepared.ts) then still knows it, as it knows
 * a partial index's condition (`status in ('PENDING', ...)`) and how common the value is. Sent as
 * a parameter, the kept plan is made blind to it, and PostgreSQL plans such a statement again on
 * every run instead.
 */
export function isConstant(column: AnyColumn, value: string): SQL {
  return sql`${column} = ${literal(value)}`;
}

/** `column in ('A', 'B')`, as `isConstant` writes one value. */
export function inConstants(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(values.map(literal), sql`, `)})`;
}
