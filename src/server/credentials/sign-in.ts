import type { DbOrTx } from '../db/client.js';
import type { ClientInfo } from '../http/client-info.js';
import { tooMany, unauthorized } from '../http/errors.js';
import { createSession } from '../sessions/service.js';
import type { TokenKind } from '../sessions/tokens.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';
import { backOffUntil, clearFailures, recordFailure } from './sign-in-failures.js';

/** Told once when an account starts backing off, with the pause in minutes. */
export type BackOffNotice = (minutes: number) => Promise<void>;

/**
 * Checks the password of the account found by mobile number (undefined when there is none) and
 * opens a session of `kind`. A missing account costs the same time as a wrong password (SPEC's
 * one message for both reveals neither). An account that took too many wrong passwords, from
 * wherever, answers 429 without its password being checked until the back-off ends.
 */
export async function signIn(
  db: DbOrTx,
  kind: TokenKind,
  account: { id: string; passwordHash: string } | undefined,
  password: string,
  onBackOff?: BackOffNotice,
  client?: ClientInfo,
  session?: { awaitingSecondFactor?: boolean },
): Promise<string> {
  if (!account) {
    await burnPasswordCheck(password);
    throw unauthorized('WRONG_CREDENTIALS');
  }
  const now = new Date();
  if (await backOffUntil(db, kind, account.id, now)) throw tooMany('ACCOUNT_LOCKED');
  if (!(await verifyPassword(account.passwordHash, password))) {
    const { backOffStarted } = await recordFailure(db, kind, account.id, now);
    if (backOffStarted && onBackOff) {
      const until = await backOffUntil(db, kind, account.id, now);
      await onBackOff(Math.max(1, Math.round(((until?.getTime() ?? now.getTime()) - now.getTime()) / 60_000)));
    }
    throw unauthorized('WRONG_CREDENTIALS');
  }
  await clearFailures(db, kind, account.id);
  return createSession(db, kind, account.id, client, session);
}
