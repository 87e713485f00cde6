import { z } from 'zod';
import { ok } from './envelope.js';
import { LISTING_CLOSED_REASONS } from './listing.js';
import { userRecord } from './users.js';
import { FAVOURITES_MAX } from './favourite-counts.js';

/**
 * The favourites a browser kept under SPEC's key 'fevorite', by id, to be joined with the ones
 * kept on the server when the member signs in there.
 */
export const mergeFavouritesBody = z.strictObject({ ids: z.array(z.string().max(64)).max(FAVOURITES_MAX) });
export type MergeFavouritesBody = z.input<typeof mergeFavouritesBody>;

/** Only the newest `limit` favourites; without it, all of them. */
export const favouriteListQuery = z.object({ limit: z.coerce.number().int().min(1).max(FAVOURITES_MAX).optional() });
export type FavouriteListQuery = z.input<typeof favouriteListQuery>;

/**
 * The member's favourites that may still be shown to them, newest first, as the listing shapes
 * them; with a `limit`, `more` says whether older ones were left out.
 */
export const favouriteListResponse = ok(
  z.object({ userData: z.array(userRecord), more: z.boolean().optional(), reason: z.enum(LISTING_CLOSED_REASONS).optional() }),
);
export type FavouriteList = z.infer<typeof favouriteListResponse>['data'];

/**
 * The same favourites by id only, in the same order: what a favourite button needs to be drawn
 * filled, without the records the favourites page draws.
 */
export const favouriteIdsResponse = ok(z.object({ ids: z.array(z.string()), reason: z.enum(LISTING_CLOSED_REASONS).optional() }));
export type FavouriteIds = z.infer<typeof favouriteIdsResponse>['data'];

export const favouriteChangeResponse = ok(z.object({ added: z.boolean(), message: z.string() }));
