import { NOTIFICATION_KINDS, type NotificationKind } from '../../contract/notifications.js';
import { UNSUBSCRIBE_ALL } from '../../contract/privacy.js';
import type { DbOrTx } from '../db/client.js';
import { signLinkToken, verifyLinkToken } from '../security/signed-tokens.js';
import { DAY_MS } from '../../contract/dates.js';

/** How long an unsubscribe link in a mail keeps working: long enough for an old mail in the inbox. */
const UNSUBSCRIBE_LINK_DAYS = 90;

/** Which mails a link stops: one kind, or every kind the member may turn off. */
type UnsubscribeTarget = NotificationKind | typeof UNSUBSCRIBE_ALL;

const TARGETS: readonly string[] = [...NOTIFICATION_KINDS, UNSUBSCRIBE_ALL];

/** A signed, expiring code for a one-click link that needs no sign-in. */
export function unsubscribeCode(db: DbOrTx, userId: string, target: UnsubscribeTarget): Promise<string> {
  return signLinkToken(db, 'unsubscribe', `${userId}:${target}`, UNSUBSCRIBE_LINK_DAYS * DAY_MS);
}

/** The member and the mails a genuine, unexpired code names; null for a forged, altered or expired one. */
export async function readUnsubscribeCode(db: DbOrTx, code: string): Promise<{ userId: string; target: UnsubscribeTarget } | null> {
  const subject = await verifyLinkToken(db, 'unsubscribe', code);
  const match = subject ? /^([0-9a-f-]{36}):([A-Z_]+)$/.exec(subject) : null;
  if (!match || !TARGETS.includes(match[2]!)) return null;
  return { userId: match[1]!, target: match[2] as UnsubscribeTarget };
}

/**
 * The two addresses of one code: the page a person opens from the mail's text (it asks the
 * server, shows what stopped and offers to undo it), and the address mail programs post to
 * for their own unsubscribe button (RFC 8058 one-click, in the List-Unsubscribe header).
 */
export function unsubscribeUrls(siteUrl: string, code: string): { page: string; oneClick: string } {
  const query = `code=${encodeURIComponent(code)}`;
  return { page: `${siteUrl}/unsubscribe?${query}`, oneClick: `${siteUrl}/api/mail/unsubscribe?${query}` };
}
