// Without zod: the favourites page's first chunk reads these (contract/favourites.ts holds the schemas).

/** At most this many favourites are kept per member, and merged from one device at once. */
export const FAVOURITES_MAX = 500;

/** How many favourites the favourites page draws at first, and adds with each "Load more". */
export const FAVOURITES_PAGE = 24;
