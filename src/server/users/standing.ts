import { REJECTION_REASONS, type RejectionReason } from '../../contract/moderation.js';
import type { MemberStanding } from '../../contract/standing.js';
import { subscriptionStanding, type SubscriptionTerms } from '../payments/subscription.js';
import type { UserRow } from './repository.js';

const rejectionReason = (value: string | null): RejectionReason =>
  REJECTION_REASONS.includes(value as RejectionReason) ? (value as RejectionReason) : 'NO_REASON_GIVEN';

/** The member's standing as their own record tells it (contract/standing.ts), judged by `terms`. */
export function standingOf(row: UserRow, terms: SubscriptionTerms): MemberStanding {
  return {
    status: row.status,
    rejection: row.status === 'REJECT' ? { reason: rejectionReason(row.rejectionReason), note: row.rejectionNote } : null,
    suspension: row.suspendedAt ? { since: row.suspendedAt.toISOString(), note: row.suspensionNote } : null,
    paused: row.pausedAt !== null,
    identityVerified: row.identityVerifiedAt !== null,
    photoUnderReview: row.pendingPhoto !== null,
    emailVerified: row.emailVerifiedAt !== null,
    mobileVerified: row.mobileVerifiedAt !== null,
    safetyNoticeSeen: row.safetyNoticeSeenAt !== null,
    subscription: subscriptionStanding(row.subscriptionUntil, terms),
  };
}
