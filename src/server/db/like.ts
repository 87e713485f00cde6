import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

/** `%`, `_` and `\` typed into a search box are letters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive partial match of `text` in `column`, with the shape a trigram index on
 * `lower(column)` serves: the pattern arrives as one parameter, lower-cased already.
 */
export function containsText(column: AnyColumn, text: string): SQL {
  return containsPattern(column, containsPatternOf(text));
}

/** The pattern `containsText` matches `text` with, for a prepared statement's slot. */
export function containsPatternOf(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** `containsText` with its pattern (from `containsPatternOf`) given, or left to a prepared statement's slot. */
export function containsPattern(column: AnyColumn, pattern: string | Placeholder): SQL {
  return sql`lower(${column}) LIKE ${pattern}`;
}

/**
 * Whether a trigram index can narrow a search for `text`: only a run of three letters or digits
 * gives it a trigram to look up, and pg_trgm, in the database's C locale, counts ASCII ones only.
 * Without one (one or two letters, a name in Devanagari), the index hands back every entry.
 */
export function trigramSearchable(text: string): boolean {
  return /[a-z0-9]{3}/.test(text.toLowerCase());
}

/**
 * `containsText` written so no trigram index takes it: for a search that index cannot narrow
 * (`trigramSearchable`), read where an index that carries the column is walked in order instead.
 */
export function containsTextUnindexed(column: AnyColumn, text: string): SQL {
  return sql`(lower(${column}) || '') LIKE ${containsPatternOf(text)}`;
}
