import type { UserRecord } from '../../../contract/users.js';
import { readString, STORAGE_KEYS } from '../../lib/storage.js';

// The stored list, read apart from the store that React components use (favourites-store.ts).

let cachedRaw: string | null | undefined;
let cached: UserRecord[] = [];

/** Favourites as this browser keeps them (favourites-store.ts). */
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
