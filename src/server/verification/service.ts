import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CODE_RESEND_SECONDS, EMAIL_CODE_TTL_HOURS, MOBILE_CODE_TTL_MINUTES, VERIFICATION_CODE_DIGITS } from '../../contract/limits.js';
import type { VerificationChannel } from '../../contract/verification.js';
import { publicUrl, type Config } from '../config.js';
import { hashPassword, verifyPassword } from '../credentials/passwords.js';
import type { Db } from '../db/client.js';
import { hasPgCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { faultSummary } from '../http/error-handler.js';
import { AppError, badRequest, conflict, tooMany, unavailable } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { newOtp } from '../password-reset/otp.js';
import { signLinkToken, verifyLinkToken } from '../security/signed-tokens.js';
import type { SmsSender } from '../sms/sms-sender.js';
import { findUserById, lockUser, type UserRow } from '../users/repository.js';
import { proveCurrentPassword } from '../credentials/current-password.js';
import { requireUser } from '../users/require-user.js';
import { emailChangedMessage, emailCodeMessage } from './email-code-mail.js';
import * as codes from './repository.js';
import { mobileCodeText } from './sms-texts.js';
import { MINUTE_MS, HOUR_MS, DAY_MS } from '../../contract/dates.js';

/** However often a member asks, one channel gets at most this many codes a day. */
export const CODES_PER_DAY = 6;
/** Each code allows a few tries; across all of a member's codes on a channel, this many a day. */
export const WRONG_CODES_PER_DAY = 10;

const TTL_MS: Record<VerificationChannel, number> = { EMAIL: EMAIL_CODE_TTL_HOURS * HOUR_MS, MOBILE: MOBILE_CODE_TTL_MINUTES * MINUTE_MS };

export interface VerificationDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  config: Config;
}

const linkHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** An address shown back to its owner without spelling it out to whoever holds the screen. */
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}•••@${domain}`;
}

function maskMobile(mobile: string): string {
  return `•••••••${mobile.slice(-3)}`;
}

const targetOf = (user: UserRow, channel: VerificationChannel) => (channel === 'EMAIL' ? user.email : user.mobileNumber);
const isVerified = (user: UserRow, channel: VerificationChannel) =>
  (channel === 'EMAIL' ? user.emailVerifiedAt : user.mobileVerifiedAt) !== null;

/**
 * Records a new code for the member's current address, after the pace checks (a minute between
 * codes to one address, a few a day on a channel), made under the member's lock so parallel
 * requests cannot pass them. Older codes on the channel stop working.
 */
async function recordCode(db: Db, user: UserRow, channel: VerificationChannel, code: string, key: string | null) {
  const codeHash = await hashPassword(code);
  const now = new Date();
  const target = targetOf(user, channel);
  return db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const sent = await codes.sendsSince(tx, user.id, channel, target, new Date(now.getTime() - DAY_MS));
    if (sent.lastToTarget && now.getTime() - sent.lastToTarget.getTime() < CODE_RESEND_SECONDS * 1000) throw tooMany('CODE_SENT_RECENTLY');
    if (sent.count >= CODES_PER_DAY) throw tooMany('CODES_EXHAUSTED');
    await codes.expireLiveCodes(tx, user.id, channel, now);
    return codes.insertCode(tx, {
      userId: user.id,
      channel,
      target,
      codeHash,
      linkHash: key ? linkHash(key) : null,
      expiresAt: new Date(now.getTime() + TTL_MS[channel]),
    });
  });
}

/**
 * Mails a 6-digit code and a one-click link (a signed key that expires with the code) to the
 * member's address. Sent after the code is committed; a mail that cannot be sent takes its code
 * back, so the member may ask again at once.
 */
export async function sendEmailCode(deps: VerificationDeps, user: UserRow) {
  if (user.emailVerifiedAt) throw conflict('ALREADY_VERIFIED');
  const code = newOtp(VERIFICATION_CODE_DIGITS);
  // A random part makes every link its own, however close together two are signed.
  const key = await signLinkToken(deps.db, 'verify-email', `${user.id}:${randomBytes(9).toString('base64url')}`, TTL_MS.EMAIL);
  const codeId = await recordCode(deps.db, user, 'EMAIL', code, key);
  const link = `${publicUrl(deps.config)}/confirmEmail?key=${encodeURIComponent(key)}`;
  const removalDays = user.removeIfUnverified ? deps.config.UNVERIFIED_ACCOUNT_DAYS : null;
  try {
    await deps.mailer.send(emailCodeMessage(user.email, user.language, { code, link, hours: EMAIL_CODE_TTL_HOURS, removalDays }));
  } catch {
    await codes.deleteCode(deps.db, codeId);
    throw unavailable('MAIL_FAILED');
  }
  return { sentTo: maskEmail(user.email), resendAfterSeconds: CODE_RESEND_SECONDS };
}

/** Texts a 6-digit code to the member's mobile number through the configured gateway. */
export async function sendMobileCode(deps: VerificationDeps, user: UserRow) {
  if (user.mobileVerifiedAt) throw conflict('ALREADY_VERIFIED');
  const code = newOtp(VERIFICATION_CODE_DIGITS);
  const codeId = await recordCode(deps.db, user, 'MOBILE', code, null);
  try {
    await deps.sms.send({ to: user.mobileNumber, code, text: mobileCodeText(user.language, code, MOBILE_CODE_TTL_MINUTES) });
  } catch (error) {
    await codes.deleteCode(deps.db, codeId);
    deps.log.warn({ ...faultSummary(error), gateway: deps.sms.provider, detail: (error as Error).message }, 'could not send an SMS');
    throw unavailable('SMS_FAILED');
  }
  return { sentTo: maskMobile(user.mobileNumber), resendAfterSeconds: CODE_RESEND_SECONDS };
}

/**
 * The first code goes out with the registration. The registration stands even if the mail
 * cannot go: the banner offers to send another.
 */
export async function sendFirstEmailCode(deps: VerificationDeps, userId: string): Promise<void> {
  try {
    const user = await findUserById(deps.db, userId);
    if (user) await sendEmailCode(deps, user);
  } catch (error) {
    deps.log.warn(faultSummary(error), 'could not send the first verification mail');
  }
}

/**
 * Checks a code against the member's newest live code for their current address; each wrong
 * code uses up a try, and a day's wrong codes are capped across codes. A right code verifies
 * the address, once.
 */
export async function verifyCode(deps: Pick<VerificationDeps, 'db'>, userId: string, channel: VerificationChannel, code: string) {
  const { db } = deps;
  const user = await requireUser(db, userId);
  if (isVerified(user, channel)) throw conflict('ALREADY_VERIFIED');
  const now = new Date();
  const live = await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if ((await codes.wrongAttemptsSince(tx, user.id, channel, new Date(now.getTime() - DAY_MS))) >= WRONG_CODES_PER_DAY) {
      throw tooMany('CODE_GUESSES_EXHAUSTED');
    }
    const found = await codes.findLiveCode(tx, user.id, channel, targetOf(user, channel), now);
    return found && (await codes.takeAttempt(tx, found.id)) ? found : undefined;
  });
  if (!live) throw badRequest('CODE_GONE');
  if (!(await verifyPassword(live.codeHash, code))) throw badRequest('WRONG_CODE');
  await useAndVerify(db, live, new Date(), true);
}

/** Uses the code and records the proof together; a code already used, or for an old address, fails. */
async function useAndVerify(db: Db, code: codes.CodeRow, now: Date, typed: boolean): Promise<void> {
  const done = await db.transaction(async (tx) => {
    if (!(await codes.useCode(tx, code.id, now, typed))) return false;
    if (!(await codes.markVerified(tx, code.userId, code.channel, code.target, now))) throw badRequest('CODE_GONE');
    return true;
  });
  if (!done) throw badRequest('CODE_GONE');
}

/**
 * The mailed one-click link: a genuine, unexpired key whose code is unused and went to the
 * member's current address verifies it, once. It works without signing in (the mail may be
 * opened on another device); anything else is one answer, VERIFICATION_LINK_INVALID.
 */
export async function confirmEmailLink(deps: Pick<VerificationDeps, 'db'>, key: string): Promise<void> {
  const { db } = deps;
  const userId = (await verifyLinkToken(db, 'verify-email', key))?.split(':')[0];
  const code = userId ? await codes.findCodeByLinkHash(db, linkHash(key)) : undefined;
  if (!code || code.userId !== userId || code.channel !== 'EMAIL') throw badRequest('VERIFICATION_LINK_INVALID');
  try {
    await useAndVerify(db, code, new Date(), false);
  } catch (error) {
    if (error instanceof AppError) throw badRequest('VERIFICATION_LINK_INVALID');
    throw error;
  }
}

/**
 * A new email address, proven by the current password, starts verification again: it is
 * unverified until the member types the code mailed to it (the approval already given stays).
 * The old address is told. Answers whether a code could be sent now (the banner offers another).
 */
export async function changeEmail(deps: VerificationDeps, userId: string, email: string, password: string): Promise<{ codeSent: boolean }> {
  await proveCurrentPassword(deps.db, userId, password);
  const user = await requireUser(deps.db, userId);
  if (email === user.email) throw badRequest('EMAIL_UNCHANGED');
  try {
    await deps.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      if (await codes.emailTakenByOther(tx, user.id, email)) throw conflict('EMAIL_TAKEN');
      await codes.replaceEmail(tx, user.id, email, new Date());
    });
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    if (hasPgCode(error, UNIQUE_VIOLATION)) throw conflict('EMAIL_TAKEN');
    throw error;
  }
  deps.mailer.send(emailChangedMessage(user.email, user.language, email)).catch((error: unknown) => {
    deps.log.warn(faultSummary(error), 'could not tell the old address of an email change');
  });
  try {
    await sendEmailCode(deps, { ...user, email, emailVerifiedAt: null });
    return { codeSent: true };
  } catch (error) {
    if (error instanceof AppError) return { codeSent: false };
    throw error;
  }
}

/** The sweep forgets spent codes, and finds the registrations never verified, through these. */
export { deleteSpentCodes, unverifiedRegistrations } from './repository.js';
