/**
 * What a member is told about, in the app (the bell) and by mail in their language. Each kind's
 * mail can be turned off in the settings, except the ones a member must receive.
 */
export const NOTIFICATION_KINDS = [
  'INTEREST_RECEIVED',
  'INTEREST_ACCEPTED',
  'PROFILE_APPROVED',
  'PROFILE_REJECTED',
  'PROFILE_SUSPENDED',
  'REPORT_REVIEWED',
  'PHOTO_APPROVED',
  'PHOTO_REJECTED',
  'IDENTITY_VERIFIED',
  'PAYMENT_RECEIVED',
  'RENEWAL_DUE',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Mails about the account itself and about money always go: a member cannot turn these off. */
export const REQUIRED_MAIL_KINDS: readonly NotificationKind[] = ['PROFILE_SUSPENDED', 'PAYMENT_RECEIVED'];

export function mailKindSwitchable(kind: NotificationKind): boolean {
  return !REQUIRED_MAIL_KINDS.includes(kind);
}
