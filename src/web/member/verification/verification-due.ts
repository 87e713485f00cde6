import type { MemberStanding } from '../../../contract/standing.js';

/**
 * What the member has yet to prove before approval: the email address (always) and the mobile
 * number (when REQUIRE_MOBILE_VERIFICATION is on): the rule of the banner under the header
 * (./verify-banner.tsx). The server decides the standing; this only reads it.
 */
export function verificationDue(standing: MemberStanding): { email: boolean; mobile: boolean } {
  return { email: !standing.emailVerified, mobile: standing.mobileVerificationRequired && !standing.mobileVerified };
}
