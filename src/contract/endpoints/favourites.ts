import { endpoint } from '../endpoint.js';

const favourites = () => import('../favourites.js');
const privacy = () => import('../privacy.js');

export const listFavourites = endpoint({
  method: 'GET',
  path: '/user/favourites',
  side: 'member',
  errors: [401],
  schemas: async () => {
    const { favouriteListQuery, favouriteListResponse } = await favourites();
    return { query: favouriteListQuery, answer: favouriteListResponse };
  },
});

export const listFavouriteIds = endpoint({
  method: 'GET',
  path: '/user/favourites/ids',
  side: 'member',
  errors: [401],
  schemas: async () => ({ answer: (await favourites()).favouriteIdsResponse }),
});

export const addFavourite = endpoint({
  method: 'POST',
  path: '/user/favourites',
  side: 'member',
  errors: [400, 401, 403, 404, 409],
  schemas: async () => ({ body: (await privacy()).memberIdBody, answer: (await favourites()).favouriteChangeResponse }),
});

export const removeFavourite = endpoint({
  method: 'POST',
  path: '/user/favourites/remove',
  side: 'member',
  errors: [400, 401],
  schemas: async () => ({ body: (await privacy()).memberIdBody, answer: (await favourites()).favouriteChangeResponse }),
});

export const mergeFavourites = endpoint({
  method: 'POST',
  path: '/user/favourites/merge',
  side: 'member',
  errors: [400, 401],
  schemas: async () => {
    const { mergeFavouritesBody, favouriteListResponse } = await favourites();
    return { body: mergeFavouritesBody, answer: favouriteListResponse };
  },
});
