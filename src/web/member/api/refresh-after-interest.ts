import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { memberKeys } from './query-keys.js';

/**
 * An interest changes what several screens show: the interests tabs, the header's count, the
 * profile's details and the listing's cards (each carries its interest). A block ends it too.
 * `except`: a query left as it is (a blocked member's details, see block-member.ts).
 */
export async function refreshAfterInterest(queryClient: QueryClient, except?: QueryKey): Promise<void> {
  await Promise.all(
    [memberKeys.interests(), memberKeys.activity(), memberKeys.profileDetails(), memberKeys.profiles(), memberKeys.favourites()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey, predicate: (query) => !except || !partialMatchKey(query.queryKey, except) }),
    ),
  );
}
