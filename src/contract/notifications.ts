import { z } from 'zod';
import { ok } from './envelope.js';

/**
 * What a member is told about, in the app (the bell) and by mail in their language. Each kind's
 * mail can be turned off in the settings, except the ones a member must receive.
 */
export const NOTIFICATION_KINDS = [
  'INTEREST_RECEIVED',
  'INTEREST_ACCEPTED',
  'PROFILE_APPROVED',
  'PROFILE_REJECTED',
  /** An approved member changed a reviewed detail: the profile waits for review again. */
  'PROFILE_IN_REVIEW',
  'PROFILE_SUSPENDED',
  'REPORT_REVIEWED',
  'PHOTO_APPROVED',
  'PHOTO_REJECTED',
  'IDENTITY_VERIFIED',
  'PAYMENT_RECEIVED',
  'RENEWAL_DUE',
  /** Profiles new to one of the member's saved searches (docs/decisions/0040-saved-searches.md). */
  'SAVED_SEARCH_ALERT',
  /**
   * A member the reader has an accepted interest with was reported for asking for money: the
   * safety advice, naming no reporter (docs/decisions/0047-scam-warnings-and-marked-photos.md).
   */
  'SCAM_WARNING',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds told in the app only: no mail goes, so the settings offer no switch for them. */
export const IN_APP_ONLY_KINDS: readonly NotificationKind[] = ['SCAM_WARNING'];

/** Mails about the account itself and about money always go: a member cannot turn these off. */
export const REQUIRED_MAIL_KINDS: readonly NotificationKind[] = ['PROFILE_SUSPENDED', 'PAYMENT_RECEIVED'];

export function mailKindSwitchable(kind: NotificationKind): boolean {
  return !REQUIRED_MAIL_KINDS.includes(kind);
}

/** Notifications in one page of the bell's list. */
export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * One notification as the bell shows it. `data` holds the kind's values (a member's name, a
 * reason code): never contact details.
 */
const notificationItem = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const notificationListResponse = ok(
  z.object({ items: z.array(notificationItem), page: z.number(), hasMore: z.boolean(), unread: z.number() }),
);
export type NotificationList = z.infer<typeof notificationListResponse>['data'];

/** Marks the named notifications read, or all of them when none are named. */
export const markReadBody = z
  .strictObject({
    ids: z
      .array(z.string().uuid())
      .max(NOTIFICATION_PAGE_SIZE * 5)
      .optional(),
  })
  .nullish();
export const markReadResponse = ok(z.object({ unread: z.number() }));

/** What the header shows beside its links: interests not yet seen, notifications not yet read. */
export const activityCountsResponse = ok(z.object({ newInterests: z.number(), unreadNotifications: z.number() }));
export type ActivityCounts = z.infer<typeof activityCountsResponse>['data'];
