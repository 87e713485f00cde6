import type { BlockedMember } from '../../contract/privacy.js';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../http/errors.js';
import { withdrawBetween } from '../interests/repository.js';
import { deleteNotificationsBetween } from '../notifications/repository.js';
import { findUserById } from '../users/repository.js';
import * as repository from './repository.js';

/**
 * Blocks a member: from now on neither is shown to the other anywhere (shownTo) and neither can
 * reach the other. What joined them ends with it: interests either way are withdrawn, so an
 * unblock later opens no contact details by itself, and each one's favourite of the other and
 * the bell's notices about the other go.
 */
export async function blockMember(db: Db, blockerId: string, blockedId: string): Promise<void> {
  if (blockerId === blockedId) throw badRequest('OWN_BLOCK');
  if (!(await findUserById(db, blockedId))) throw notFound('PROFILE_NOT_FOUND');
  await db.transaction(async (tx) => {
    await repository.insertBlock(tx, blockerId, blockedId);
    await withdrawBetween(tx, blockerId, blockedId);
    await repository.deleteFavouritesBetween(tx, blockerId, blockedId);
    await deleteNotificationsBetween(tx, blockerId, blockedId);
  });
}

export async function unblockMember(db: Db, blockerId: string, blockedId: string): Promise<void> {
  if (!(await repository.deleteBlock(db, blockerId, blockedId))) throw notFound('PROFILE_NOT_FOUND');
}

export async function blockedBy(db: Db, blockerId: string): Promise<BlockedMember[]> {
  const rows = await repository.listBlocked(db, blockerId);
  return rows.map((row) => ({ userId: row.userId, name: row.fullName ?? '', blockedAt: row.createdAt.toISOString() }));
}
