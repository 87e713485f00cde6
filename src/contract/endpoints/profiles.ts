import { endpoint } from '../endpoint.js';

const listing = () => import('../listing.js');

/** A page of the listing: approved profiles the viewer may see, newest first. */
export const listProfiles = endpoint({
  method: 'POST',
  path: '/user/getProfile',
  side: 'member',
  errors: [400, 401],
  schemas: async () => {
    const { profileListingBody, profileListingResponse } = await listing();
    return { body: profileListingBody, answer: profileListingResponse };
  },
});

/** One profile as the listing would show it to the viewer, with the interest between the two. */
export const showProfile = endpoint({
  method: 'GET',
  path: '/user/profiles/:id',
  side: 'member',
  errors: [401, 403, 404],
  schemas: async () => {
    const { profileParams, profileDetailsResponse } = await listing();
    return { params: profileParams, answer: profileDetailsResponse };
  },
});

/** How well the viewer and each of some profiles meet each other's partner preferences. */
export const scoreMatches = endpoint({
  method: 'POST',
  path: '/user/match-scores',
  side: 'member',
  errors: [400, 401, 403],
  schemas: async () => {
    const { matchScoresBody, matchScoresResponse } = await import('../matches.js');
    return { body: matchScoresBody, answer: matchScoresResponse };
  },
});
