import { describe, expect, it } from 'vitest';
import { userRecord } from '../../contract/users.js';
import { userDetails } from '../../../tests/support/factories.js';
import { userDetails as profileSchema } from '../../contract/profile.js';
import type { UserRow } from './repository.js';
import { contactShownTo, presentUser } from './present.js';

const stored = profileSchema.parse(
  userDetails({}, { familyDetails: { brotherName: 'Amit Phule', brotherMobileNumber: '9822000003', sisterMobileNumber: '' } }),
);

const row: UserRow = {
  id: '5b0a4c52-2f0e-4b7b-9d39-0c8f7d1f6a11',
  email: 'sunita@example.com',
  mobileNumber: '9822000000',
  passwordHash: '$argon2id$secret',
  status: 'ACTIVE',
  gender: 'Female',
  fullName: 'Sunita Ramesh Phule',
  dateOfBirth: '1996-05-14',
  income: 450000,
  city: 'Pune',
  caste: 'Hindu Mali',
  subCaste: 'Phul Mali',
  userDetails: stored,
  photoDetails: { profilePhoto: '/api/files/photos/a.jpg', adharCard: '/api/files/documents/b.pdf' },
  subscriptionUntil: null,
  language: 'en',
  rejectionReason: null,
  rejectionNote: null,
  suspendedAt: null,
  suspensionNote: null,
  suspensionReason: null,
  reviewRequestedAt: null,
  reportHiddenAt: null,
  pendingPhoto: null,
  documentType: null,
  documentDecision: null,
  documentDecidedAt: null,
  documentDecidedBy: null,
  documentDeletedAt: null,
  identityVerifiedAt: null,
  pausedAt: null,
  contactVisibility: 'INTEREST',
  photoVisibility: 'MEMBERS',
  mailPreferences: {},
  emailVerifiedAt: null,
  mobileVerifiedAt: null,
  consentVersion: null,
  safetyNoticeSeenAt: null,
  renewalRemindedFor: null,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-01-02T03:04:05Z'),
};

/** The presenter is where privacy is decided; routes only say who is looking. */
describe('presentUser', () => {
  it('shows an approved viewer every contact field, and says nothing is hidden', () => {
    const record = presentUser(row, { withDocument: false, ...contactShownTo({ status: 'ACTIVE' }) });
    expect(record).toMatchObject({ email: row.email, mobileNumber: row.mobileNumber });
    expect(record.userDetails?.familyDetails).toMatchObject({ motherMobileNumber: '9822012345', brotherMobileNumber: '9822000003' });
    expect(record.hidden).toBeUndefined();
    expect(record.photoDetails).toEqual({ profilePhoto: '/api/files/photos/a.jpg' });
    expect(userRecord.safeParse(record).success).toBe(true);
  });

  it.each([
    ['PENDING', 'PENDING_APPROVAL'],
    ['REJECT', 'REJECTED'],
  ] as const)('withholds every contact field from a %s viewer and says why (%s)', (status, reason) => {
    const record = presentUser(row, { withDocument: false, ...contactShownTo({ status }) });
    expect(record.hidden).toEqual({ contact: reason });
    expect(record).not.toHaveProperty('email');
    expect(record).not.toHaveProperty('mobileNumber');
    const family = record.userDetails?.familyDetails ?? {};
    for (const key of ['motherMobileNumber', 'fatherMobileNumber', 'brotherMobileNumber', 'sisterMobileNumber']) {
      expect(family).not.toHaveProperty(key);
    }
    // What is not contact stays.
    expect(family).toMatchObject({ motherName: 'Shobha Phule', brotherName: 'Amit Phule' });
    expect(JSON.stringify(record)).not.toMatch(/98220\d{5}|sunita@example/);
    expect(userRecord.safeParse(record).success).toBe(true);
  });

  it('shows owners and admins everything, the document included', () => {
    const record = presentUser(row, { withDocument: true, withContact: true });
    expect(record.hidden).toBeUndefined();
    expect(record.photoDetails?.adharCard).toBe('/api/files/documents/b.pdf');
    expect(record.email).toBe(row.email);
    expect(JSON.stringify(record)).not.toContain('argon2');
  });
});
