import type { Db, DbOrTx } from '../db/client.js';
import { recordAccess } from '../access/service.js';
import type { ClientInfo } from '../http/client-info.js';
import { badRequest } from '../http/errors.js';
import { createSession } from '../sessions/service.js';
import { hashToken, randomToken } from '../security/tokens.js';
import { insertReturnCode, useReturnCode } from './repository.js';

/** Long enough to come back from a checkout, short enough that a leaked link is soon worthless. */
const RETURN_CODE_TTL_MS = 10 * 60 * 1000;

/**
 * A one-time code for the member's return address (`/payment?type=1&token=<code>`): the session
 * token itself never travels in a URL (history, proxies, Referer), and the code works once.
 */
export async function issueReturnCode(db: DbOrTx, userId: string): Promise<string> {
  const code = randomToken('mvr_');
  await insertReturnCode(db, { userId, codeHash: hashToken(code), expiresAt: new Date(Date.now() + RETURN_CODE_TTL_MS) });
  return code;
}

/**
 * Uses up a live code and signs its member in. Unknown, used and expired codes get the same
 * answer, and no session: the page then asks the visitor to sign in.
 */
export async function redeemReturnCode(db: Db, code: string, client: ClientInfo): Promise<string> {
  return db.transaction(async (tx) => {
    const userId = await useReturnCode(tx, hashToken(code), new Date());
    if (!userId) throw badRequest('PAYMENT_RETURN_INVALID');
    // A return from the checkout signs the payer in: recorded like any other sign-in.
    await recordAccess(tx, userId, 'SIGN_IN', client);
    return createSession(tx, 'user', userId, client);
  });
}

/** The sweep forgets return codes that were used or ended. */
export { deleteReturnCodesEndedBefore } from './repository.js';
