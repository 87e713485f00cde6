import type { FastifyBaseLogger } from 'fastify';
import { IN_APP_ONLY_KINDS, mailKindSwitchable, NOTIFICATION_KINDS, type NotificationKind } from '../../contract/notifications.js';
import type { MemberSettings, PrivacySettingsBody } from '../../contract/privacy.js';
import type { DbOrTx } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { wantsMail } from '../notifications/notify.js';
import { setMailPreferences } from '../notifications/service.js';
import { accountGone, requireUser } from '../users/require-user.js';
import type { FileStore } from '../storage/file-store.js';
import { blurMissingPhotos } from '../uploads/blurred-copies.js';
import type { UserRow } from '../users/repository.js';
import { leavesUnchanged } from '../users/unchanged.js';
import * as repository from './repository.js';

/** The member's choices as the settings page shows them. */
export function settingsOf(row: UserRow): MemberSettings {
  return {
    contactVisibility: row.contactVisibility,
    photoVisibility: row.photoVisibility,
    paused: row.pausedAt !== null,
    recordVisits: row.recordVisits,
    mail: NOTIFICATION_KINDS.filter((kind) => !IN_APP_ONLY_KINDS.includes(kind)).map((kind) => ({
      kind,
      enabled: wantsMail(row.mailPreferences, kind),
      switchable: mailKindSwitchable(kind),
    })),
    blurredPhoto: row.photoDetails?.blurred ?? null,
  };
}

export async function readSettings(db: DbOrTx, userId: string): Promise<MemberSettings> {
  return settingsOf(await requireUser(db, userId));
}

/**
 * Who sees the member's contact details and photo. Making the photo private makes sure its
 * blurred copy exists first, so nobody is shown the photo for want of one. Here, as for pausing
 * and mail choices, a choice already in force writes nothing (users/unchanged.ts).
 */
export async function choosePrivacy(
  deps: { db: DbOrTx; files: FileStore; log: FastifyBaseLogger },
  userId: string,
  choice: PrivacySettingsBody,
): Promise<MemberSettings> {
  if (choice.photoVisibility === 'INTEREST') await blurMissingPhotos(deps.db, deps.files, deps.log, { limit: 1, userId });
  const current = await requireUser(deps.db, userId);
  if (leavesUnchanged(current, choice)) return settingsOf(current);
  const row = await repository.setVisibility(deps.db, userId, choice);
  if (!row) throw accountGone();
  return settingsOf(row);
}

export async function choosePaused(db: DbOrTx, userId: string, paused: boolean): Promise<MemberSettings> {
  const current = await requireUser(db, userId);
  if ((current.pausedAt !== null) === paused) return settingsOf(current);
  const row = await repository.setPaused(db, userId, paused);
  if (!row) throw accountGone();
  return settingsOf(row);
}

export async function chooseMail(db: DbOrTx, userId: string, kind: NotificationKind, enabled: boolean): Promise<MemberSettings> {
  if (!enabled && !mailKindSwitchable(kind)) throw badRequest('MAIL_ALWAYS_SENT');
  const current = await requireUser(db, userId);
  if (wantsMail(current.mailPreferences, kind) === enabled) return settingsOf(current);
  if (!(await setMailPreferences(db, userId, { [kind]: enabled }))) throw accountGone();
  return readSettings(db, userId);
}
