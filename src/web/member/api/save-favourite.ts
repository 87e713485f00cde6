import { addFavourite } from '../../../contract/endpoints/favourites.js';
import { call } from '../../lib/api.js';

/** Keeps a favourite on the server too (see favourites-sync.ts). */
export async function saveFavourite(userId: string) {
  return (await call(addFavourite, { body: { userId } })).data;
}
