import type { FastifyReply, FastifyRequest } from 'fastify';
import * as endpoints from '../../contract/endpoints/uploads.js';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import type { Db } from '../db/client.js';
import { authenticate, tokenOf } from '../http/auth.js';
import { sessionCookieOf } from '../http/session-cookie.js';
import { notFound, unauthorized } from '../http/errors.js';
import { route } from '../http/route.js';
import type { ZodApp } from '../http/types.js';
import { documentKeyOf, fileKeyOf, openDocument, openFile, photoOwnerOf, type DocumentViewer, type ServedFile } from './file-access.js';
import { openPhotoFile } from './copies-on-request.js';
import { photoKeyOfPortrait, thumbnailKeyOfSized } from './file-names.js';
import { markedCopyKeyFor } from './marked-copies.js';

declare module 'fastify' {
  interface FastifyRequest {
    documentViewer?: DocumentViewer;
  }
}

/**
 * A photo's bytes never change under its name, so the browser may keep it for good; but only
 * the browser: the owner may make the photo private later, and a shared cache would go on
 * handing it to anyone.
 */
const KEEP_IN_BROWSER = 'private, max-age=31536000, immutable';
/** A private photo's link lasts an hour or two; the browser keeps it a little while for scrolling back. */
const KEEP_PRIVATE_BRIEFLY = 'private, max-age=600';
/** A file standing in for a copy not made yet (the thumbnail for its smaller copy, the photo for its portrait): the copy will be there next time. */
const STAND_IN = 'private, no-cache';
/** A blurred copy shows nothing worth hiding. */
const PUBLIC_FOREVER = 'public, max-age=31536000, immutable';

/**
 * A PDF is the one file served as it was sent: it gets a unique opaque origin with no scripts,
 * and may be framed only by our own pages.
 */
const PDF_POLICY = "sandbox; frame-ancestors 'self'";

/**
 * Documents open with either kind of token; which kind decides what may be read. Without one, the
 * web app's member cookie, then its admin cookie (reading changes nothing: no origin check).
 */
async function viewerOf(db: Db, request: FastifyRequest): Promise<DocumentViewer> {
  const token = tokenOf(request);
  const memberToken = token ?? sessionCookieOf(request, 'user');
  const adminToken = token ?? sessionCookieOf(request, 'admin');
  if (!memberToken && !adminToken) throw unauthorized('SIGN_IN_REQUIRED');
  if (memberToken) {
    const member = await request.server.findSession(db, 'user', memberToken);
    if ('session' in member) return { kind: 'member', userId: member.session.subjectId };
    // A member's token gone idle is no admin's; a stale member cookie may sit beside an admin's.
    if (!adminToken || (token && member.ended === 'SESSION_IDLE')) throw unauthorized(member.ended);
  }
  // An admin's password alone opens no identity document: the second step must be done.
  await authenticate(request.server.findSession, db, 'admin', adminToken!);
  return { kind: 'admin' };
}

/**
 * Whether the one asking for a photo is its owner or an administrator, who see it as uploaded;
 * everyone else (other members, and anyone holding a public photo's address) is served the
 * marked copy. The member's token or cookie first, then the admin's.
 */
async function seesOriginal(db: Db, request: FastifyRequest, ownerId: string): Promise<boolean> {
  const token = tokenOf(request);
  for (const kind of ['user', 'admin'] as const) {
    const credential = token ?? sessionCookieOf(request, kind);
    if (!credential) continue;
    const found = await request.server.findSession(db, kind, credential);
    if (!('session' in found) || found.session.awaitingSecondFactor) continue;
    if (kind === 'admin' || found.session.subjectId === ownerId) return true;
  }
  return false;
}

/**
 * Whether a private photo's address opens it now (privacy/photo-access.ts `photoLinkOpens`):
 * privacy decides who sees a photo and imports uploads' file names, so app.ts hands the check in.
 */
export type PhotoLinkCheck = (db: Db, config: Config, key: string, access: string | undefined, ownerId: string) => Promise<boolean>;

function send(reply: FastifyReply, file: ServedFile, headers: Record<string, string>) {
  return reply
    .headers({ ...headers, 'content-length': String(file.size), 'x-content-type-options': 'nosniff' })
    .type(file.contentType)
    .send(file.stream);
}

export async function fileRoutes(app: ZodApp, deps: AppDeps, photoLinkOpens: PhotoLinkCheck) {
  const { db } = deps.database;

  await route(
    app,
    endpoints.openPhoto,
    {
      schema: {
        tags: ['files'],
        summary:
          'A profile photo (JPEG), its thumbnail (.thumb.webp), a smaller copy of the thumbnail (.w64, .w160, .w240, .w320.webp) ' +
          'or a portrait copy of the photo (4:5 WebP, .p480, .p800.webp)',
        description:
          'A photo its owner shows to every approved member opens for whoever has its unguessable address. ' +
          'A photo its owner shows only after an accepted interest opens only through the address the API gave ' +
          'an entitled viewer (the owner, an administrator, a member with an accepted interest): it carries ' +
          '`access`, a token signed for that file and that viewer, valid one to two hours, and the viewer must ' +
          'still be entitled when the photo is fetched. Anyone else gets 404, as for a name that does not exist. ' +
          "A thumbnail's smaller copies (`<id>.w160.webp` beside `<id>.thumb.webp`) open with the thumbnail's address query, " +
          "a photo's portrait copies (`<id>.p480.webp` beside `<id>.jpg`) with the photo's. " +
          'A file never changes under its name (a new photo gets a new name), so it may be kept for a year, by the browser only. ' +
          "Every copy is served marked with the site's name and the owner's profile number, but to its owner and to " +
          'administrators (by their token or cookie), who get it as uploaded.',
      },
    },
    async (request, reply) => {
      const key = fileKeyOf('photos', request.params.name);
      // A thumbnail's smaller copy, a photo's portrait copy, open for whoever may open the file they were cut from, with its link.
      const decidingKey = thumbnailKeyOfSized(key) ?? photoKeyOfPortrait(key) ?? key;
      const owner = await photoOwnerOf(db, decidingKey);
      if (owner.private && !(await photoLinkOpens(db, deps.config, decidingKey, request.query.access, owner.userId))) {
        throw notFound('FILE_NOT_FOUND');
      }
      // One address, two pictures: the browser must not hand one viewer's copy to another's session.
      reply.header('vary', 'cookie');
      const served = (await seesOriginal(db, request, owner.userId)) ? key : await markedCopyKeyFor(db, deps.files, owner, key);
      const { file, exact } = await openPhotoFile(deps.files, served, request.log);
      return send(reply, file, { 'cache-control': !exact ? STAND_IN : owner.private ? KEEP_PRIVATE_BRIEFLY : KEEP_IN_BROWSER });
    },
  );

  await route(
    app,
    endpoints.openBlurredPhoto,
    { schema: { tags: ['files'], summary: 'The blurred copy of a photo (WebP), what members without access to the photo see' } },
    async (request, reply) =>
      send(reply, await openFile(deps.files, fileKeyOf('blurred', request.params.name)), { 'cache-control': PUBLIC_FOREVER }),
  );

  await route(
    app,
    endpoints.openIdentityDocument,
    {
      // Who asks is settled on arrival, before the parameters are even looked at.
      onRequest: async (request) => {
        request.documentViewer = await viewerOf(db, request);
      },
      schema: { tags: ['files'], summary: "An identity document; only for its owner's member token or an admin token" },
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
