import type { DbOrTx } from '../db/client.js';
import { AppError, unauthorized } from '../http/errors.js';
import { findUserById, findUserForUpdate, type UserRow } from './repository.js';

/**
 * The caller's own account has vanished under a live session (deleted in another tab, or by an
 * admin, while this call was on its way): the session means nothing now, so it is a 401 like an
 * ended session, never a 404. A 404 is only for a member someone else names
 * (docs/decisions/0011-account-gone.md).
 */
export function accountGone(): AppError {
  return unauthorized('ACCOUNT_GONE');
}

/** A member's row held in a transaction (`findUserForUpdate`), with `alongside`'s when given. */
export interface Held {
  alongside?: string;
}

/**
 * The signed-in member's own row, or a 401 ACCOUNT_GONE; `held`, in a transaction: held until it
 * ends, so the member's checks and writes in it cannot interleave with another call's.
 */
export async function requireUser(db: DbOrTx, userId: string, held?: Held): Promise<UserRow> {
  const user = held ? await findUserForUpdate(db, userId, held.alongside) : await findUserById(db, userId);
  if (!user) throw accountGone();
  return user;
}
