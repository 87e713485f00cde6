import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProfileListingBody, profileListingResponse } from '../../../contract/listing.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

export interface ListingFilter {
  fullName?: string;
  age?: string;
  income?: string;
  verifiedOnly?: boolean;
}

/** SPEC section 6: a member sees the opposite gender; 'other' or unset sends none. */
function oppositeGender(gender: string | null): string | undefined {
  if (gender === 'Male') return 'Female';
  if (gender === 'Female') return 'Male';
  return undefined;
}

/** The page to ask for: its number, and after page 1 where the last one ended. */
const FIRST_PAGE: { page: number; cursor?: string } = { page: 1 };

/**
 * POST /api/user/getProfile, page after page ('Load more'). Each next page starts after the last
 * card shown (`cursor`), so a deep page costs the server what the first one does.
 */
export const profileListingQuery = (filter: ListingFilter, gender: string | null) =>
  infiniteQueryOptions({
    queryKey: memberKeys.profilePage(filter, gender),
    queryFn: ({ pageParam, signal }) =>
      api<z.infer<typeof profileListingResponse>>('/user/getProfile', {
        body: {
          ...(filter.fullName ? { fullName: filter.fullName } : {}),
          ...(filter.age ? { age: filter.age } : {}),
          ...(filter.income ? { income: filter.income } : {}),
          ...(filter.verifiedOnly ? { verifiedOnly: true } : {}),
          page: pageParam.page,
          ...(pageParam.cursor ? { cursor: pageParam.cursor } : {}),
          ...(oppositeGender(gender) ? { gender: oppositeGender(gender) } : {}),
        } satisfies ProfileListingBody,
        signal,
      }).then((answer) => answer.data),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? { page: last.page + 1, cursor: last.nextCursor } : undefined),
  });
