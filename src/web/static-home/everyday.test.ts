import { describe, expect, it } from 'vitest';
import type { MemberStanding } from '../../contract/standing.js';
import type { UserInfo } from '../member/api/user-info.js';
import { everydayMember } from './everyday.js';

const everyday: MemberStanding = {
  status: 'ACTIVE',
  rejection: null,
  suspension: null,
  paused: false,
  identityVerified: true,
  photoUnderReview: false,
  emailVerified: true,
  mobileVerified: false,
  mobileVerificationRequired: false,
  emailVerificationDeadline: null,
  safetyNoticeSeen: true,
  consent: { required: false, policyVersion: '1' },
  subscription: { required: false, until: null, active: true, renewalDue: false },
};

function member(standing: Partial<MemberStanding>): UserInfo {
  return {
    userDetails: {},
    photoDetails: { profilePhoto: '/p.webp' },
    standing: { ...everyday, ...standing },
  } as unknown as UserInfo;
}

describe('the home the static first view draws', () => {
  it('is the everyday member’s', () => {
    expect(everydayMember(member({}))).toBe(true);
    expect(everydayMember(undefined)).toBe(false);
  });

  it('leaves to the app a member with anything to be told or asked, as the app’s own rules say', () => {
    for (const standing of [
      { emailVerified: false },
      { mobileVerificationRequired: true, mobileVerified: false },
      { consent: { required: true, policyVersion: '2' } },
      { safetyNoticeSeen: false },
      { paused: true },
      { photoUnderReview: true },
      { subscription: { required: true, until: null, active: false, renewalDue: false } },
      { subscription: { required: true, until: '2027-01-01', active: true, renewalDue: true } },
    ] satisfies Partial<MemberStanding>[]) {
      expect(everydayMember(member(standing)), JSON.stringify(standing)).toBe(false);
    }
    expect(everydayMember(member({ mobileVerificationRequired: true, mobileVerified: true }))).toBe(true);
    expect(everydayMember({ ...member({}), photoDetails: null })).toBe(false);
  });
});
