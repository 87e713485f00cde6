import type { FastifySchema } from 'fastify';
import * as endpoints from '../../contract/endpoints/uploads.js';
import { DOCUMENT_MAX_BYTES, KB, PHOTO_MAX_BYTES } from '../../contract/limits.js';
import { UPLOAD_TYPES } from '../../contract/uploads.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { badRequest } from '../http/errors.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import { rateLimited } from '../http/rate-limits.js';
import type { ZodApp } from '../http/types.js';
import { fileRoutes, type PhotoLinkCheck } from './file-routes.js';
import * as uploads from './service.js';
import { readUploadForm } from './upload-form.js';

/**
 * The call's entry in the API's document, with its multipart form (`consumes`, `multipartForm`):
 * more than a route's options name, so it is handed to `route` as a schema of its own.
 */
const schema = {
  tags: ['member'],
  summary: 'Upload a profile photo or an identity document',
  description:
    'multipart/form-data with a field `type` (profilePhoto or document) and one file, in either order. ' +
    `Photo: PNG, JPEG or GIF up to ${PHOTO_MAX_BYTES / KB} KB, re-encoded as JPEG with a WebP thumbnail. ` +
    `Document: PNG or JPEG (re-encoded) or PDF, up to ${DOCUMENT_MAX_BYTES / KB} KB, readable only by its owner and admins. ` +
    'The format is read from the bytes, not from the name.',
  consumes: ['multipart/form-data'],
  multipartForm: {
    type: 'object',
    required: ['type', 'file'],
    properties: { type: { type: 'string', enum: UPLOAD_TYPES }, file: { type: 'string', format: 'binary' } },
  },
} satisfies FastifySchema;

export async function uploadRoutes(app: ZodApp, deps: AppDeps, photoLinkOpens: PhotoLinkCheck) {
  const { db } = deps.database;

  await memberScope(app, deps, async (member) => {
    // Within this scope, any body that is not multipart is refused as "not multipart".
    member.addContentTypeParser('*', (_request, _payload, done) => done(badRequest('NOT_MULTIPART'), undefined));
    await route(member, endpoints.uploadFile, { ...rateLimited(app, deps, 'upload'), schema }, async (request) => {
      const userId = memberOf(request).subjectId;
      const form = await readUploadForm(request);
      const stored = await uploads.storeUpload(db, deps.files, userId, form.type, form.bytes, request.log);
      return { success: true as const, response_data: stored };
    });
  });

  await fileRoutes(app, deps, photoLinkOpens);
}
