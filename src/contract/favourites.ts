import { z } from 'zod';
import { ok } from './envelope.js';
import { LISTING_CLOSED_REASONS } from './listing.js';
import { userRecord } from './users.js';

/** At most this many favourites are kept per member, and merged from one device at once. */
export const FAVOURITES_MAX = 500;

/**
 * The favourites a browser kept under SPEC's key 'fevorite', by id, to be joined with the ones
 * kept on the server when the member signs in there.
 */
export const mergeFavouritesBody = z.strictObject({ ids: z.array(z.string().max(64)).max(FAVOURITES_MAX) });
export type MergeFavouritesBody = z.input<typeof mergeFavouritesBody>;

/** The member's favourites that may still be shown to them, newest first, as the listing shapes them. */
export const favouriteListResponse = ok(z.object({ userData: z.array(userRecord), reason: z.enum(LISTING_CLOSED_REASONS).optional() }));
export type FavouriteList = z.infer<typeof favouriteListResponse>['data'];

/**
 * The same favourites by id only, in the same order: what a favourite button needs to be drawn
 * filled, without the records the favourites page draws.
 */
export const favouriteIdsResponse = ok(z.object({ ids: z.array(z.string()), reason: z.enum(LISTING_CLOSED_REASONS).optional() }));
export type FavouriteIds = z.infer<typeof favouriteIdsResponse>['data'];

export const favouriteChangeResponse = ok(z.object({ added: z.boolean(), message: z.string() }));
