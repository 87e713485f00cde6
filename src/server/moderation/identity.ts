import { recordAdminAction, type AdminActor } from '../audit/record.js';
import type { Db, DbOrTx } from '../db/client.js';
import { conflict, notFound } from '../http/errors.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { findUserById } from '../users/repository.js';
import { decideDocument } from './repository.js';

/**
 * An administrator checked the member's identity document against the profile: the member gets
 * the verified badge (separate from approval), the decision is recorded, and the document's file
 * is deleted after ID_DOCUMENT_RETENTION_DAYS by the sweep. Only a document nobody decided on yet
 * can be verified.
 */
export async function verifyIdentity(deps: NotifyDeps & { db: Db }, actor: AdminActor, userId: string): Promise<void> {
  const member = await findUserById(deps.db, userId);
  if (!member) throw notFound('USER_NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const verified = await decideDocument(tx, member.id, 'VERIFIED', actor.adminId);
    if (!verified) throw conflict('NO_DOCUMENT_TO_REVIEW');
    await recordAdminAction(tx, actor, {
      action: 'VERIFY_IDENTITY',
      target: { id: member.id, label: member.fullName ?? member.mobileNumber },
      detail: { documentType: verified.documentType },
    });
  });
  await notify(deps, member.id, 'IDENTITY_VERIFIED');
}

/**
 * Turns the member's undecided identity document down, inside the caller's transaction (a profile
 * rejected for its document); answers the document, or undefined when none waited. Its file then
 * goes with the sweep, like a verified one's.
 */
export function rejectDocument(tx: DbOrTx, memberId: string, adminId: string) {
  return decideDocument(tx, memberId, 'REJECTED', adminId);
}
