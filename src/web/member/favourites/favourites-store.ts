import { useSyncExternalStore } from 'react';
import type { FavouriteIds, FavouriteList } from '../../../contract/favourites.js';
import type { UserRecord } from '../../../contract/users.js';
import { queryClient } from '../../lib/query-client.js';
import { renderScope } from '../../lib/render-scope.js';
import { memberKeys } from '../api/query-keys.js';
import { readString, STORAGE_KEYS, storageChannel, writeString } from '../../lib/storage.js';
import {
  adoptDrawnFavouriteIds,
  adoptDrawnFavourites,
  NO_FAVOURITE_IDS,
  NO_FAVOURITES,
  readFavouriteIds,
  readFavourites,
} from './favourites-list.js';

/**
 * Favourites as this browser keeps them, under SPEC's key 'fevorite': a list of profiles, one per
 * `_id`. Older or hand-edited values that are not a list are read as empty. The server keeps them
 * too (favourites-sync.ts), so they follow the member to every device.
 */
const channel = storageChannel('member-favourites-change');

function write(list: UserRecord[]): void {
  const raw = JSON.stringify(list);
  // The same list again (the server's join of an unchanged one) redraws nothing.
  if (raw === readString(STORAGE_KEYS.favourites)) return;
  writeString(STORAGE_KEYS.favourites, raw);
  channel.announce();
}

/**
 * Adds a profile, first: newest first, as the server lists them, so the favourites page draws a
 * new one among its first cards. False when it was already a favourite.
 */
export function addFavourite(profile: UserRecord): boolean {
  const list = readFavourites();
  if (list.some((item) => item._id === profile._id)) return false;
  write([profile, ...list]);
  return true;
}

export function removeFavourite(id: string): void {
  write(readFavourites().filter((item) => item._id !== id));
}

/** Keeps the list the server answered: fresh records, and none that became invisible. */
export function replaceFavourites(list: UserRecord[]): void {
  write(list);
}

/**
 * The favourites a page rendered on the server shows: the newest of the server's list, read for
 * the page (page-reads.ts), which the browser's first render draws too, before it reads its own storage.
 */
function renderedFavourites(): UserRecord[] {
  const client = renderScope()?.queryClient ?? queryClient;
  return client.getQueryData<FavouriteList>(memberKeys.firstFavourites())?.userData ?? NO_FAVOURITES;
}

/**
 * The favourites' ids a page rendered on the server drew its favourite buttons from: only those
 * pages read them (page-reads.ts), by id, not as the records the favourites page draws.
 */
function renderedFavouriteIds(): readonly string[] {
  const client = renderScope()?.queryClient ?? queryClient;
  return client.getQueryData<FavouriteIds>(memberKeys.favouriteIds())?.ids ?? NO_FAVOURITE_IDS;
}

/** In the browser, before hydrating: what the server drew from becomes the stored list's copy when they agree. */
export function adoptRenderedFavourites(): void {
  const drawn = queryClient.getQueryData<FavouriteList>(memberKeys.firstFavourites())?.userData;
  if (drawn) adoptDrawnFavourites(drawn);
  const drawnIds = queryClient.getQueryData<FavouriteIds>(memberKeys.favouriteIds())?.ids;
  if (drawnIds) adoptDrawnFavouriteIds(drawnIds);
}

/** The favourites as records: the favourites page. */
export function useFavourites(): UserRecord[] {
  return useSyncExternalStore(channel.subscribe, readFavourites, renderedFavourites);
}

/** The favourites by id, newest first as stored: what a favourite button is drawn filled from. */
export function useFavouriteIds(): readonly string[] {
  return useSyncExternalStore(channel.subscribe, readFavouriteIds, renderedFavouriteIds);
}
