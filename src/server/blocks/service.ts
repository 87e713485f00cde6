import type { BlockedMember } from '../../contract/privacy.js';
import type { Db } from '../db/client.js';
import { FOREIGN_KEY_VIOLATION, hasPgCode } from '../db/errors.js';
import { isUuid } from '../db/uuid.js';
import { badRequest, notFound } from '../http/errors.js';
import { withdrawBetween } from '../interests/service.js';
import { deleteNotificationsBetween } from '../notifications/service.js';
import type { ViewerRules } from '../profiles/viewer-access.js';
import { requireUser } from '../users/require-user.js';
import * as repository from './repository.js';
import { shownMember } from './shown.js';

/**
 * Blocks a member the product has shown the blocker (shown.ts); any other id is answered as an
 * unknown one. From now on neither is shown to the other anywhere (shownTo) and neither can
 * reach the other. What joined them ends with it: interests either way are withdrawn, so an
 * unblock later opens no contact details by itself, and each one's favourite of the other and
 * the bell's notices about the other go. The block keeps the name the blocker was shown, so the
 * block list tells nothing the blocker was not told. Blocking again changes nothing.
 */
export async function blockMember(db: Db, rules: ViewerRules, blockerId: string, blockedId: string): Promise<void> {
  if (blockerId === blockedId) throw badRequest('OWN_BLOCK');
  const blocker = await requireUser(db, blockerId);
  const shown = await shownMember(db, rules, blocker, blockedId);
  if (!shown) {
    // The same block made a moment ago by a second tap: its commit hid the other member between
    // this call's reads, so they no longer look shown. Answered like any block made again.
    if (isUuid(blockedId) && (await repository.blockExists(db, blockerId, blockedId))) return;
    throw notFound('PROFILE_NOT_FOUND');
  }
  // Already blocked: what the block ended stays ended, so nothing is written (every write to
  // blocks or interests drops the session copies on every server).
  if (await repository.blockExists(db, blockerId, shown.id)) return;
  try {
    await db.transaction(async (tx) => {
      await repository.insertBlock(tx, blockerId, shown.id, shown.name);
      await withdrawBetween(tx, blockerId, shown.id);
      await repository.deleteFavouritesBetween(tx, blockerId, shown.id);
      await deleteNotificationsBetween(tx, blockerId, shown.id);
    });
  } catch (error) {
    // The member deleted their account a moment ago: as unknown as any other id.
    if (hasPgCode(error, FOREIGN_KEY_VIOLATION)) throw notFound('PROFILE_NOT_FOUND');
    throw error;
  }
}

/** Lifts the member's own block; an id they have not blocked is answered as an unknown one. */
export async function unblockMember(db: Db, blockerId: string, blockedId: string): Promise<void> {
  // Looked up first: even a delete that finds nothing is announced as a write to blocks.
  if (!(await repository.blockExists(db, blockerId, blockedId))) throw notFound('PROFILE_NOT_FOUND');
  if (!(await repository.deleteBlock(db, blockerId, blockedId))) throw notFound('PROFILE_NOT_FOUND');
}

export async function blockedBy(db: Db, blockerId: string): Promise<BlockedMember[]> {
  const rows = await repository.listBlocked(db, blockerId);
  return rows.map((row) => ({ userId: row.userId, name: row.shownName ?? '', blockedAt: row.createdAt.toISOString() }));
}
