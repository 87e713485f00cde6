import { recordAdminAction, type AdminActor } from '../audit/record.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import type { FileStore } from '../storage/file-store.js';
import { keysOf, removeFiles } from '../uploads/service.js';
import { conflict, notFound } from '../http/errors.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { findUserById } from '../users/repository.js';
import { decideDocument, documentsDue, forgetDocument } from './repository.js';

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

/**
 * The sweep's step: the files of identity documents decided on before `before`, at most `limit`
 * members' (a document has no thumbnail and no other copy); answers how many documents went.
 */
export async function forgetReviewedDocuments(
  db: Db,
  files: FileStore,
  log: FastifyBaseLogger,
  before: Date,
  limit: number,
): Promise<number> {
  const due = await documentsDue(db, before, limit);
  let removed = 0;
  for (const member of due) {
    const rows = await db.transaction((tx) => forgetDocument(tx, member.id, member.url));
    await removeFiles(db, files, keysOf(rows), log);
    if (rows.length > 0) removed += 1;
  }
  return removed;
}
