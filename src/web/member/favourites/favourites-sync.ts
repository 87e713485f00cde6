import { sessionMark } from '../../lib/api.js';
import type { UserRecord } from '../../../contract/users.js';
import { forgetFavourite } from '../api/forget-favourite.js';
import { mergeFavourites } from '../api/merge-favourites.js';
import { saveFavourite } from '../api/save-favourite.js';
import { readFavourites } from './favourites-list.js';
import { addFavourite, removeFavourite, replaceFavourites } from './favourites-store.js';

/** Which session's favourites this tab has already joined with the server's. */
const MERGED_KEY = 'favouritesMergedFor';

/**
 * Favourites removed in this tab, each with the moment the server answered the removal (Infinity
 * until it has): a list the server read before that moment may still hold them.
 */
const removals = new Map<string, number>();

/**
 * Adds a favourite here (SPEC's behaviour and toasts) and on the server. A profile the server
 * refuses (no longer shown to the member) leaves this browser too.
 */
export function addFavouriteEverywhere(profile: UserRecord): boolean {
  removals.delete(profile._id);
  const added = addFavourite(profile);
  void saveFavourite(profile._id).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'PROFILE_NOT_FOUND') removeFavourite(profile._id);
  });
  return added;
}

export function removeFavouriteEverywhere(id: string): void {
  removals.set(id, Infinity);
  removeFavourite(id);
  void forgetFavourite(id).then(
    () => removals.set(id, performance.now()),
    () => undefined,
  );
}

function sessionMarker(): string | null {
  return sessionMark('user')?.slice(-16) ?? null;
}

/**
 * Once per session: joins the favourites this browser kept with the ones on the server, then
 * keeps the joined list here. After that the server's list is the truth (the favourites page
 * reads it), so one removed on another device does not come back from this one.
 */
export async function mergeLocalFavourites(): Promise<void> {
  const marker = sessionMarker();
  if (!marker) return;
  try {
    if (sessionStorage.getItem(MERGED_KEY) === marker) return;
  } catch {
    // Without session storage the join simply runs again next time.
  }
  const since = performance.now();
  const merged = await mergeFavourites(readFavourites().map((profile) => profile._id));
  // A member who may not see profiles yet keeps what this browser had.
  if (merged.reason) return;
  // Removed here while the join was on its way: it sent them, and the server may have joined them
  // after it removed them. They stay removed, here and there.
  const late = merged.userData.filter((profile) => (removals.get(profile._id) ?? 0) > since);
  replaceFavourites(merged.userData.filter((profile) => !late.includes(profile)));
  for (const profile of late) removeFavouriteEverywhere(profile._id);
  try {
    sessionStorage.setItem(MERGED_KEY, marker);
  } catch {
    // see above
  }
}
