import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFavouriteIds, listFavourites } from '../../../contract/endpoints/favourites.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

export const serverFavouritesQuery = queryOptions({
  queryKey: memberKeys.favourites(),
  queryFn: async ({ signal }) => (await call(listFavourites, {}, { signal })).data,
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
