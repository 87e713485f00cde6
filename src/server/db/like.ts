import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%`, `_` and `\` typed into a search box are letters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive partial match of `text` in `column`, with the shape a trigram index on
 * `lower(column)` serves: the pattern arrives as one parameter, lower-cased already.
 */
export function containsText(column: AnyColumn, text: string): SQL {
  return sql`lower(${column}) LIKE ${`%${escapeLike(text.toLowerCase())}%`}`;
}
