import type { DbOrTx } from '../db/client.js';
import { unauthorized } from '../http/errors.js';
import { createSession } from '../sessions/service.js';
import type { TokenKind } from '../sessions/tokens.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';

/** SPEC's wording; the same for an unknown number and a wrong password, so neither is revealed. */

/**
 * Checks the password of the account found by mobile number (undefined when there is none) and
 * opens a session of `kind`. A missing account costs the same time as a wrong password.
 */
export async function signIn(
  db: DbOrTx,
  kind: TokenKind,
  account: { id: string; passwordHash: string } | undefined,
  password: string,
): Promise<string> {
  if (!account) {
    await burnPasswordCheck(password);
    throw unauthorized('WRONG_CREDENTIALS');
  }
  if (!(await verifyPassword(account.passwordHash, password))) throw unauthorized('WRONG_CREDENTIALS');
  return createSession(db, kind, account.id);
}
