import { OTP_TTL_MINUTES, RESET_WINDOW_MINUTES } from '../../contract/limits.js';
import { hashPassword, verifyPassword } from '../credentials/passwords.js';
import { clearPasswordFailures } from '../credentials/sign-in-failures.js';
import type { Db } from '../db/client.js';
import { badRequest, forbidden, notFound, tooMany, unavailable } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { revokeUserSessions } from '../sessions/service.js';
import { hashToken, randomToken } from '../security/tokens.js';
import { findUserByEmail, lockUser, setPasswordHash } from '../users/repository.js';
import { newOtp } from './otp.js';
import { otpMessage } from './otp-mail.js';
import * as resets from './repository.js';
import { MINUTE_MS, HOUR_MS } from '../../contract/dates.js';

/** However many addresses ask, one account is mailed at most this many codes an hour. */
export const RESET_MAILS_PER_HOUR = 5;
/** Each code allows a few tries; across all of an account's codes, this many a day. */
export const WRONG_CODES_PER_DAY = 10;

const emailNotFound = (email: string) => `Provided email: ${email}, Not found.`;

/**
 * Mails a fresh code to a registered address. Earlier codes not yet verified stop working, so
 * only the newest mail counts. SPEC's client shows "not found" for an unknown address, so this
 * call says so (the address is not a secret the product keeps).
 */
export async function sendOtp(db: Db, mailer: Mailer, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound('EMAIL_NOT_FOUND', emailNotFound(email));
  const otp = newOtp();
  // Stored like a password: a leaked table does not hand out live codes.
  const otpHash = await hashPassword(otp);
  const now = new Date();
  const reset = await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if ((await resets.countResetsSince(tx, user.id, new Date(now.getTime() - HOUR_MS))) >= RESET_MAILS_PER_HOUR) {
      throw tooMany('RESET_MAILS_EXHAUSTED');
    }
    await resets.expireUnverifiedResets(tx, user.id, now);
    return resets.insertReset(tx, { userId: user.id, otpHash, expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE_MS) });
  });
  // Sent after the commit: a code is never mailed that the database does not know.
  try {
    await mailer.send(otpMessage(user.email, user.language, otp));
  } catch {
    // Nobody received this code, so nobody may use it; the member simply asks again.
    await resets.expireReset(db, reset.id, new Date());
    throw unavailable('MAIL_FAILED');
  }
}

/**
 * Checks a code against the member's newest live reset; each wrong code uses up one try. A right
 * code answers a single-use reset token, stored only as a hash: the new password is set with it,
 * so knowing the email (or seeing that a code was verified) is not enough.
 */
export async function verifyOtp(db: Db, email: string, otp: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw badRequest('WRONG_OTP');
  const now = new Date();
  // The try is taken under the member's lock, so parallel guesses cannot pass the daily cap.
  const reset = await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if ((await resets.wrongAttemptsSince(tx, user.id, new Date(now.getTime() - 24 * HOUR_MS))) >= WRONG_CODES_PER_DAY) {
      throw tooMany('RESET_GUESSES_EXHAUSTED');
    }
    const live = await resets.findLiveReset(tx, user.id, now);
    return live && (await resets.takeAttempt(tx, live.id)) ? live : undefined;
  });
  if (!reset) throw badRequest('OTP_GONE');
  if (!(await verifyPassword(reset.otpHash, otp))) throw badRequest('WRONG_OTP');
  const token = randomToken('mvp_');
  await resets.markVerified(db, reset.id, hashToken(token), new Date());
  return token;
}

/**
 * Sets a new password with the token a verified code answered, within the window after the
 * verification and once, for the account of that email only. The reset is used up (and every
 * other verified one of the member with it), the password changed and every session signed out
 * together or not at all.
 */
export async function setForgottenPassword(db: Db, email: string, password: string, token: string | undefined): Promise<void> {
  // SPEC's body carries no token: refused before anything is looked up.
  if (!token) throw badRequest('RESET_TOKEN_REQUIRED');
  const tokenHash = hashToken(token);
  const user = await findUserByEmail(db, email);
  const now = new Date();
  const verifiedSince = new Date(now.getTime() - RESET_WINDOW_MINUTES * MINUTE_MS);
  // Checked before hashing, so calls without a live token cost no hashing time. Unknown email,
  // another account's token, a wrong, expired or used one: all get the same answer.
  if (!user || !(await resets.hasResetForToken(db, user.id, tokenHash, verifiedSince))) throw forbidden('RESET_TOKEN_INVALID');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await resets.useResetForToken(tx, user.id, tokenHash, verifiedSince, now))) throw forbidden('RESET_TOKEN_INVALID');
    await resets.useVerifiedResets(tx, user.id, now);
    await resets.expireUnverifiedResets(tx, user.id, now);
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id);
    await clearPasswordFailures(tx, 'user', user.mobileNumber);
  });
}

/** The sweep forgets reset codes that are spent or ended. */
export { deleteSpentResets } from './repository.js';
