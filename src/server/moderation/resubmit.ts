import type { Db } from '../db/client.js';
import { conflict, unauthorized } from '../http/errors.js';
import { findUserById } from '../users/repository.js';
import { resubmit } from './repository.js';

/**
 * A rejected member who fixed their profile, photo or document sends it for review again: back
 * to PENDING, waiting from now. The last rejection stays on record for the administrator.
 */
export async function resubmitProfile(db: Db, userId: string): Promise<void> {
  // Looked at first: even an update that finds no rejected row is announced to every server.
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized('ACCOUNT_GONE');
  if (user.status !== 'REJECT' || !(await resubmit(db, userId))) throw conflict('NOT_REJECTED');
}
