import type { Db } from '../db/client.js';
import { conflict, unauthorized } from '../http/errors.js';
import { findUserById } from '../users/repository.js';
import { resubmit } from './repository.js';

/**
 * A rejected member who fixed their profile, photo or document sends it for review again: back
 * to PENDING, waiting from now. The last rejection stays on record for the administrator.
 */
export async function resubmitProfile(db: Db, userId: string): Promise<void> {
  if (await resubmit(db, userId)) return;
  if (!(await findUserById(db, userId))) throw unauthorized('ACCOUNT_GONE');
  throw conflict('NOT_REJECTED');
}
