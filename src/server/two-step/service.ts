import type { FastifyBaseLogger } from 'fastify';
import { RECOVERY_CODE_COUNT } from '../../contract/limits.js';
import type { SecondStep } from '../../contract/two-step.js';
import { recordAdminAction } from '../audit/record.js';
import { hashPassword, verifyPassword } from '../credentials/passwords.js';
import { clearSecondStepFailures, takeSecondStepTry } from '../credentials/sign-in-failures.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { ClientInfo } from '../http/client-info.js';
import { badRequest, conflict, forbidden, tooManyUntil, unauthorized } from '../http/errors.js';
import type { SessionInfo } from '../http/auth.js';
import { createSession, revokeAdminSessions, revokeSession } from '../sessions/service.js';
import { newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';
import * as repository from './repository.js';
import { checkTotp, newTotpSecret, qrCodeDataUrl, totpUri } from './totp.js';

/** Who is trying the second step, and where to warn when it locks. */
export interface StepContext {
  client: ClientInfo;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** What follows the password for this admin: enrolment the first time, the code afterwards. */
export function secondStepOf(admin: { totpEnabledAt: Date | null }): SecondStep {
  return admin.totpEnabledAt ? 'CODE' : 'ENROL';
}

/** The admin behind a session that still awaits its second step; a finished one has nothing to do here. */
async function awaitingAdmin(db: DbOrTx, session: SessionInfo) {
  if (!session.awaitingSecondFactor) throw forbidden();
  const admin = await repository.findAdminById(db, session.subjectId);
  if (!admin) throw unauthorized('ACCOUNT_GONE');
  return admin;
}

/**
 * Takes one try at the second step before its code is checked. Tries are counted apart from
 * passwords, so signing in again with the right password brings no new tries; while the step is
 * locked even a right code is refused, so guessing then learns nothing.
 */
async function takeTry(db: DbOrTx, adminId: string): Promise<{ locksUntil: Date | null }> {
  const now = new Date();
  const taken = await takeSecondStepTry(db, adminId, now);
  if (!taken.allowed) throw tooManyUntil('SECOND_STEP_LOCKED', taken.lockedUntil, now);
  return taken;
}

/**
 * A wrong code: past a few, the step locks. Admins have no mail address, so a lock is told
 * where every admin sees it, in the activity log, and warned of in the server's log.
 */
async function wrongCode(db: DbOrTx, adminId: string, taken: { locksUntil: Date | null }, context: StepContext): Promise<never> {
  if (!taken.locksUntil) throw badRequest('WRONG_CODE');
  await recordAdminAction(
    db,
    { adminId, address: context.client.address },
    { action: 'SECOND_STEP_LOCKED', detail: { lockedUntil: taken.locksUntil.toISOString() } },
  );
  context.log.warn({ adminId, lockedUntil: taken.locksUntil.toISOString() }, 'an admin second step locked after wrong codes');
  throw tooManyUntil('SECOND_STEP_LOCKED', taken.locksUntil);
}

/**
 * Trades the password-only session for a full one, once (a parallel call that already did
 * finds it revoked), and records where sign-in truly completed.
 */
async function finishSignIn(tx: DbOrTx, session: SessionInfo, client: ClientInfo, detail: Record<string, unknown>): Promise<string> {
  if (!(await revokeSession(tx, session.sessionId))) throw unauthorized('SESSION_EXPIRED');
  const token = await createSession(tx, 'admin', session.subjectId, client);
  await recordAdminAction(tx, { adminId: session.subjectId, address: client.address }, { action: 'SIGN_IN', detail });
  return token;
}

/** Offers a new secret to an admin who has none yet; asking again offers another. */
export async function startEnrolment(db: Db, session: SessionInfo) {
  const admin = await awaitingAdmin(db, session);
  if (admin.totpEnabledAt) throw conflict('TWO_STEP_ENROLLED');
  const secret = newTotpSecret();
  await repository.setPendingSecret(db, admin.id, secret);
  const otpauthUrl = totpUri(secret, admin.name ?? admin.mobileNumber);
  return { secret, otpauthUrl, qrCode: await qrCodeDataUrl(otpauthUrl) };
}

/**
 * A right code from the offered secret completes enrolment: the secret becomes the admin's,
 * ten recovery codes are made (shown now, kept as hashes), and the admin is signed in.
 */
export async function confirmEnrolment(db: Db, session: SessionInfo, code: string, context: StepContext) {
  const { client } = context;
  const admin = await awaitingAdmin(db, session);
  if (admin.totpEnabledAt) throw conflict('TWO_STEP_ENROLLED');
  const secret = admin.totpPendingSecret;
  if (!secret) throw conflict('TWO_STEP_NOT_STARTED');
  const taken = await takeTry(db, admin.id);
  const step = await checkTotp(secret, code, null);
  if (step === null) return wrongCode(db, admin.id, taken, context);
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map((recovery) => hashPassword(normalizeRecoveryCode(recovery))));
  const token = await db.transaction(async (tx) => {
    if (!(await repository.completeEnrolment(tx, admin.id, secret, step, new Date()))) throw conflict('TWO_STEP_ENROLLED');
    await repository.replaceRecoveryCodes(tx, admin.id, hashes);
    await clearSecondStepFailures(tx, admin.id);
    await recordAdminAction(tx, { adminId: admin.id, address: client.address }, { action: 'ENROL_TWO_STEP' });
    return finishSignIn(tx, session, client, { method: 'ENROLMENT' });
  });
  return { token, recoveryCodes, recoveryCodesLeft: RECOVERY_CODE_COUNT };
}

/** Whether `code` is one of the admin's unused recovery codes; the one that matches is used up. */
async function useRecoveryCode(db: Db, adminId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  for (const row of await repository.unusedRecoveryCodes(db, adminId)) {
    if (await verifyPassword(row.codeHash, normalized)) return repository.useRecoveryCode(db, row.id, new Date());
  }
  return false;
}

/** The second step of a later sign-in: the authenticator's code, or one recovery code. */
export async function verifySecondStep(db: Db, session: SessionInfo, code: string, context: StepContext) {
  const { client } = context;
  const admin = await awaitingAdmin(db, session);
  if (!admin.totpSecret || !admin.totpEnabledAt) throw conflict('TWO_STEP_NOT_STARTED');
  // A recovery code is a try like the authenticator's code, on the same count.
  const taken = await takeTry(db, admin.id);
  const digits = code.replace(/\s/g, '');
  let method: 'AUTHENTICATOR' | 'RECOVERY_CODE';
  if (/^\d{6}$/.test(digits)) {
    const step = await checkTotp(admin.totpSecret, digits, admin.totpLastStep);
    if (step === null || !(await repository.takeTimeStep(db, admin.id, step))) return wrongCode(db, admin.id, taken, context);
    method = 'AUTHENTICATOR';
  } else {
    if (!(await useRecoveryCode(db, admin.id, code))) return wrongCode(db, admin.id, taken, context);
    method = 'RECOVERY_CODE';
  }
  const token = await db.transaction(async (tx) => {
    await clearSecondStepFailures(tx, admin.id);
    return finishSignIn(tx, session, client, { method });
  });
  return { token, recoveryCodesLeft: await repository.countUnusedRecoveryCodes(db, admin.id) };
}

/**
 * Clears an admin's enrolment (a lost phone and lost recovery codes), from the command line:
 * its sessions end and it enrols again at its next sign-in. False when no admin has the number.
 */
export async function resetTwoStep(db: Db, mobileNumber: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const admin = await repository.findAdminByMobile(tx, mobileNumber);
    if (!admin) return false;
    await repository.clearEnrolment(tx, admin.id);
    // Wrong codes were tries at the old secret; the new enrolment starts with none.
    await clearSecondStepFailures(tx, admin.id);
    await revokeAdminSessions(tx, admin.id);
    await recordAdminAction(tx, { adminId: admin.id, address: 'command line' }, { action: 'RESET_TWO_STEP' });
    return true;
  });
}
