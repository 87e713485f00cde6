import type { QueryClient } from '@tanstack/react-query';
import type { InterestTab } from '../../contract/interests.js';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../lib/paths.js';
import { renderScope } from '../lib/render-scope.js';
import { readFirst } from './api/first-reads.js';
import { onboardingPath } from './session/onboarding.js';
import { FIRST_INVOCATION, ownBiodataQuery, sharedBiodataQuery } from './api/biodata.js';
import { activityQuery } from './api/get-activity.js';
import { firstFavouritesQuery, serverFavouriteIdsQuery } from './api/get-favourites.js';
import { visitsQuery } from './api/get-visits.js';
import { savedSearchesQuery } from './api/get-saved-searches.js';
import { settingsQuery } from './api/get-settings.js';
import { interestsQuery } from './api/get-interests.js';
import { profileDetailsQuery } from './api/get-profile-details.js';
import { publicConfigQuery } from './api/public-config.js';
import { profileListingQuery } from './api/get-profiles.js';
import { listingFilterFrom } from './api/listing-body.js';
import { choosesPartners, matchScoresQuery } from './api/match-scores.js';
import { userInfoQuery } from './api/user-info.js';
import { readSession } from './session/session-store.js';

// The tabs as the interests page names them; the contract's list would bring zod into the first chunk.
const TABS: readonly (string | null)[] = ['received', 'sent', 'accepted'] satisfies InterestTab[];
const isTab = (value: string | null): value is InterestTab => TABS.includes(value);

/**
 * The member's favourites as the server keeps them, by id, for the pages that draw profiles with a
 * favourite button: the browser keeps its own list, and draws the server's first. Only those pages
 * read them, and only their ids: a member may keep 500, and a heart needs no record.
 */
const favouriteButtons = (client: QueryClient) => client.prefetchQuery(serverFavouriteIdsQuery);

/**
 * What each page draws first, read on the server before it is drawn (first-reads.ts):
 * the page's first HTML holds the member's cards, the profile opened, the interests listed.
 */
export const firstReads = {
  /** Every signed-in page: the gates read the member's record, the header its counts. */
  member: readFirst(
    (client) => [client.prefetchQuery(userInfoQuery), client.prefetchQuery(activityQuery)],
    // The contacts, fee and policy version: the footer, the contact, about and renewal pages, and
    // the signup form's consent draw them; read first, they are in the page, not fetched after it.
    (client) => [client.prefetchQuery(publicConfigQuery)],
  ),
  home: readFirst((client, url) => [
    favouriteButtons(client),
    // The listing shows the opposite gender: read as the page reads it, from the session. The
    // first page's match scores come with it, for a member who chose preferences.
    client.ensureQueryData(userInfoQuery).then(
      async (own) => {
        const query = profileListingQuery(listingFilterFrom(url.searchParams), readSession().gender);
        await client.prefetchInfiniteQuery(query);
        const ids = client.getQueryData(query.queryKey)?.pages[0]?.userData.map((profile) => profile._id) ?? [];
        if (choosesPartners(own) && ids.length > 0) await client.prefetchQuery(matchScoresQuery(ids));
      },
      () => undefined,
    ),
  ]),
  details: async (args: LoaderFunctionArgs) => {
    // A profile's page names the profile; without one, the listing (on the server as in the browser).
    if (!new URL(args.request.url).searchParams.get('id')) return redirect(paths.home);
    return readFirst((client, url) => [
      client.prefetchQuery(profileDetailsQuery(url.searchParams.get('id') ?? '')),
      favouriteButtons(client),
    ])(args);
  },
  /**
   * Pages for onboarded members: on the server, one who has a step left is sent to it before the
   * page is drawn (in the browser the gate does it, onboarded-gate.tsx).
   */
  onboarded: async (): Promise<Response | null> => {
    const scope = renderScope();
    if (!scope?.signedIn.user) return null;
    const user = await scope.queryClient.ensureQueryData(userInfoQuery).catch(() => undefined);
    const next = user ? onboardingPath(user) : null;
    return next ? redirect(next) : null;
  },
  /** The biodata as the page first shows it: in the reader's language, with the first invocation. */
  biodata: readFirst((client) => [
    client.prefetchQuery(ownBiodataQuery({ language: renderScope()?.language ?? 'en', invocation: FIRST_INVOCATION })),
  ]),
  /** A shared biodata, for whoever opens the link, signed in or not: the one read counts one opening. */
  sharedBiodata: readFirst(
    () => [],
    (client, url) => [client.prefetchQuery(sharedBiodataQuery(url.pathname.split('/').pop() ?? ''))],
  ),
  /** Who viewed the member's profile, as the page lists them. */
  visits: readFirst((client) => [client.prefetchQuery(visitsQuery), favouriteButtons(client)]),
  /** The favourites page draws the newest of the server's favourites, as records; the rest once it is live. */
  favourites: readFirst((client) => [client.prefetchQuery(firstFavouritesQuery)]),
  /** The saved searches, and whether their mails are on (the page says so when they are off). */
  savedSearches: readFirst((client) => [client.prefetchQuery(savedSearchesQuery), client.prefetchQuery(settingsQuery)]),
  interests: readFirst((client, url) => {
    const tab = url.searchParams.get('tab');
    return [client.prefetchQuery(interestsQuery(isTab(tab) ? tab : 'received', 1))];
  }),
};
