import type { DbOrTx } from '../db/client.js';
import type { SessionInfo } from '../http/auth.js';
import { forbidden } from '../http/errors.js';
import type { UserRow } from '../users/repository.js';
import { requireUser, type Held } from '../users/require-user.js';
import type { ListingSession } from './listing-cache.js';
import { closedReasonFor, type ViewerRules, type ViewerStanding } from './viewer-access.js';

/**
 * The caller's standing as their session was found with it at the start of the call (the server's
 * session copies, docs/decisions/0053-every-member-call-from-session-copies.md), or read now when
 * the session came without it; a 401 ACCOUNT_GONE when the account has gone. For a call that needs
 * no more of the member than that: the header's counts, the favourites, the interests' tabs.
 */
export async function viewerStanding(db: DbOrTx, session: Pick<SessionInfo, 'subjectId' | 'member'>): Promise<ViewerStanding> {
  const { member } = session as ListingSession;
  return member?.id === session.subjectId ? member : requireUser(db, session.subjectId);
}

/**
 * The viewer, when they may see and reach other members (`closedReasonFor`, the listing's rule);
 * otherwise a 403 that says why: an ended subscription is the one thing the member pays to
 * change, every other reason (policies not accepted, no profile, not approved, suspended) is
 * APPROVAL_REQUIRED, as the listing's `reason` already tells the app which it is.
 */
export async function requireOpenViewer(db: DbOrTx, rules: ViewerRules, viewerId: string, held?: Held): Promise<UserRow> {
  const viewer = await requireUser(db, viewerId, held);
  assertOpenViewer(viewer, rules);
  return viewer;
}

/** `requireOpenViewer`'s rule for a standing already read (the session's copy, `viewerStanding`). */
export function assertOpenViewer(viewer: ViewerStanding, rules: ViewerRules): void {
  const reason = closedReasonFor(viewer, rules);
  if (reason === 'PAYMENT_REQUIRED') throw forbidden('SUBSCRIPTION_REQUIRED');
  if (reason) throw forbidden('APPROVAL_REQUIRED');
}
