import type { DbOrTx } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { findPasswordHash } from '../users/repository.js';
import { accountGone } from '../users/require-user.js';
import { verifyPassword } from './passwords.js';

/**
 * A call that must be proven by the member's current password (changing it, changing the email
 * address): a 400 WRONG_PASSWORD unless `password` is it, a 401 ACCOUNT_GONE when the account has
 * gone. The only read of the hash besides sign-in's.
 */
export async function proveCurrentPassword(db: DbOrTx, userId: string, password: string): Promise<void> {
  const hash = await findPasswordHash(db, userId);
  if (hash === undefined) throw accountGone();
  if (!(await verifyPassword(hash, password))) throw badRequest('WRONG_PASSWORD');
}
