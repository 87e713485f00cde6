import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

/** `%`, `_` and `\` typed into a search box are letters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive partial match of `text` in `column`, with the shape a trigram index on
 * `lower(column)` serves: the pattern arrives as one parameter, lower-cased already.
 */
export function containsText(column: AnyColumn | SQL, text: string): SQL {
  return containsPattern(column, containsPatternOf(text));
}

/** The pattern `containsText` matches `text` with, for a prepared statement's slot. */
export function containsPatternOf(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** `containsText` with its pattern (from `containsPatternOf`) given, or left to a prepared statement's slot. */
export function containsPattern(column: AnyColumn | SQL, pattern: string | Placeholder): SQL {
  return sql`lower(${column}) LIKE ${pattern}`;
}

/*
 * A name with letters outside ASCII (Devanagari above all) in the names' trigram indexes.
 * pg_trgm, in the database's C locale, makes trigrams of ASCII letters and digits only: a name in
 * Devanagari had none, and no index could find it. Such names have their own indexes (the schema's
 * `users_*beyond_ascii_idx`), partial, of a key that writes their letters outside ASCII as the hex
 * of their UTF-8 bytes, every letter of which is ASCII. The names all in ASCII, nearly all of them,
 * keep the indexes of `lower(full_name)` they had, and cost those indexes nothing more
 * (docs/decisions/0064-names-beyond-ascii-indexed.md).
 *
 * An index's expression and predicate and the query's must be the same text for PostgreSQL to
 * match them: these functions write both.
 */

/** Whether a name has a letter outside ASCII: the condition of the indexes of `nameBeyondAsciiKey`. */
export function hasBeyondAscii(column: AnyColumn | SQL): SQL {
  return sql`${column} ~ '[^\\x01-\\x7f]'`;
}

/**
 * A name's letters outside ASCII, in the hex of their UTF-8 bytes, its ASCII left out. A pattern
 * leaves it out the same way (`nameKeyPatternOf`), so a part of a name always gives a part of its key.
 */
export function nameBeyondAsciiKey(column: AnyColumn | SQL): SQL {
  return sql`encode(regexp_replace(${column}, '[\\x01-\\x7f]+', '', 'g')::bytea, 'hex')`;
}

const THREE_IN_A_ROW = /[a-z0-9]{3}/;
/** The letters of `text` outside ASCII, in order. */
const beyondAscii = (text: string) => [...text].filter((letter) => letter.codePointAt(0)! > 0x7f).join('');

/**
 * How the names' trigram indexes narrow a search for `text`: by the name lower-cased, when it has
 * three ASCII letters or digits in a row (as ever, `containsText`); else by the key of its letters
 * outside ASCII (`containsNameBeyondAscii`), when it has any; else not at all (one or two ASCII
 * letters give an index nothing to look up: it would hand back every entry).
 */
export function nameSearchOf(text: string): 'lowerCased' | 'beyondAscii' | 'none' {
  if (THREE_IN_A_ROW.test(text.toLowerCase())) return 'lowerCased';
  return beyondAscii(text) ? 'beyondAscii' : 'none';
}

/**
 * The pattern `nameBeyondAsciiKey` is matched with for `text`: the hex of its letters outside
 * ASCII. It finds every name that holds `text`, and may find a few more (hex matched across a
 * letter's bytes, or letters that are apart in the name): a search tests the name itself too.
 */
export function nameKeyPatternOf(text: string): string {
  return `%${Buffer.from(beyondAscii(text), 'utf8').toString('hex')}%`;
}

/**
 * A name that holds `text`, looked up by the key of its letters outside ASCII: the condition of
 * the key's indexes, the key's match (`keyPattern`: `nameKeyPatternOf`, or a prepared statement's
 * slot for it) and the name's own, which is exact (`pattern`: `containsPatternOf`, or a slot).
 */
export function containsNameBeyondAscii(column: AnyColumn | SQL, keyPattern: string | Placeholder, pattern: string | Placeholder): SQL {
  // The name's own test is written so the Latin trigram indexes cannot take it: they hold no
  // trigram of these letters, so they would hand back every entry, and with fresh statistics of a
  // small table the planner may judge that cheaper than the key's index.
  return sql`${hasBeyondAscii(column)} AND ${nameBeyondAsciiKey(column)} LIKE ${keyPattern} AND ${containsPatternUnindexed(column, pattern)}`;
}

/** `containsText` for a name, read by the index that narrows it (`nameSearchOf`) when there is one. */
export function containsName(column: AnyColumn | SQL, text: string): SQL {
  return nameSearchOf(text) === 'beyondAscii'
    ? containsNameBeyondAscii(column, nameKeyPatternOf(text), containsPatternOf(text))
    : containsText(column, text);
}

/**
 * `containsText` written so no trigram index takes it: for a search that index cannot narrow
 * (`nameSearchOf` is 'none'), read where an index that carries the column is walked in order instead.
 */
export function containsTextUnindexed(column: AnyColumn, text: string): SQL {
  return containsPatternUnindexed(column, containsPatternOf(text));
}

/** `containsPattern` written so no trigram index can take it (the `|| ''` makes it another expression). */
function containsPatternUnindexed(column: AnyColumn | SQL, pattern: string | Placeholder): SQL {
  return sql`(lower(${column}) || '') LIKE ${pattern}`;
}
