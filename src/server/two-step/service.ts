import { RECOVERY_CODE_COUNT } from '../../contract/limits.js';
import type { SecondStep } from '../../contract/two-step.js';
import { recordAdminAction } from '../audit/record.js';
import { hashPassword, verifyPassword } from '../credentials/passwords.js';
import { backOffUntil, clearFailures, recordFailure } from '../credentials/sign-in-failures.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { ClientInfo } from '../http/client-info.js';
import { badRequest, conflict, forbidden, tooMany, unauthorized } from '../http/errors.js';
import { revokeAdminSessions, revokeSession } from '../sessions/repository.js';
import { createSession, type SessionInfo } from '../sessions/service.js';
import { newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';
import * as repository from './repository.js';
import { checkTotp, newTotpSecret, qrCodeDataUrl, totpUri } from './totp.js';

/** What follows the password for this admin: enrolment the first time, the code afterwards. */
export function secondStepOf(admin: { totpEnabledAt: Date | null }): SecondStep {
  return admin.totpEnabledAt ? 'CODE' : 'ENROL';
}

/** The admin behind a session that still awaits its second step; a finished one has nothing to do here. */
async function awaitingAdmin(db: DbOrTx, session: SessionInfo) {
  if (!session.awaitingSecondFactor) throw forbidden();
  const admin = await repository.findAdminById(db, session.subjectId);
  if (!admin) throw unauthorized('ACCOUNT_GONE');
  if (await backOffUntil(db, 'admin', admin.id, new Date())) throw tooMany('ACCOUNT_LOCKED');
  return admin;
}

/** A wrong code counts like a wrong password: past a few, the account backs off. */
async function wrongCode(db: DbOrTx, adminId: string): Promise<never> {
  await recordFailure(db, 'admin', adminId, new Date());
  throw badRequest('WRONG_CODE');
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
export async function confirmEnrolment(db: Db, session: SessionInfo, code: string, client: ClientInfo) {
  const admin = await awaitingAdmin(db, session);
  if (admin.totpEnabledAt) throw conflict('TWO_STEP_ENROLLED');
  const secret = admin.totpPendingSecret;
  if (!secret) throw conflict('TWO_STEP_NOT_STARTED');
  const step = await checkTotp(secret, code, null);
  if (step === null) return wrongCode(db, admin.id);
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map((recovery) => hashPassword(normalizeRecoveryCode(recovery))));
  const token = await db.transaction(async (tx) => {
    if (!(await repository.completeEnrolment(tx, admin.id, secret, step, new Date()))) throw conflict('TWO_STEP_ENROLLED');
    await repository.replaceRecoveryCodes(tx, admin.id, hashes);
    await clearFailures(tx, 'admin', admin.id);
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
export async function verifySecondStep(db: Db, session: SessionInfo, code: string, client: ClientInfo) {
  const admin = await awaitingAdmin(db, session);
  if (!admin.totpSecret || !admin.totpEnabledAt) throw conflict('TWO_STEP_NOT_STARTED');
  const digits = code.replace(/\s/g, '');
  let method: 'AUTHENTICATOR' | 'RECOVERY_CODE';
  if (/^\d{6}$/.test(digits)) {
    const step = await checkTotp(admin.totpSecret, digits, admin.totpLastStep);
    if (step === null || !(await repository.takeTimeStep(db, admin.id, step))) return wrongCode(db, admin.id);
    method = 'AUTHENTICATOR';
  } else {
    if (!(await useRecoveryCode(db, admin.id, code))) return wrongCode(db, admin.id);
    method = 'RECOVERY_CODE';
  }
  const token = await db.transaction(async (tx) => {
    await clearFailures(tx, 'admin', admin.id);
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
    await revokeAdminSessions(tx, admin.id);
    await recordAdminAction(tx, { adminId: admin.id, address: 'command line' }, { action: 'RESET_TWO_STEP' });
    return true;
  });
}
