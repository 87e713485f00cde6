import type { DbOrTx } from '../db/client.js';
import { forbidden } from '../http/errors.js';
import type { UserRow } from '../users/repository.js';
import { requireUser } from '../users/require-user.js';
import { closedReasonFor, type ViewerRules } from './viewer-access.js';

/**
 * The viewer, when they may see and reach other members (`closedReasonFor`, the listing's rule);
 * otherwise a 403 that says why: an ended subscription is the one thing the member pays to
 * change, every other reason (policies not accepted, no profile, not approved, suspended) is
 * APPROVAL_REQUIRED, as the listing's `reason` already tells the app which it is.
 */
export async function requireOpenViewer(db: DbOrTx, rules: ViewerRules, viewerId: string): Promise<UserRow> {
  const viewer = await requireUser(db, viewerId);
  const reason = closedReasonFor(viewer, rules);
  if (reason === 'PAYMENT_REQUIRED') throw forbidden('SUBSCRIPTION_REQUIRED');
  if (reason) throw forbidden('APPROVAL_REQUIRED');
  return viewer;
}
