import { todayInIndia } from '../../contract/dates.js';
import { parseRange, type ListingClosedReason, type ProfileListing } from '../../contract/listing.js';
import { PROFILE_PAGE_SIZE } from '../../contract/limits.js';
import type { Db } from '../db/client.js';
import { subscriptionActive, type SubscriptionTerms } from '../payments/subscription.js';
import { contactShownTo, presentUser } from '../users/present.js';
import { requireUser } from '../users/require-user.js';
import { listProfiles } from './repository.js';

const OPPOSITE: Record<string, string> = { Male: 'Female', Female: 'Male' };

export interface ListingInput {
  fullName?: string;
  age?: string;
  income?: string;
  page: number;
}

function closedReason(
  viewer: { status: string; userDetails: unknown; subscriptionUntil: Date | null; suspendedAt: Date | null },
  terms: SubscriptionTerms,
): ListingClosedReason | undefined {
  if (!viewer.userDetails) return 'PROFILE_INCOMPLETE';
  if (viewer.status === 'PENDING') return 'PENDING_APPROVAL';
  if (viewer.status !== 'ACTIVE') return 'REJECTED';
  if (viewer.suspendedAt) return 'SUSPENDED';
  if (!subscriptionActive(viewer.subscriptionUntil, terms)) return 'PAYMENT_REQUIRED';
  return undefined;
}

/**
 * The member's listing: approved profiles of the opposite gender of the viewer's own profile
 * (whatever the request says), never the viewer, never identity documents. Only approved viewers
 * with a profile, and a running subscription when there is a fee, see anyone: a fresh, pending or rejected account gets an empty page and the
 * reason, so registering is not a way to read members' addresses and families.
 * One row past the page tells whether another page exists, without counting every match.
 */
export async function listingFor(db: Db, terms: SubscriptionTerms, viewerId: string, input: ListingInput): Promise<ProfileListing> {
  const viewer = await requireUser(db, viewerId);
  const reason = closedReason(viewer, terms);
  if (reason) return { count: 0, hasMore: false, page: input.page, userData: [], reason };
  const rows = await listProfiles(db, {
    viewerId,
    terms,
    gender: viewer.gender ? OPPOSITE[viewer.gender] : undefined,
    name: input.fullName?.trim() || undefined,
    age: parseRange(input.age),
    income: parseRange(input.income),
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
