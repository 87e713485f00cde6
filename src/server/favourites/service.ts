import { FAVOURITES_MAX } from '../../contract/favourite-counts.js';
import type { FavouriteIds, FavouriteList } from '../../contract/favourites.js';
import type { Db } from '../db/client.js';
import { isUuid } from '../db/uuid.js';
import { conflict, notFound } from '../http/errors.js';
import { presentToMember } from '../privacy/present-to-member.js';
import { requireOpenViewer } from '../profiles/viewer.js';
import { closedReasonFor, type ViewerRules, type ViewerStanding } from '../profiles/viewer-access.js';
import * as repository from './repository.js';

/**
 * The member's favourites, presented as the listing presents profiles to them: all of them, or
 * the newest `limit` and whether there are more (one more is read to tell).
 */
export async function favouritesOf(db: Db, rules: ViewerRules, viewer: ViewerStanding, limit?: number): Promise<FavouriteList> {
  const reason = closedReasonFor(viewer, rules);
  if (reason) return { userData: [], ...(limit === undefined ? {} : { more: false }), reason };
  const rows = await repository.listFavourites(db, viewer, limit === undefined ? FAVOURITES_MAX : limit + 1, rules.terms);
  if (limit === undefined) return { userData: await presentToMember(db, viewer, rows) };
  return { userData: await presentToMember(db, viewer, rows.slice(0, limit)), more: rows.length > limit };
}

/** The same favourites by id: what the pages with favourite buttons draw them from. */
export async function favouriteIdsOf(db: Db, rules: ViewerRules, viewer: ViewerStanding): Promise<FavouriteIds> {
  const reason = closedReasonFor(viewer, rules);
  if (reason) return { ids: [], reason };
  return { ids: await repository.listFavouriteIds(db, viewer, FAVOURITES_MAX, rules.terms) };
}

/** Adds a profile the listing shows the member; false when it was already a favourite. */
export async function addFavourite(db: Db, rules: ViewerRules, viewerId: string, profileId: string): Promise<boolean> {
  const viewer = await requireOpenViewer(db, rules, viewerId);
  const [listed] = await repository.listedAmong(db, viewer, [profileId], rules.terms);
  if (!listed) throw notFound('PROFILE_NOT_FOUND');
  if ((await repository.countFavourites(db, viewerId)) >= FAVOURITES_MAX) throw conflict('FAVOURITES_FULL');
  return (await repository.insertFavourites(db, viewerId, [profileId])) > 0;
}

export async function removeFavourite(db: Db, viewerId: string, profileId: string): Promise<void> {
  await repository.deleteFavourite(db, viewerId, profileId);
}

/**
 * Joins the favourites a browser kept (SPEC's 'fevorite') with the ones on the server, at
 * sign-in: ids the listing would not show the member now are left out, and nothing already on
 * the server is removed. Answers the joined list.
 */
export async function mergeFavourites(db: Db, rules: ViewerRules, viewer: ViewerStanding, ids: string[]): Promise<FavouriteList> {
  if (!closedReasonFor(viewer, rules)) {
    const wellFormed = [...new Set(ids)].filter(isUuid);
    const room = FAVOURITES_MAX - (await repository.countFavourites(db, viewer.id));
    const listed = await repository.listedAmong(db, viewer, wellFormed, rules.terms);
    await repository.insertFavourites(db, viewer.id, listed.slice(0, Math.max(0, room)));
  }
  return favouritesOf(db, rules, viewer);
}
