import type { ListingClosedReason } from '../../contract/listing.js';
import type { HiddenReason } from '../../contract/privacy.js';
import type { DbOrTx } from '../db/client.js';
import { subscriptionActive, type SubscriptionTerms } from '../payments/subscription.js';
import { forbidden } from '../http/errors.js';
import type { UserRow } from '../users/repository.js';
import { requireUser } from '../users/require-user.js';

/**
 * Why this member may not see other members now: only approved members with a profile, not
 * suspended, and with a running subscription when the service charges a fee, see anyone, so
 * registering is not a way to read members' families and photos.
 */
export function closedReason(
  viewer: Pick<UserRow, 'status' | 'userDetails' | 'subscriptionUntil' | 'suspendedAt'>,
  terms: SubscriptionTerms,
): ListingClosedReason | undefined {
  if (!viewer.userDetails) return 'PROFILE_INCOMPLETE';
  if (viewer.status === 'PENDING') return 'PENDING_APPROVAL';
  if (viewer.status !== 'ACTIVE') return 'REJECTED';
  if (viewer.suspendedAt) return 'SUSPENDED';
  if (!subscriptionActive(viewer.subscriptionUntil, terms)) return 'PAYMENT_REQUIRED';
  return undefined;
}

/** What a viewer whose own profile is not approved may not read of anyone. */
export function hiddenForViewer(viewer: Pick<UserRow, 'status'>): HiddenReason | undefined {
  if (viewer.status === 'ACTIVE') return undefined;
  return viewer.status === 'PENDING' ? 'PENDING_APPROVAL' : 'REJECTED';
}

/** The viewer, when they may see and reach other members; otherwise a 403 that says why. */
export async function requireOpenViewer(db: DbOrTx, terms: SubscriptionTerms, viewerId: string): Promise<UserRow> {
  const viewer = await requireUser(db, viewerId);
  const reason = closedReason(viewer, terms);
  if (reason === 'PAYMENT_REQUIRED') throw forbidden('SUBSCRIPTION_REQUIRED');
  if (reason) throw forbidden('APPROVAL_REQUIRED');
  return viewer;
}
