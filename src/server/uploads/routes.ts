import { failure } from '../../contract/envelope.js';
import { DOCUMENT_MAX_BYTES, KB, PHOTO_MAX_BYTES } from '../../contract/limits.js';
import { UPLOAD_TYPES, uploadResponse } from '../../contract/uploads.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { badRequest } from '../http/errors.js';
import { memberScope, security } from '../http/scopes.js';
import { rateLimited } from '../http/rate-limits.js';
import type { ZodApp } from '../http/types.js';
import { fileRoutes, type PhotoLinkCheck } from './file-routes.js';
import * as uploads from './service.js';
import { readUploadForm } from './upload-form.js';

export async function uploadRoutes(app: ZodApp, deps: AppDeps, photoLinkOpens: PhotoLinkCheck) {
  const { db } = deps.database;

  await memberScope(app, deps, (member) => {
    // Within this scope, any body that is not multipart is refused as "not multipart".
    member.addContentTypeParser('*', (_request, _payload, done) => done(badRequest('NOT_MULTIPART'), undefined));
    member.post(
      '/upload',
      {
        ...rateLimited(app, deps, 'upload'),
        schema: {
          tags: ['member'],
          summary: 'Upload a profile photo or an identity document',
          description:
            'multipart/form-data with a field `type` (profilePhoto or document) and one file, in either order. ' +
            `Photo: PNG, JPEG or GIF up to ${PHOTO_MAX_BYTES / KB} KB, re-encoded as JPEG with a WebP thumbnail. ` +
            `Document: PNG or JPEG (re-encoded) or PDF, up to ${DOCUMENT_MAX_BYTES / KB} KB, readable only by its owner and admins. ` +
            'The format is read from the bytes, not from the name.',
          security,
          consumes: ['multipart/form-data'],
          multipartForm: {
            type: 'object',
            required: ['type', 'file'],
            properties: { type: { type: 'string', enum: UPLOAD_TYPES }, file: { type: 'string', format: 'binary' } },
          },
          response: { 200: uploadResponse, 400: failure, 401: failure, 413: failure, 415: failure },
        },
      },
      async (request) => {
        const userId = memberOf(request).subjectId;
        const form = await readUploadForm(request);
        const stored = await uploads.storeUpload(db, deps.files, userId, form.type, form.bytes, request.log);
        return { success: true as const, response_data: stored };
      },
    );
  });

  await fileRoutes(app, deps, photoLinkOpens);
}
