import type { InterestTab } from '../../contract/interests.js';
import { readFirst } from './api/first-reads.js';
import { activityQuery } from './api/get-activity.js';
import { serverFavouritesQuery } from './api/get-favourites.js';
import { interestsQuery } from './api/get-interests.js';
import { profileDetailsQuery } from './api/get-profile-details.js';
import { profileListingQuery } from './api/get-profiles.js';
import { listingFilterFrom } from './api/listing-body.js';
import { userInfoQuery } from './api/user-info.js';
import { readSession } from './session/session-store.js';

// The tabs as the interests page names them; the contract's list would bring zod into the first chunk.
const TABS: readonly (string | null)[] = ['received', 'sent', 'accepted'] satisfies InterestTab[];
const isTab = (value: string | null): value is InterestTab => TABS.includes(value);

/**
 * What each signed-in page draws first, read on the server before it is drawn (first-reads.ts):
 * the page's first HTML holds the member's cards, the profile opened, the interests listed.
 */
export const firstReads = {
  /** Every signed-in page: the gates read the member's record, the header its counts. */
  member: readFirst((client) => [
    client.prefetchQuery(userInfoQuery),
    client.prefetchQuery(activityQuery),
    // The cards' favourite buttons: the browser keeps its own list, and draws the server's first.
    client.prefetchQuery(serverFavouritesQuery),
  ]),
  home: readFirst((client, url) => [
    // The listing shows the opposite gender: read as the page reads it, from the session.
    client.ensureQueryData(userInfoQuery).then(
      () => client.prefetchInfiniteQuery(profileListingQuery(listingFilterFrom(url.searchParams), readSession().gender)),
      () => undefined,
    ),
  ]),
  details: readFirst((client, url) => {
    const id = url.searchParams.get('id');
    return id ? [client.prefetchQuery(profileDetailsQuery(id))] : [];
  }),
  interests: readFirst((client, url) => {
    const tab = url.searchParams.get('tab');
    return [client.prefetchQuery(interestsQuery(isTab(tab) ? tab : 'received', 1))];
  }),
};
