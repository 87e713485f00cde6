import { todayInIndia } from '../../contract/dates.js';
import { parseRange, type ProfileListing } from '../../contract/listing.js';
import { PROFILE_PAGE_SIZE } from '../../contract/limits.js';
import type { Db } from '../db/client.js';
import { contactShownTo, presentUser } from '../users/present.js';
import { requireUser } from '../users/require-user.js';
import { listProfiles } from './repository.js';
import { closedReasonFor, type ViewerRules } from './viewer-access.js';

const OPPOSITE: Record<string, string> = { Male: 'Female', Female: 'Male' };

export interface ListingInput {
  fullName?: string;
  age?: string;
  income?: string;
  verifiedOnly?: boolean;
  page: number;
}

/**
 * The member's listing: approved profiles of the opposite gender of the viewer's own profile
 * (whatever the request says), never the viewer, never identity documents. Only approved viewers
 * who accepted the policies in force, with a profile, and a running subscription when there is a
 * fee, see anyone: anyone else gets an empty page and the reason (viewer-access.ts), so
 * registering is not a way to read members' addresses and families.
 * One row past the page tells whether another page exists, without counting every match.
 */
export async function listingFor(db: Db, rules: ViewerRules, viewerId: string, input: ListingInput): Promise<ProfileListing> {
  const viewer = await requireUser(db, viewerId);
  const reason = closedReasonFor(viewer, rules);
  if (reason) return { count: 0, hasMore: false, page: input.page, userData: [], reason };
  const rows = await listProfiles(db, {
    viewerId,
    terms: rules.terms,
    gender: viewer.gender ? OPPOSITE[viewer.gender] : undefined,
    name: input.fullName?.trim() || undefined,
    age: parseRange(input.age),
    income: parseRange(input.income),
    verifiedOnly: input.verifiedOnly,
    offset: (input.page - 1) * PROFILE_PAGE_SIZE,
    limit: PROFILE_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, PROFILE_PAGE_SIZE);
  const today = todayInIndia();
  return {
    count: page.length,
    hasMore: rows.length > PROFILE_PAGE_SIZE,
    page: input.page,
    userData: page.map((row) => presentUser(row, { withDocument: false, ...contactShownTo(viewer), today })),
  };
}
