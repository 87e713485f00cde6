import type { InterestTab } from '../../../contract/interests.js';

/** Every member query sits under one root, so ending a session can drop them all at once. */
export const MEMBER_QUERY_ROOT = ['member'] as const;

export const memberKeys = {
  userInfo: () => [...MEMBER_QUERY_ROOT, 'user-info'] as const,
  profiles: () => [...MEMBER_QUERY_ROOT, 'profiles'] as const,
  profilePage: (filter: object, gender: string | null) => [...MEMBER_QUERY_ROOT, 'profiles', filter, gender] as const,
  /** Under the listing's key: what refreshes the listing (the member's own profile saved) refreshes the scores. */
  matchScores: (ids: readonly string[]) => [...MEMBER_QUERY_ROOT, 'profiles', 'match-scores', ids] as const,
  /** Every profile's details page; `profileDetailsOf` is one of them. */
  profileDetails: () => [...MEMBER_QUERY_ROOT, 'profile'] as const,
  profileDetailsOf: (id: string) => [...MEMBER_QUERY_ROOT, 'profile', id] as const,
  /** Every tab and page of interests; `interestPage` is one of them. */
  interests: () => [...MEMBER_QUERY_ROOT, 'interests'] as const,
  interestPage: (tab: InterestTab, page: number) => [...MEMBER_QUERY_ROOT, 'interests', tab, page] as const,
  activity: () => [...MEMBER_QUERY_ROOT, 'activity'] as const,
  notifications: () => [...MEMBER_QUERY_ROOT, 'notifications'] as const,
  favourites: () => [...MEMBER_QUERY_ROOT, 'favourites'] as const,
  /** The newest favourites only, as many as the favourites page draws at first (under `favourites`, renewed with them). */
  firstFavourites: () => [...MEMBER_QUERY_ROOT, 'favourites', 'first'] as const,
  /** The same favourites by id: what the favourite buttons of a page the server renders are drawn from. */
  favouriteIds: () => [...MEMBER_QUERY_ROOT, 'favourite-ids'] as const,
  settings: () => [...MEMBER_QUERY_ROOT, 'settings'] as const,
  blocks: () => [...MEMBER_QUERY_ROOT, 'blocks'] as const,
  visits: () => [...MEMBER_QUERY_ROOT, 'visits'] as const,
  savedSearches: () => [...MEMBER_QUERY_ROOT, 'saved-searches'] as const,
  signIns: () => [...MEMBER_QUERY_ROOT, 'sign-ins'] as const,
  receipts: () => [...MEMBER_QUERY_ROOT, 'receipts'] as const,
  biodata: (language: string, invocation: string) => [...MEMBER_QUERY_ROOT, 'biodata', language, invocation] as const,
  biodataLinks: () => [...MEMBER_QUERY_ROOT, 'biodata-links'] as const,
  /** Outside the root: a shared biodata is read by anyone with its link, signed in or not. */
  sharedBiodata: (token: string) => ['shared-biodata', token] as const,
  publicConfig: () => ['public-config'] as const,
  /** Outside the root: a mailed link's key is sent once, whoever is signed in (see confirm-email-page.tsx). */
  confirmEmail: (key: string) => ['confirm-email', key] as const,
};
