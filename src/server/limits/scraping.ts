import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { perAccount, type NamedLimit } from '../http/rate-limits.js';
import { recordScrapingHit } from './service.js';

/** A listing call past its first page: a later page by number, or one after a cursor. */
function pastFirstPage(request: FastifyRequest): boolean {
  const body = request.body as { page?: unknown; cursor?: unknown } | undefined;
  // Validated by now: `cursor` is the position the contract read from it.
  return (typeof body?.page === 'number' && body.page > 1) || (body?.cursor !== undefined && body.cursor !== null);
}

/**
 * The limits that slow an account harvesting profiles, set where a person never reaches them
 * (docs/decisions/0046-contact-cap-and-scraping.md): in each window of SCRAPING_WINDOW_MINUTES,
 * SCRAPING_PAGES_MAX listing pages past the first and SCRAPING_DETAILS_MAX details pages (or
 * biodata PDFs) of other members. Counted per account, whatever the address; a member over one
 * is asked to wait, and the hit is kept for the administrators.
 */
export function scrapingLimits(deps: AppDeps): { pages: NamedLimit; details: NamedLimit } {
  const window = deps.config.SCRAPING_WINDOW_MINUTES * 60_000;
  const onExceeded = (limit: string) => async (request: FastifyRequest, until: Date) => {
    const memberId = request.member?.subjectId;
    if (memberId) await recordScrapingHit(deps.database.db, memberId, limit, until);
  };
  return {
    pages: {
      name: 'scraping-pages',
      key: perAccount('scraping-pages'),
      max: deps.config.SCRAPING_PAGES_MAX,
      window,
      readsBody: true,
      counts: pastFirstPage,
      code: 'BROWSING_TOO_FAST',
      onExceeded: onExceeded('pages'),
    },
    details: {
      name: 'scraping-details',
      key: perAccount('scraping-details'),
      max: deps.config.SCRAPING_DETAILS_MAX,
      window,
      code: 'BROWSING_TOO_FAST',
      onExceeded: onExceeded('details'),
    },
  };
}
