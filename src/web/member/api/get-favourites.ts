import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFavouriteIds, listFavourites } from '../../../contract/endpoints/favourites.js';
import { FAVOURITES_PAGE } from '../../../contract/favourite-counts.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

const serverFavouritesQuery = queryOptions({
  queryKey: memberKeys.favourites(),
  queryFn: async ({ signal }) => (await call(listFavourites, { query: {} }, { signal })).data,
});

/**
 * The newest favourites, as many as the favourites page draws at first, and whether there are
 * more: what its first HTML is drawn from (page-reads.ts). A member may keep 500; the page draws
 * the rest from the whole list, read in the browser once the page is live.
 */
export const firstFavouritesQuery = queryOptions({
  queryKey: memberKeys.firstFavourites(),
  queryFn: async ({ signal }) => (await call(listFavourites, { query: { limit: FAVOURITES_PAGE } }, { signal })).data,
});

/** The member's favourites as the server keeps them, only profiles still shown to them. */
export function useServerFavourites() {
  return useQuery(serverFavouritesQuery);
}

/** The same favourites by id only, for the pages drawn with favourite buttons (page-reads.ts). */
export const serverFavouriteIdsQuery = queryOptions({
  queryKey: memberKeys.favouriteIds(),
  queryFn: async ({ signal }) => (await call(listFavouriteIds, {}, { signal })).data,
});
