import { useSyncExternalStore } from 'react';
import type { UserRecord } from '../../../contract/users.js';
import { readString, STORAGE_KEYS, storageChannel, writeJson } from '../../lib/storage.js';

/**
 * Favourites as this browser keeps them, under SPEC's key 'fevorite': a list of profiles, one per
 * `_id`. Older or hand-edited values that are not a list are read as empty. The server keeps them
 * too (favourites-sync.ts), so they follow the member to every device.
 */
const channel = storageChannel('member-favourites-change');

let cachedRaw: string | null | undefined;
let cached: UserRecord[] = [];

export function readFavourites(): UserRecord[] {
  const raw = readString(STORAGE_KEYS.favourites);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const list = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' ? Object.values(parsed) : [];
    cached = list.filter((item): item is UserRecord => Boolean(item && typeof item === 'object' && '_id' in item));
  } catch {
    cached = [];
  }
  return cached;
}

function write(list: UserRecord[]): void {
  writeJson(STORAGE_KEYS.favourites, list);
  channel.announce();
}

/** Adds a profile; false when it was already a favourite. */
export function addFavourite(profile: UserRecord): boolean {
  const list = readFavourites();
  if (list.some((item) => item._id === profile._id)) return false;
  write([...list, profile]);
  return true;
}

export function removeFavourite(id: string): void {
  write(readFavourites().filter((item) => item._id !== id));
}

/** Keeps the list the server answered: fresh records, and none that became invisible. */
export function replaceFavourites(list: UserRecord[]): void {
  write(list);
}

export function useFavourites(): UserRecord[] {
  return useSyncExternalStore(channel.subscribe, readFavourites, readFavourites);
}
