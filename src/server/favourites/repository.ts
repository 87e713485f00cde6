import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import type { SubscriptionTerms } from '../payments/subscription.js';
import { favourites, users } from '../db/schema.js';
import { listedFor, listedForSlots, listedForValues } from '../profiles/visibility.js';
import { preparedStatement, slot } from '../db/prepared.js';
import { shownColumns, type ShownRow } from '../db/shown-columns.js';

/** Adds favourites by id; ids already there are left alone. Answers how many were new. */
export async function insertFavourites(db: DbOrTx, userId: string, profileIds: string[]): Promise<number> {
  if (profileIds.length === 0) return 0;
  const added = await db
    .insert(favourites)
    .values(profileIds.map((profileId) => ({ userId, profileId })))
    .onConflictDoNothing()
    .returning({ id: favourites.profileId });
  return added.length;
}

export async function deleteFavourite(db: DbOrTx, userId: string, profileId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.profileId, profileId)));
}

export async function countFavourites(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
  return row?.n ?? 0;
}

/**
 * Which of the member's favourites the listing would still show them: a favourite whose profile
 * was deleted, blocked either way, paused, suspended or otherwise hidden drops out. Joined to the
 * profiles' rows (`users`); newest first. Prepared, their plans kept: every page with favourite
 * buttons reads the ids. `shape` is `listedForValues`'.
 */
const shownFavouritesOf = (shape: string) => and(eq(favourites.userId, slot('viewerId')), listedForSlots(shape));
// Favourites merged at once share their moment: the profile's id orders them, so every read (and
// the first page against the whole list) has the same order.
const NEWEST_FIRST = [desc(favourites.createdAt), desc(favourites.profileId)];

/** A read of those favourites, what it selects aside: joined, judged, ordered and limited. */
function ofShownFavourites<Query extends PgSelect>(query: Query, shape: string) {
  return query
    .innerJoin(users, eq(users.id, favourites.profileId))
    .where(shownFavouritesOf(shape))
    .orderBy(...NEWEST_FIRST)
    .limit(slot('limit'));
}

const favouritesStatement = preparedStatement('favourites_shown', (db, shape: string, name) =>
  ofShownFavourites(db.select({ user: shownColumns }).from(favourites).$dynamic(), shape).prepare(name),
);

const favouriteIdsStatement = preparedStatement('favourite_ids_shown', (db, shape: string, name) =>
  ofShownFavourites(db.select({ id: favourites.profileId }).from(favourites).$dynamic(), shape).prepare(name),
);

/** The member's favourites the listing would still show them, newest first. */
export async function listFavourites(
  db: DbOrTx,
  viewer: { id: string; gender: string | null },
  limit: number,
  terms: SubscriptionTerms,
): Promise<ShownRow[]> {
  const { shape, values } = listedForValues(viewer, terms);
  const rows = await favouritesStatement(db, shape).execute({ ...values, limit });
  return rows.map((row) => row.user);
}

/** The same favourites as `listFavourites`, in its order, by id only. */
export async function listFavouriteIds(
  db: DbOrTx,
  viewer: { id: string; gender: string | null },
  limit: number,
  terms: SubscriptionTerms,
): Promise<string[]> {
  const { shape, values } = listedForValues(viewer, terms);
  const rows = await favouriteIdsStatement(db, shape).execute({ ...values, limit });
  return rows.map((row) => row.id);
}

/** Of these ids, the ones the listing would show the viewer. */
export async function listedAmong(
  db: DbOrTx,
  viewer: { id: string; gender: string | null },
  ids: string[],
  terms: SubscriptionTerms,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), listedFor(viewer, terms)));
  return rows.map((row) => row.id);
}
