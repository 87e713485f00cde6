import { infiniteQueryOptions } from '@tanstack/react-query';
import { listProfiles } from '../../../contract/endpoints/profiles.js';
import { call } from '../../lib/api.js';
import { listingBody, nextListingPage, type ListingFilter, type ListingPageParam } from './listing-body.js';
import { memberKeys } from './query-keys.js';

/** The first page: the listing starts at page 1. */
const FIRST_PAGE: ListingPageParam = { page: 1 };

/**
 * The listing, page after page ('Load more'). Each next page starts after the last card shown
 * (`cursor`), so a deep page costs the server what the first one does.
 */
export const profileListingQuery = (filter: ListingFilter, gender: string | null) =>
  infiniteQueryOptions({
    queryKey: memberKeys.profilePage(filter, gender),
    queryFn: ({ pageParam, signal }) =>
      call(listProfiles, { body: listingBody(filter, pageParam, gender) }, { signal }).then((answer) => answer.data),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextListingPage(last),
  });
