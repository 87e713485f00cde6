import type { ProfileListing } from '../../contract/listing.js';
import type { MemberChange } from '../db/change-feed.js';
import { changeFeedOf, type DbOrTx } from '../db/client.js';
import type { ShownRow } from '../db/shown-columns.js';
import type { RankedMatch } from './repository.js';

/** As the shared listing's pages (listing-cache.ts ENTRY_MS): a bound on what a lost notification could cost. */
const ENTRY_MS = 30_000;
/** Viewers' rankings kept per database, the least recently asked going first: a few KB each, and the pages read. */
const MAX_ENTRIES = 2000;

/** A viewer's ranking, and the rows of its pages as they were read (valid as long as it is). */
export interface MatchesEntry {
  read: Promise<RankedMatch[]>;
  /** By the ids of a page, as `pageRows` read them. */
  pages: Map<string, Promise<ShownRow[]>>;
  /**
   * Pages as answered, when nothing in them is personal beyond the ranking (the listing's
   * `sharedPresentationKey`): the same object again, sent as the same bytes (http/shared-answers.ts).
   */
  answers: Map<string, ProfileListing>;
}

interface Entry extends MatchesEntry {
  /** The feed's epoch when the ranking was read. */
  epoch: number;
  viewerId: string;
  /** The gender the ranking shows (undefined: every gender). */
  gender?: string;
  until: number;
}

/**
 * Whether `change` can alter a ranking: a write to the viewer (their preferences and facts), or a
 * change a listing could show to a member of the gender ranked. A ranking reads the newest 20,000
 * profiles of that gender and tests both members' preferences, so any such change may move it.
 */
const touches = (entry: Entry, change: MemberChange) =>
  change.members.includes(entry.viewerId) ||
  change.listed.some((listed) => entry.gender === undefined || listed.genders.includes(entry.gender));

function entriesOf(db: DbOrTx, subscribe: (listener: (change: MemberChange) => void) => void): Map<string, Entry> {
  let entries = entriesByDb.get(db);
  if (!entries) {
    const made = new Map<string, Entry>();
    subscribe((change) => {
      for (const [key, entry] of made) if (touches(entry, change)) made.delete(key);
    });
    entriesByDb.set(db, (entries = made));
  }
  return entries;
}

const entriesByDb = new WeakMap<DbOrTx, Map<string, Entry>>();

/**
 * A viewer's ranking of matches under `key` (the viewer and the filters), kept until the database
 * announces a change that can alter it (`touches`), so a kept ranking is the one the database
 * would give. Paging through the matches reads the ranking once. While the change feed is not
 * live, it is read every time.
 */
export function cachedMatches(
  db: DbOrTx,
  key: string,
  ranking: { viewerId: string; gender?: string },
  read: () => Promise<RankedMatch[]>,
): MatchesEntry {
  const feed = changeFeedOf(db);
  if (!feed?.live) return { read: read(), pages: new Map(), answers: new Map() };
  const entries = entriesOf(db, (listener) => feed.subscribe(listener));
  const now = Date.now();
  const kept = entries.get(key);
  if (kept && kept.epoch === feed.epoch() && kept.until > now) {
    // Asked again: the most recently asked, the last to go.
    entries.delete(key);
    entries.set(key, kept);
    return kept;
  }
  const entry: Entry = { ...ranking, epoch: feed.epoch(), until: now + ENTRY_MS, read: read(), pages: new Map(), answers: new Map() };
  // A failed read is not kept.
  entry.read.catch(() => entries.get(key) === entry && entries.delete(key));
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return entry;
}

/** The rows of a page of `entry`'s ranking, read once while the ranking is kept. */
export function pageRows(entry: MatchesEntry, ids: string[], read: () => Promise<ShownRow[]>): Promise<ShownRow[]> {
  const key = ids.join(',');
  let rows = entry.pages.get(key);
  if (!rows) {
    rows = read();
    entry.pages.set(key, rows);
    rows.catch(() => entry.pages.get(key) === rows && entry.pages.delete(key));
  }
  return rows;
}
