import { z } from 'zod';
import { ok } from './envelope.js';
import { LISTING_CLOSED_REASONS } from './listing.js';
import { userRecord } from './users.js';

/** Visits are kept, and shown, this many days. */
export const VISITS_KEPT_DAYS = 30;
/** The visitors shown at most: the latest visit of each, newest first. */
export const VISITORS_SHOWN_MAX = 100;

/** "Show and record visits", on or off (off by default). */
export const recordVisitsBody = z.strictObject({ recordVisits: z.boolean() });
export type RecordVisitsBody = z.input<typeof recordVisitsBody>;

const visit = z.object({
  /** The visitor's latest visit in the kept days. */
  visitedAt: z.string(),
  /** The visitor, as the listing shows them to the member. */
  profile: userRecord,
});
export type ProfileVisit = z.infer<typeof visit>;

/**
 * Who opened the member's details page in the last VISITS_KEPT_DAYS days, newest first: only
 * while the member records visits (`recordVisits`), only visitors who record theirs, only those
 * the listing would show the member. `reason` when the member may see no profile at all.
 */
export const visitListResponse = ok(
  z.object({ recordVisits: z.boolean(), visits: z.array(visit), reason: z.enum(LISTING_CLOSED_REASONS).optional() }),
);
export type VisitList = z.infer<typeof visitListResponse>['data'];
