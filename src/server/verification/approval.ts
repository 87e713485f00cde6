import type { ApprovalBlocker } from '../../contract/verification.js';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { conflict } from '../http/errors.js';
import { lockClaimsByMobile } from './repository.js';

type Claims = { emailVerifiedAt: Date | null; mobileVerifiedAt: Date | null };

/** What a member must still prove before an administrator may approve the profile. */
function approvalBlockersOf(member: Claims, config: Pick<Config, 'REQUIRE_MOBILE_VERIFICATION'>): ApprovalBlocker[] {
  const blockers: ApprovalBlocker[] = [];
  if (!member.emailVerifiedAt) blockers.push('EMAIL_NOT_VERIFIED');
  if (config.REQUIRE_MOBILE_VERIFICATION && !member.mobileVerifiedAt) blockers.push('MOBILE_NOT_VERIFIED');
  return blockers;
}

/** What the back-office shows beside a member: what is verified, and what keeps Approve off. */
export function verificationOf(member: Claims, config: Pick<Config, 'REQUIRE_MOBILE_VERIFICATION'>) {
  return {
    emailVerified: member.emailVerifiedAt !== null,
    mobileVerified: member.mobileVerifiedAt !== null,
    approvalBlockers: approvalBlockersOf(member, config),
  };
}

/**
 * Refuses approval (409, with the first reason as the code) while the member has not proven
 * what they claim. Run in the approving transaction: the member's row stays locked until the
 * decision is written, so an email changed meanwhile cannot slip through.
 */
export async function assertApprovable(tx: DbOrTx, mobileNumber: string, config: Pick<Config, 'REQUIRE_MOBILE_VERIFICATION'>) {
  const member = await lockClaimsByMobile(tx, mobileNumber);
  // An unknown number is the caller's 404.
  if (!member) return;
  const [blocker] = approvalBlockersOf(member, config);
  if (blocker) throw conflict(blocker);
}
