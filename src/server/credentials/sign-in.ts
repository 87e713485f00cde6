import type { DbOrTx } from '../db/client.js';
import type { ClientInfo } from '../http/client-info.js';
import { tooManyUntil, unauthorized } from '../http/errors.js';
import { createSession } from '../sessions/service.js';
import type { TokenKind } from '../security/tokens.js';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { replacePasswordHash } from './repository.js';
import { clearAddressFailures, passwordBackOff, recordPasswordFailure } from './sign-in-failures.js';

/**
 * Told, without being awaited, when the number took FAILURES_BEFORE_BACK_OFF wrong passwords today
 * (`pausedMinutes` null) and when it backs off from every address (the pause in minutes). Called
 * for unknown numbers too, so that the answer costs the same; it is for the caller to find no one
 * to tell.
 */
export type BackOffNotice = (pausedMinutes: number | null) => void;

export interface SignInAttempt {
  mobileNumber: string;
  password: string;
  client: ClientInfo;
}

/**
 * Checks the password of the account found by the mobile number (undefined when there is none)
 * and opens a session of `kind`. A number no account holds is treated as one whose password is
 * always wrong: the same answers, the same time and the same back-off, so sign-in never tells
 * who is a member. Wrong passwords back off the number from the address they came from (429
 * without the password being checked), and, past a higher daily ceiling, from every address; a
 * right password from another address still signs the owner in meanwhile.
 */
export async function signIn(
  db: DbOrTx,
  kind: TokenKind,
  /** The account the number holds, or its read still under way (made alongside the back-off's). */
  account: { id: string; passwordHash: string } | undefined | Promise<{ id: string; passwordHash: string } | undefined>,
  attempt: SignInAttempt,
  options: {
    onBackOff?: BackOffNotice;
    session?: { awaitingSecondFactor?: boolean };
    /** A write of the caller's that goes with the session (the sign-in's record), made with it. */
    alongside?: (accountId: string) => Promise<unknown>;
  } = {},
): Promise<string> {
  const { mobileNumber, password, client } = attempt;
  const now = new Date();
  const [backOff, found] = await Promise.all([passwordBackOff(db, kind, mobileNumber, client.address, now), account]);
  if (backOff.until) throw tooManyUntil('ACCOUNT_LOCKED', backOff.until, now);
  const right = found ? await verifyPassword(found.passwordHash, password) : (await burnPasswordCheck(password), false);
  if (!found || !right) {
    const failure = await recordPasswordFailure(db, kind, mobileNumber, client.address, now);
    if (failure.manyToday) options.onBackOff?.(null);
    if (failure.everywhereUntil) options.onBackOff?.(Math.max(1, Math.round((failure.everywhereUntil.getTime() - now.getTime()) / 60_000)));
    throw unauthorized('WRONG_CREDENTIALS');
  }
  // A hash made with older parameters is made again with today's, once, while the password is at hand.
  const rehashed = needsRehash(found.passwordHash) ? await hashPassword(password) : undefined;
  // Independent writes, made at once: on PostgreSQL each on its own connection, one wait for all.
  // The address's failures are forgiven when there were any as the back-off was read: most
  // sign-ins follow none, and write nothing for them. One counted meanwhile, from this address,
  // stays for the next right password to forgive.
  const [token] = await Promise.all([
    createSession(db, kind, found.id, client, options.session),
    backOff.failuresHere ? clearAddressFailures(db, kind, mobileNumber, client.address) : undefined,
    options.alongside?.(found.id),
    rehashed ? replacePasswordHash(db, kind, found.id, found.passwordHash, rehashed) : undefined,
  ]);
  return token;
}
