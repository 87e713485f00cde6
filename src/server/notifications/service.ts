import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE, type NotificationKind, type NotificationList } from '../../contract/notifications.js';
import { UNSUBSCRIBE_ALL, type UnsubscribeAnswer } from '../../contract/privacy.js';
import { mailKindSwitchable } from '../../contract/notifications.js';
import type { DbOrTx } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { wantsMail } from './notify.js';
import * as repository from './repository.js';
import { readUnsubscribeCode } from './unsubscribe-links.js';

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** One page of the bell's list, newest first, with how many are unread in all. */
export async function notificationsOf(db: DbOrTx, userId: string, page: number): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    repository.listNotifications(db, userId, (page - 1) * NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE + 1),
    repository.countUnread(db, userId),
  ]);
  const items = rows.slice(0, NOTIFICATION_PAGE_SIZE).flatMap((row) =>
    // A kind this version does not know (written by a newer one) waits for the app that does.
    isKind(row.kind)
      ? [
          {
            id: row.id,
            kind: row.kind,
            data: (row.data ?? {}) as Record<string, unknown>,
            createdAt: row.createdAt.toISOString(),
            read: row.readAt !== null,
          },
        ]
      : [],
  );
  return { items, page, hasMore: rows.length > NOTIFICATION_PAGE_SIZE, unread };
}

export async function markNotificationsRead(db: DbOrTx, userId: string, ids?: string[]): Promise<number> {
  await repository.markRead(db, userId, ids);
  return repository.countUnread(db, userId);
}

/**
 * Follows a one-click unsubscribe link (or its undo): no sign-in, the signed code is the
 * authority. A forged, altered or expired code, or one for a member who is gone, changes nothing.
 */
export async function followUnsubscribeLink(db: DbOrTx, code: string, enabled: boolean): Promise<UnsubscribeAnswer> {
  const link = await readUnsubscribeCode(db, code);
  if (!link) throw badRequest('UNSUBSCRIBE_LINK_INVALID');
  const kinds = link.target === UNSUBSCRIBE_ALL ? NOTIFICATION_KINDS.filter(mailKindSwitchable) : [link.target];
  if (kinds.some((kind) => !mailKindSwitchable(kind))) throw badRequest('MAIL_ALWAYS_SENT');
  const member = await repository.findRecipient(db, link.userId);
  if (!member) throw badRequest('UNSUBSCRIBE_LINK_INVALID');
  // Followed again (mail programs and people do): what is already so is not written again.
  const changes = kinds.filter((kind) => wantsMail(member.mailPreferences, kind) !== enabled);
  if (changes.length > 0) {
    const changed = await repository.setMailPreferences(db, link.userId, Object.fromEntries(changes.map((kind) => [kind, enabled])));
    if (!changed) throw badRequest('UNSUBSCRIBE_LINK_INVALID');
  }
  return { kind: link.target, message: enabled ? 'Mails are on again' : 'Unsubscribed' };
}

/** A block clears the bell between the two, and the privacy page switches mails, through these. */
export { deleteNotificationsBetween, setMailPreferences } from './repository.js';
/** The money-scam warning tells members once per reported profile, in the app only, through this. */
export { insertNoticesOnce } from './repository.js';
