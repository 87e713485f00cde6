import sharp from 'sharp';
import type { FastifyReply } from 'fastify';
import * as endpoints from '../../contract/endpoints/biodata.js';
import { publicUrl } from '../config.js';
import type { AppDeps } from '../deps.js';
import { memberOf } from '../http/auth.js';
import { rateLimited } from '../http/rate-limits.js';
import { scrapingLimits } from '../limits/scraping.js';
import { route } from '../http/route.js';
import { memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import type { PresentToMember } from '../profiles/service.js';
import { viewerRules } from '../profiles/viewer-access.js';
import { withImageSlot } from '../uploads/image-queue.js';
import {
  createBiodataLink,
  listBiodataLinks,
  ownBiodata,
  ownBiodataPdf,
  profileBiodataPdf,
  sharedBiodata,
  sharedBiodataPdf,
  sharedBiodataPhoto,
  withdrawBiodataLink,
  type BiodataDeps,
} from './service.js';

/** The width the shared page shows its photo at, twice over for sharp screens. */
const SHARED_PHOTO_WIDTH = 480;

function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** What a shared biodata's answers say besides their bytes: never indexed, never kept. */
function shared(reply: FastifyReply): FastifyReply {
  return reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
}

export async function biodataRoutes(app: ZodApp, deps: AppDeps, present: PresentToMember) {
  const service: BiodataDeps = { db: deps.database.db, files: deps.files, siteUrl: publicUrl(deps.config) };
  const limited = rateLimited(app, deps, 'biodata');
  const tags = ['member'];

  await memberScope(app, deps, async (member) => {
    await route(member, endpoints.ownBiodata, { schema: { tags, summary: 'My biodata as words, in a language' } }, async (request) => ({
      success: true as const,
      data: await ownBiodata(service, memberOf(request).subjectId, request.query),
    }));

    await route(
      member,
      endpoints.ownBiodataPdf,
      { ...limited, schema: { tags, summary: 'My biodata as a one-page PDF', produces: ['application/pdf'] } },
      async (request, reply) => sendPdf(reply, await ownBiodataPdf(service, memberOf(request).subjectId, request.query), 'biodata'),
    );

    await route(
      member,
      endpoints.profileBiodataPdf,
      {
        ...rateLimited(app, deps, 'biodata', scrapingLimits(deps).details),
        schema: {
          tags,
          summary: "Another member's biodata as a PDF",
          description:
            'Under the details page’s rules: contacts, address lines and the photo only as the owner lets this viewer see them, ' +
            'and contacts counted against the daily cap (CONTACT_REVEALS_PER_DAY) with the details page. ' +
            '429 BROWSING_TOO_FAST counted with the details pages (SCRAPING_DETAILS_MAX).',
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const rules = viewerRules(deps.config);
        const pdf = await profileBiodataPdf({ ...service, rules, present }, memberOf(request).subjectId, request.params.id, request.query);
        return sendPdf(reply, pdf, 'biodata');
      },
    );

    await route(
      member,
      endpoints.createBiodataLink,
      { ...limited, schema: { tags, summary: 'A link that opens my biodata without signing in (its address is shown once)' } },
      async (request, reply) => {
        const link = await createBiodataLink(service, memberOf(request).subjectId, request.body);
        return reply.code(201).send({ success: true as const, data: link });
      },
    );

    await route(
      member,
      endpoints.listBiodataLinks,
      { schema: { tags, summary: 'My biodata links, with how often each was opened' } },
      async (request) => ({
        success: true as const,
        data: await listBiodataLinks(service, memberOf(request).subjectId),
      }),
    );

    await route(member, endpoints.revokeBiodataLink, { schema: { tags, summary: 'Withdraw a biodata link' } }, async (request) => ({
      success: true as const,
      data: await withdrawBiodataLink(service, memberOf(request).subjectId, request.params.id),
    }));
  });

  const open = rateLimited(app, deps, 'sharedBiodata');
  const publicTags = ['public'];
  await route(
    app,
    endpoints.sharedBiodata,
    { ...open, schema: { tags: publicTags, summary: 'A shared biodata (no sign-in)' } },
    async (request, reply) => shared(reply).send({ success: true as const, data: await sharedBiodata(service, request.params.token) }),
  );
  await route(
    app,
    endpoints.sharedBiodataPdf,
    { ...open, schema: { tags: publicTags, summary: 'A shared biodata as a PDF (no sign-in)', produces: ['application/pdf'] } },
    async (request, reply) => sendPdf(shared(reply), await sharedBiodataPdf(service, request.params.token), 'biodata'),
  );
  await route(
    app,
    endpoints.sharedBiodataPhoto,
    { ...open, schema: { tags: publicTags, summary: 'The photo of a shared biodata', produces: ['image/jpeg'] } },
    async (request, reply) => {
      const bytes = await sharedBiodataPhoto(service, request.params.token);
      const jpeg = await withImageSlot(() =>
        sharp(bytes).rotate().resize({ width: SHARED_PHOTO_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer(),
      );
      return shared(reply).type('image/jpeg').send(jpeg);
    },
  );
}
