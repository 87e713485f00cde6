import { REJECTION_REASONS, REPORT_REASONS, type RejectionReason, type ReportReason } from '../../contract/moderation.js';
import type { MemberStanding } from '../../contract/standing.js';
import type { Config } from '../config.js';
import type { UserRow } from './repository.js';
import { DAY_MS } from '../../contract/dates.js';

const rejectionReason = (value: string | null): RejectionReason =>
  REJECTION_REASONS.includes(value as RejectionReason) ? (value as RejectionReason) : 'NO_REASON_GIVEN';

const suspensionReason = (value: string | null): ReportReason | null =>
  REPORT_REASONS.includes(value as ReportReason) ? (value as ReportReason) : null;

/** Whether the member still has to accept the policies in force. */
export function consentRequired(row: Pick<UserRow, 'consentVersion'>, policyVersion: string): boolean {
  return row.consentVersion !== policyVersion;
}

/**
 * The member's standing as their own record tells it (contract/standing.ts), with `subscription`
 * as payments judges it (payments/subscription.ts), by the policies in force (POLICY_VERSION) and
 * the configured verification rules.
 */
export function standingOf(
  row: UserRow,
  subscription: MemberStanding['subscription'],
  config: Pick<Config, 'POLICY_VERSION' | 'REQUIRE_MOBILE_VERIFICATION' | 'UNVERIFIED_ACCOUNT_DAYS'>,
): MemberStanding {
  const removable = row.removeIfUnverified && row.emailVerifiedAt === null;
  const policyVersion = config.POLICY_VERSION;
  return {
    status: row.status,
    rejection: row.status === 'REJECT' ? { reason: rejectionReason(row.rejectionReason), note: row.rejectionNote } : null,
    suspension: row.suspendedAt
      ? { since: row.suspendedAt.toISOString(), reason: suspensionReason(row.suspensionReason), note: row.suspensionNote }
      : null,
    paused: row.pausedAt !== null,
    identityVerified: row.identityVerifiedAt !== null,
    photoUnderReview: row.pendingPhoto !== null,
    emailVerified: row.emailVerifiedAt !== null,
    mobileVerified: row.mobileVerifiedAt !== null,
    mobileVerificationRequired: config.REQUIRE_MOBILE_VERIFICATION,
    emailVerificationDeadline: removable ? new Date(row.createdAt.getTime() + config.UNVERIFIED_ACCOUNT_DAYS * DAY_MS).toISOString() : null,
    safetyNoticeSeen: row.safetyNoticeSeenAt !== null,
    subscription,
    consent: { required: consentRequired(row, policyVersion), policyVersion },
  };
}
