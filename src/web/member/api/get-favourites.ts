import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { favouriteListResponse } from '../../../contract/favourites.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

export const serverFavouritesQuery = queryOptions({
  queryKey: memberKeys.favourites(),
  queryFn: async ({ signal }) => (await api<z.infer<typeof favouriteListResponse>>('/user/favourites', { signal })).data,
});

/** GET /api/user/favourites: the member's favourites as the server keeps them, only profiles still shown to them. */
export function useServerFavourites() {
  return useQuery(serverFavouritesQuery);
}
