import type { FastifyBaseLogger } from 'fastify';
import { mailKindSwitchable, type NotificationKind } from '../../contract/notifications.js';
import type { DbOrTx } from '../db/client.js';
import { faultSummary } from '../http/error-handler.js';
import { localizedMessage, type Mailer } from '../mail/mailer.js';
import { NOTIFICATION_MAILS, type NotificationMailValues } from './mails.js';
import { findRecipient, insertNotification } from './repository.js';

export interface NotifyDeps {
  db: DbOrTx;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Whether the member wants this kind by mail; the ones they must receive always go. */
export function wantsMail(preferences: unknown, kind: NotificationKind): boolean {
  if (!mailKindSwitchable(kind)) return true;
  return (preferences as Record<string, unknown> | null)?.[kind] !== false;
}

/**
 * Tells a member what happened: a row for the bell, then a mail in their language unless they
 * turned that kind off. Call it once the change it reports is committed (a mail cannot be taken
 * back when a transaction rolls back); the mail never makes the caller wait or fail.
 */
export async function notify(deps: NotifyDeps, userId: string, kind: NotificationKind, data: NotificationMailValues = {}): Promise<void> {
  await insertNotification(deps.db, userId, kind, data);
  const texts = NOTIFICATION_MAILS[kind];
  if (!texts) return;
  const recipient = await findRecipient(deps.db, userId);
  if (!recipient || !wantsMail(recipient.mailPreferences, kind)) return;
  deps.mailer.send(localizedMessage(texts, recipient.email, recipient.language, data)).catch((error: unknown) => {
    deps.log.warn({ ...faultSummary(error), kind }, 'could not send a notification mail');
  });
}
