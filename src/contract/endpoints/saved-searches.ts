import { endpoint } from '../endpoint.js';

const savedSearches = () => import('../saved-searches.js');

/** The member's saved searches, oldest first. */
export const listSavedSearches = endpoint({
  method: 'GET',
  path: '/user/savedSearches',
  side: 'member',
  errors: [401],
  schemas: async () => ({ answer: (await savedSearches()).savedSearchListResponse }),
});

/** Saves the listing's filters under a name, with an alert mail or none. */
export const saveSearch = endpoint({
  method: 'POST',
  path: '/user/savedSearches',
  side: 'member',
  errors: [400, 401, 429],
  schemas: async () => {
    const { saveSearchBody, savedSearchResponse } = await savedSearches();
    return { body: saveSearchBody, answer: savedSearchResponse, status: 201 as const };
  },
});

/** Renames a saved search, or changes how often it mails. */
export const updateSavedSearch = endpoint({
  method: 'POST',
  path: '/user/savedSearches/:id',
  side: 'member',
  errors: [400, 401, 404, 429],
  schemas: async () => {
    const { savedSearchParams, updateSavedSearchBody, savedSearchResponse } = await savedSearches();
    return { params: savedSearchParams, body: updateSavedSearchBody, answer: savedSearchResponse };
  },
});

export const removeSavedSearch = endpoint({
  method: 'POST',
  path: '/user/savedSearches/:id/remove',
  side: 'member',
  errors: [400, 401, 404],
  schemas: async () => {
    const { savedSearchParams, savedSearchRemoved } = await savedSearches();
    return { params: savedSearchParams, answer: savedSearchRemoved };
  },
});
