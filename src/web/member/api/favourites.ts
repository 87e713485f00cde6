import { queryOptions } from '@tanstack/react-query';
import type { FavouriteList, MergeFavouritesBody } from '../../../contract/favourites.js';
import type { MemberIdBody } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

/** The member's favourites as the server keeps them: only profiles still shown to them. */
export const serverFavouritesQuery = queryOptions({
  queryKey: ['member', 'favourites'],
  queryFn: ({ signal }) => api<Envelope<FavouriteList>>('/user/favourites', { signal }).then((a) => a.data),
});

export function saveFavourite(userId: string) {
  return api<Envelope<{ added: boolean }>>('/user/favourites', { body: { userId } satisfies MemberIdBody });
}

export function forgetFavourite(userId: string) {
  return api<Envelope<{ added: boolean }>>('/user/favourites/remove', { body: { userId } satisfies MemberIdBody });
}

export function mergeFavourites(ids: string[]) {
  return api<Envelope<FavouriteList>>('/user/favourites/merge', { body: { ids } satisfies MergeFavouritesBody }).then((a) => a.data);
}
