import { endpoint } from '../endpoint.js';

const biodata = () => import('../biodata.js');

/** The member's own biodata as words, for the printable page. */
export const ownBiodata = endpoint({
  method: 'GET',
  path: '/user/biodata',
  side: 'member',
  errors: [400, 401, 429],
  schemas: async () => {
    const { biodataQuery, biodataResponse } = await biodata();
    return { query: biodataQuery, answer: biodataResponse };
  },
});

/** The member's own biodata as a one-page PDF. */
export const ownBiodataPdf = endpoint({
  method: 'GET',
  path: '/user/biodata/pdf',
  side: 'member',
  errors: [400, 401, 429],
  schemas: async () => ({ query: (await biodata()).biodataQuery }),
});

/** Another member's biodata as a PDF, under the details page's rules (contacts only as the owner allows). */
export const profileBiodataPdf = endpoint({
  method: 'GET',
  path: '/user/profiles/:id/biodata/pdf',
  side: 'member',
  errors: [400, 401, 403, 404, 429],
  schemas: async () => {
    const { biodataQuery, profileBiodataParams } = await biodata();
    return { params: profileBiodataParams, query: biodataQuery };
  },
});

export const createBiodataLink = endpoint({
  method: 'POST',
  path: '/user/biodata/links',
  side: 'member',
  errors: [400, 401, 409, 429],
  schemas: async () => {
    const { biodataLinkBody, biodataLinkCreated } = await biodata();
    return { body: biodataLinkBody, answer: biodataLinkCreated, status: 201 as const };
  },
});

export const listBiodataLinks = endpoint({
  method: 'GET',
  path: '/user/biodata/links',
  side: 'member',
  errors: [401],
  schemas: async () => ({ answer: (await biodata()).biodataLinksResponse }),
});

export const revokeBiodataLink = endpoint({
  method: 'POST',
  path: '/user/biodata/links/:id/revoke',
  side: 'member',
  errors: [400, 401, 404],
  schemas: async () => {
    const { biodataLinkParams, biodataLinkRevoked } = await biodata();
    return { params: biodataLinkParams, answer: biodataLinkRevoked };
  },
});

/** A shared biodata, opened without signing in. */
export const sharedBiodata = endpoint({
  method: 'GET',
  path: '/biodata/:token',
  side: 'open',
  errors: [404, 410, 429],
  schemas: async () => {
    const { biodataTokenParams, biodataResponse } = await biodata();
    return { params: biodataTokenParams, answer: biodataResponse };
  },
});

export const sharedBiodataPdf = endpoint({
  method: 'GET',
  path: '/biodata/:token/pdf',
  side: 'open',
  errors: [404, 410, 429],
  schemas: async () => ({ params: (await biodata()).biodataTokenParams }),
});

/** The photo of a shared biodata, at the size the page shows. */
export const sharedBiodataPhoto = endpoint({
  method: 'GET',
  path: '/biodata/:token/photo',
  side: 'open',
  errors: [404, 410, 429],
  schemas: async () => ({ params: (await biodata()).biodataTokenParams }),
});
