import { mergeFavourites as merge } from '../../../contract/endpoints/favourites.js';
import { call } from '../../lib/api.js';

/** Joins this browser's favourites with the server's; answers the joined list. */
export async function mergeFavourites(ids: string[]) {
  return (await call(merge, { body: { ids } })).data;
}
