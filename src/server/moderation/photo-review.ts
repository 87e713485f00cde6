import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { photoDecisionBody } from '../../contract/admin-review.js';
import { ADMIN_PAGE_SIZE } from '../../contract/limits.js';
import { recordAdminAction, type AdminActor } from '../audit/record.js';
import type { Db } from '../db/client.js';
import { conflict, notFound } from '../http/errors.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import type { FileStore } from '../storage/file-store.js';
import { discardUpload } from '../uploads/service.js';
import { pendingPhotoOf } from '../users/pending-photo.js';
import { findUserForUpdate, type UserRow } from '../users/repository.js';
import { acceptPendingPhoto, dropPendingPhoto, listPhotoChanges } from './repository.js';

type Decision = z.output<typeof photoDecisionBody>;

/** New photos from approved members waiting for review, oldest first, ten a page from page 0. */
export async function photoChanges(db: Db, page: number): Promise<{ rows: UserRow[]; hasMore: boolean }> {
  const rows = await listPhotoChanges(db, page * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE + 1);
  return { rows: rows.slice(0, ADMIN_PAGE_SIZE), hasMore: rows.length > ADMIN_PAGE_SIZE };
}

/**
 * Decides on an approved member's new photo. Approved, it replaces the one listings showed and
 * the old file goes; rejected, it goes and the approved photo stays. The member is told either way.
 */
export async function decidePhoto(
  deps: NotifyDeps & { db: Db; log: FastifyBaseLogger },
  files: FileStore,
  actor: AdminActor,
  decision: Decision,
): Promise<void> {
  const outcome = await deps.db.transaction(async (tx) => {
    const member = await findUserForUpdate(tx, decision.userId);
    if (!member) throw notFound('USER_NOT_FOUND');
    const pending = pendingPhotoOf(member);
    if (!pending) throw conflict('NO_PHOTO_CHANGE');
    const previous = member.photoDetails?.profilePhoto;
    if (decision.decision === 'APPROVE') await acceptPendingPhoto(tx, member.id, pending);
    else await dropPendingPhoto(tx, member.id);
    await recordAdminAction(tx, actor, {
      action: decision.decision === 'APPROVE' ? 'APPROVE_PHOTO' : 'REJECT_PHOTO',
      target: { id: member.id, label: member.fullName ?? member.mobileNumber },
      ...(decision.decision === 'REJECT' ? { reason: decision.reason, detail: { note: decision.note ?? null } } : {}),
    });
    return { memberId: member.id, unused: decision.decision === 'APPROVE' ? previous : pending.profilePhoto };
  });
  if (outcome.unused) await discardUpload(deps.db, files, outcome.memberId, outcome.unused, deps.log);
  if (decision.decision === 'APPROVE') await notify(deps, outcome.memberId, 'PHOTO_APPROVED');
  else await notify(deps, outcome.memberId, 'PHOTO_REJECTED', { reason: decision.reason, note: decision.note ?? null });
}
