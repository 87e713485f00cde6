import type { FastifyBaseLogger } from 'fastify';
import { mailKindSwitchable, type NotificationKind } from '../../contract/notifications.js';
import { UNSUBSCRIBE_ALL } from '../../contract/privacy.js';
import { publicUrl, type Config } from '../config.js';
import type { Database, DbOrTx } from '../db/client.js';
import { faultSummary } from '../http/error-handler.js';
import { localizedMessage, type Mailer, type Message } from '../mail/mailer.js';
import { MAIL_FOOTERS, NOTIFICATION_MAILS, type NotificationMailValues } from './mails.js';
import { insertNotification, insertNotificationFindingRecipient, type Recipient } from './repository.js';
import { unsubscribeCode, unsubscribeUrls } from './unsubscribe-links.js';

export interface NotifyDeps {
  db: DbOrTx;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The address members open the site at (`publicUrl(config)`), for the mail's links. */
  siteUrl: string;
}

/** What `notify` needs, from the app's parts and the request being answered (its log). */
export function notifyDeps(
  app: { database: Database; mailer: Mailer; config: Pick<Config, 'PUBLIC_URL' | 'PORT'> },
  log: FastifyBaseLogger,
): NotifyDeps {
  return { db: app.database.db, mailer: app.mailer, log, siteUrl: publicUrl(app.config) };
}

/** Whether the member wants this kind by mail; the ones they must receive always go. */
export function wantsMail(preferences: unknown, kind: NotificationKind): boolean {
  if (!mailKindSwitchable(kind)) return true;
  return (preferences as Record<string, unknown> | null)?.[kind] !== false;
}

/**
 * A notification mail in the member's language, ending with a one-click unsubscribe link and
 * carrying the same link as List-Unsubscribe (with List-Unsubscribe-Post, so mail programs can
 * offer their own button). A kind the member cannot turn off links to stopping every other kind.
 */
async function notificationMail(
  deps: NotifyDeps,
  recipient: Recipient,
  userId: string,
  kind: NotificationKind,
  data: NotificationMailValues,
): Promise<Message | null> {
  const texts = NOTIFICATION_MAILS[kind];
  if (!texts) return null;
  const switchable = mailKindSwitchable(kind);
  const code = await unsubscribeCode(deps.db, userId, switchable ? kind : UNSUBSCRIBE_ALL);
  const links = unsubscribeUrls(deps.siteUrl, code);
  const message = localizedMessage(texts, recipient.email, recipient.language, { ...data, siteUrl: deps.siteUrl });
  const footer = MAIL_FOOTERS[recipient.language][switchable ? 'switchable' : 'required']({
    kind,
    unsubscribeUrl: links.page,
    siteUrl: deps.siteUrl,
  });
  return {
    ...message,
    text: [message.text, ...footer].join('\n'),
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Tells a member what happened: a row for the bell, then a mail in their language unless they
 * turned that kind off. Call it once the change it reports is committed (a mail cannot be taken
 * back when a transaction rolls back); the mail never makes the caller fail, nor wait unless it
 * asks to (`mail.wait`: background work that sends many, one after another, rather than opening a
 * connection for each at once). `mail.values`: what the mail reads that the bell's row does not
 * keep (a saved search's profiles).
 */
export async function notify(
  deps: NotifyDeps,
  userId: string,
  kind: NotificationKind,
  data: NotificationMailValues = {},
  mail: { values?: NotificationMailValues; wait?: boolean } = {},
): Promise<void> {
  // The row and the recipient's mail settings in one statement, when the kind has a mail.
  const recipient = NOTIFICATION_MAILS[kind]
    ? await insertNotificationFindingRecipient(deps.db, userId, kind, data)
    : await insertNotification(deps.db, userId, kind, data);
  if (!recipient || !wantsMail(recipient.mailPreferences, kind)) return;
  try {
    const message = await notificationMail(deps, recipient, userId, kind, { ...data, ...mail.values });
    if (!message) return;
    const sending = deps.mailer.send(message).catch((error: unknown) => {
      deps.log.warn({ ...faultSummary(error), kind }, 'could not send a notification mail');
    });
    if (mail.wait) await sending;
  } catch (error) {
    deps.log.warn({ ...faultSummary(error), kind }, 'could not prepare a notification mail');
  }
}
