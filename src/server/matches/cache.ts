import type { ProfileListing } from '../../contract/listing.js';
import type { DbOrTx } from '../db/client.js';
import type { UserRow } from '../users/repository.js';
import type { RankedMatch } from './repository.js';

/** As the shared listing's pages (listing-cache.ts ENTRY_MS): a bound on a read that raced a commit. */
const ENTRY_MS = 10_000;
/** Viewers' rankings kept per database, the least recently asked going first: a few KB each, and the pages read. */
const MAX_ENTRIES = 2000;

/** A viewer's ranking, and the rows of its pages as they were read (valid as long as it is). */
export interface MatchesEntry {
  read: Promise<RankedMatch[]>;
  /** By the ids of a page, as `pageRows` read them. */
  pages: Map<string, Promise<UserRow[]>>;
  /**
   * Pages as answered, when nothing in them is personal beyond the ranking (the listing's
   * `sharedPresentationKey`): the same object again, sent as the same bytes (http/shared-answers.ts).
   */
  answers: Map<string, ProfileListing>;
}

interface Entry extends MatchesEntry {
  generation: string;
  until: number;
}

const entriesByDb = new WeakMap<DbOrTx, Map<string, Entry>>();

/**
 * A viewer's ranking of matches under `key` (the viewer and the filters), kept while the listing's
 * generation stands: every write to a member moves it (listing-cache.ts), the viewer's own
 * preferences included, so a kept ranking is the one the database would give. Paging through
 * the matches reads the ranking once. Without a generation (no session context), it is read.
 */
export function cachedMatches(db: DbOrTx, key: string, generation: string | undefined, read: () => Promise<RankedMatch[]>): MatchesEntry {
  if (generation === undefined) return { read: read(), pages: new Map(), answers: new Map() };
  let entries = entriesByDb.get(db);
  if (!entries) entriesByDb.set(db, (entries = new Map<string, Entry>()));
  const now = Date.now();
  const kept = entries.get(key);
  if (kept && kept.generation === generation && kept.until > now) {
    // Asked again: the most recently asked, the last to go.
    entries.delete(key);
    entries.set(key, kept);
    return kept;
  }
  const entry: Entry = { generation, until: now + ENTRY_MS, read: read(), pages: new Map(), answers: new Map() };
  // A failed read is not kept.
  entry.read.catch(() => entries.get(key) === entry && entries.delete(key));
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return entry;
}

/** The rows of a page of `entry`'s ranking, read once while the ranking is kept. */
export function pageRows(entry: MatchesEntry, ids: string[], read: () => Promise<UserRow[]>): Promise<UserRow[]> {
  const key = ids.join(',');
  let rows = entry.pages.get(key);
  if (!rows) {
    rows = read();
    entry.pages.set(key, rows);
    rows.catch(() => entry.pages.get(key) === rows && entry.pages.delete(key));
  }
  return rows;
}
