import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failure } from '../../contract/envelope.js';
import type { AppDeps } from '../deps.js';
import type { Db } from '../db/client.js';
import { tokenOf } from '../http/auth.js';
import { unauthorized } from '../http/errors.js';
import { security } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { findSession } from '../sessions/service.js';
import { documentKeyOf, openDocument, openPhoto, type DocumentViewer, type ServedFile } from './file-access.js';

declare module 'fastify' {
  interface FastifyRequest {
    documentViewer?: DocumentViewer;
  }
}

const nameParams = z.object({ name: z.string() });
const tokenQuery = z.object({ token: z.string().optional() });

/** A photo's bytes never change under its name, so browsers and proxies may keep it for good. */
const PUBLIC_FOREVER = 'public, max-age=31536000, immutable';
/**
 * A PDF is the one file served as it was sent: it gets a unique opaque origin with no scripts,
 * and may be framed only by our own pages.
 */
const PDF_POLICY = "sandbox; frame-ancestors 'self'";

/** Documents open with either kind of token; which kind decides what may be read. */
async function viewerOf(db: Db, request: FastifyRequest): Promise<DocumentViewer> {
  const token = tokenOf(request);
  if (!token) throw unauthorized('SIGN_IN_REQUIRED');
  const member = await findSession(db, 'user', token);
  if (member) return { kind: 'member', userId: member.subjectId };
  if (await findSession(db, 'admin', token)) return { kind: 'admin' };
  throw unauthorized('SESSION_EXPIRED');
}

function send(reply: FastifyReply, file: ServedFile, headers: Record<string, string>) {
  return reply
    .headers({ ...headers, 'content-length': String(file.size), 'x-content-type-options': 'nosniff' })
    .type(file.contentType)
    .send(file.stream);
}

export async function fileRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/files/photos/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'A profile photo (JPEG) or its thumbnail (.thumb.webp); public to whoever has the URL',
        params: nameParams,
        response: { 404: failure },
      },
    },
    async (request, reply) => send(reply, await openPhoto(deps.files, request.params.name), { 'cache-control': PUBLIC_FOREVER }),
  );

  app.get(
    '/files/documents/:name',
    {
      // Who asks is settled on arrival, before the parameters are even looked at.
      onRequest: async (request) => {
        request.documentViewer = await viewerOf(db, request);
      },
      schema: {
        tags: ['files'],
        summary: "An identity document; only for its owner's member token or an admin token",
        security,
        params: nameParams,
        querystring: tokenQuery,
        response: { 401: failure, 404: failure },
      },
    },
    async (request, reply) => {
      const key = documentKeyOf(request.params.name);
      const file = await openDocument(db, deps.files, key, request.documentViewer!);
      const isPdf = file.contentType === 'application/pdf';
      return send(reply, file, {
        'cache-control': 'private, no-store',
        'content-disposition': `inline; filename="identity-document.${isPdf ? 'pdf' : 'jpg'}"`,
        ...(isPdf ? { 'content-security-policy': PDF_POLICY } : {}),
      });
    },
  );
}
