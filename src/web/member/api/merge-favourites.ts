import type { z } from 'zod';
import type { FavouriteList, favouriteListResponse, MergeFavouritesBody } from '../../../contract/favourites.js';
import { api } from '../../lib/api.js';

/** POST /api/user/favourites/merge: joins this browser's favourites with the server's; answers the joined list. */
export async function mergeFavourites(ids: string[]): Promise<FavouriteList> {
  return (await api<z.infer<typeof favouriteListResponse>>('/user/favourites/merge', { body: { ids } satisfies MergeFavouritesBody })).data;
}
