import type { DbOrTx } from '../db/client.js';
import type { RankedMatch } from './repository.js';

/** As the shared listing's pages (listing-cache.ts ENTRY_MS): a bound on a read that raced a commit. */
const ENTRY_MS = 10_000;
/** Viewers' rankings kept per database, the least recently asked going first: a few KB each. */
const MAX_ENTRIES = 2000;

interface Entry {
  generation: string;
  until: number;
  read: Promise<RankedMatch[]>;
}

const entriesByDb = new WeakMap<DbOrTx, Map<string, Entry>>();

/**
 * A viewer's ranking of matches under `key` (the viewer and the filters), kept while the listing's
 * generation stands: every write to a member moves it (listing-cache.ts), the viewer's own
 * preferences included, so a kept ranking is the one the database would give. Paging through
 * the matches reads the ranking once. Without a generation (no session context), it is read.
 */
export function cachedMatches(db: DbOrTx, key: string, generation: string | undefined, read: () => Promise<RankedMatch[]>) {
  if (generation === undefined) return read();
  let entries = entriesByDb.get(db);
  if (!entries) entriesByDb.set(db, (entries = new Map<string, Entry>()));
  const now = Date.now();
  const kept = entries.get(key);
  if (kept && kept.generation === generation && kept.until > now) {
    // Asked again: the most recently asked, the last to go.
    entries.delete(key);
    entries.set(key, kept);
    return kept.read;
  }
  const entry: Entry = { generation, until: now + ENTRY_MS, read: read() };
  // A failed read is not kept.
  entry.read.catch(() => entries.get(key) === entry && entries.delete(key));
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return entry.read;
}
