import { sql } from 'drizzle-orm';

/** Both drivers answer a raw statement with its rows under `rows`; the query builder types it loosely. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * What a statement that reads only values (counts, arrays, each its own subquery) selects from:
 * one row of nothing, so several such values come in one statement.
 */
export const ONE_ROW = sql`(select 1) as one`;
