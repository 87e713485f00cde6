import { endpoint } from '../endpoint.js';

const files = () => import('../files.js');
const uploads = () => import('../uploads.js');

/**
 * A profile photo or an identity document, as multipart/form-data: its handler reads the parts as
 * a stream, so there is no parsed body for a schema to check.
 */
export const uploadFile = endpoint({
  method: 'POST',
  path: '/upload',
  side: 'member',
  errors: [400, 401, 413, 415, 503],
  schemas: async () => ({ answer: (await uploads()).uploadResponse }),
});

/** A photo, its thumbnail or a smaller copy of it; a private one opens only with its `access`. */
export const openPhoto = endpoint({
  method: 'GET',
  path: '/files/photos/:name',
  side: 'open',
  errors: [404, 503],
  schemas: async () => {
    const { fileNameParams, photoAccessQuery } = await files();
    return { params: fileNameParams, query: photoAccessQuery };
  },
});

/** The blurred copy of a photo, what members without access to the photo see. */
export const openBlurredPhoto = endpoint({
  method: 'GET',
  path: '/files/blurred/:name',
  side: 'open',
  errors: [404, 503],
  schemas: async () => ({ params: (await files()).fileNameParams }),
});

/** An identity document, for its owner or an admin: the route itself asks for either session. */
export const openIdentityDocument = endpoint({
  method: 'GET',
  path: '/files/documents/:name',
  side: 'member-or-admin',
  errors: [401, 404, 503],
  schemas: async () => {
    const { fileNameParams, documentTokenQuery } = await files();
    return { params: fileNameParams, query: documentTokenQuery };
  },
});
