/**
 * The moderation vocabulary shared by the member app, the back-office and the server
 * (docs/decisions/0009-member-model.md). Codes are stored and sent; each side translates them.
 */

/** Why a member reports a profile. */
export const REPORT_REASONS = ['FAKE_PROFILE', 'ASKS_FOR_MONEY', 'ALREADY_MARRIED', 'ABUSIVE', 'INAPPROPRIATE_PHOTO', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What an administrator decided about a reported profile. */
export const REPORT_RESOLUTIONS = ['DISMISSED', 'SUSPENDED', 'DELETED'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** Why a profile was rejected; OTHER comes with the administrator's words. */
export const REJECTION_REASONS = [
  'PHOTO_UNCLEAR',
  'PHOTO_NOT_MEMBER',
  'DOCUMENT_UNREADABLE',
  'DOCUMENT_MISMATCH',
  'DETAILS_INCOMPLETE',
  'DUPLICATE_ACCOUNT',
  'OTHER',
  /** SPEC's reject call, which carries no reason. */
  'NO_REASON_GIVEN',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** What an administrator may choose when rejecting: every reason but SPEC's reasonless one. */
export const REJECTION_CHOICES = [
  'PHOTO_UNCLEAR',
  'PHOTO_NOT_MEMBER',
  'DOCUMENT_UNREADABLE',
  'DOCUMENT_MISMATCH',
  'DETAILS_INCOMPLETE',
  'DUPLICATE_ACCOUNT',
  'OTHER',
] as const satisfies readonly RejectionReason[];

/** Rejections that are about the identity document: they count as a decision on it (its file then goes). */
export const DOCUMENT_REJECTION_REASONS: readonly RejectionReason[] = ['DOCUMENT_UNREADABLE', 'DOCUMENT_MISMATCH'];

/** Why a new photo from an approved member is turned down. */
export const PHOTO_REJECTION_REASONS = ['PHOTO_UNCLEAR', 'PHOTO_NOT_MEMBER', 'OTHER'] as const satisfies readonly RejectionReason[];

/** The identity documents a member may upload (an Aadhaar only masked, as UIDAI recommends). */
export const DOCUMENT_TYPES = ['AADHAAR_MASKED', 'PAN', 'VOTER_ID', 'PASSPORT', 'DRIVING_LICENCE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Everything an administrator does is one of these in the activity log. */
export const AUDIT_ACTIONS = [
  'SIGN_IN',
  'APPROVE',
  'REJECT',
  'VERIFY_IDENTITY',
  'REJECT_DOCUMENT',
  'SUSPEND',
  'UNSUSPEND',
  'DELETE',
  'DISMISS_REPORTS',
  'DISMISS_DUPLICATE',
  'APPROVE_PHOTO',
  'REJECT_PHOTO',
  'RECORD_PAYMENT',
  'UPDATE_GRIEVANCE',
  'ENROL_TWO_STEP',
  'RESET_TWO_STEP',
  /** Not an action of the admin's: their second step locked after wrong codes, from this address. */
  'SECOND_STEP_LOCKED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
