import { removeFavourite } from '../../../contract/endpoints/favourites.js';
import { call } from '../../lib/api.js';

/** A favourite leaves the server's list too (see favourites-sync.ts). */
export async function forgetFavourite(userId: string) {
  return (await call(removeFavourite, { body: { userId } })).data;
}
