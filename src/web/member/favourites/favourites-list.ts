import type { UserRecord } from '../../../contract/users.js';
import { readString, STORAGE_KEYS } from '../../lib/storage.js';

// The stored list, read apart from the store that React components use (favourites-store.ts).

/** One empty list for every empty read, the server's too: an empty list is the same snapshot. */
export const NO_FAVOURITES: UserRecord[] = [];

let cachedRaw: string | null | undefined;
let cached: UserRecord[] = NO_FAVOURITES;

/** Favourites as this browser keeps them (favourites-store.ts). */
export function readFavourites(): UserRecord[] {
  const raw = readString(STORAGE_KEYS.favourites);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const list = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' ? Object.values(parsed) : [];
    const kept = list.filter((item): item is UserRecord => Boolean(item && typeof item === 'object' && '_id' in item));
    cached = kept.length > 0 ? kept : NO_FAVOURITES;
  } catch {
    cached = NO_FAVOURITES;
  }
  return cached;
}

/** One empty list of ids for every empty read (see NO_FAVOURITES). */
export const NO_FAVOURITE_IDS: readonly string[] = [];

let idsFrom: UserRecord[] | undefined;
let ids: readonly string[] = NO_FAVOURITE_IDS;

/** The stored favourites' ids, in their order: one array for as long as the list is the same. */
export function readFavouriteIds(): readonly string[] {
  const list = readFavourites();
  if (list !== idsFrom) {
    idsFrom = list;
    ids = list.length > 0 ? list.map((item) => item._id) : NO_FAVOURITE_IDS;
  }
  return ids;
}

/** As `adoptDrawnFavourites`, for a page whose favourite buttons were drawn from ids alone. */
export function adoptDrawnFavouriteIds(drawn: readonly string[]): void {
  const stored = readFavouriteIds();
  if (stored.length === drawn.length && stored.every((id, i) => id === drawn[i])) ids = drawn;
}

/**
 * Takes the list the server drew the page with as the stored one when both hold the same
 * profiles in the same order: the store then answers the very array the page was hydrated from,
 * and React has nothing to draw again once the page is live. A different stored list stays; the
 * page is then drawn again with it, as before.
 */
export function adoptDrawnFavourites(drawn: UserRecord[]): void {
  const stored = readFavourites();
  if (stored.length === drawn.length && stored.every((item, i) => item._id === drawn[i]?._id)) cached = drawn;
}
