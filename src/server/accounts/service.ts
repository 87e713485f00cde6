import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../contract/limits.js';
import { joinFullName } from '../../contract/full-name.js';
import type { DocumentType } from '../../contract/moderation.js';
import type { UserDetails } from '../../contract/profile.js';
import type { PhotoDetails } from '../../contract/users.js';
import type { Db } from '../db/client.js';
import { badRequest, conflict } from '../http/errors.js';
import { revokeUserSessions } from '../sessions/repository.js';
import { createSession } from '../sessions/service.js';
import type { FileStore } from '../storage/file-store.js';
import { discardUpload, findOwnedUpload } from '../uploads/service.js';
import { deleteUser } from '../users/delete-user.js';
import { pendingPhotoOf } from '../users/pending-photo.js';
import {
  findUserByMobile,
  findUserByMobileOrEmail,
  insertUser,
  setPasswordHash,
  updateUser,
  updateUserDetails,
  type UserRow,
} from '../users/repository.js';
import { accountGone, requireUser } from '../users/require-user.js';
import { hashPassword, verifyPassword } from '../credentials/passwords.js';
import { signIn } from '../credentials/sign-in.js';
import { clearFailures } from '../credentials/sign-in-failures.js';
import { signInAlertMessage } from '../credentials/sign-in-alert-mail.js';
import { faultSummary } from '../http/error-handler.js';
import type { Mailer } from '../mail/mailer.js';
import { hasPgCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { recordAccess } from '../access/repository.js';
import type { ClientInfo } from '../http/client-info.js';
import { insertConsent } from '../legal/repository.js';

export interface RegistrationInput {
  email: string;
  mobileNumber: string;
  password: string;
  /** The language the member's mails go out in. */
  language?: Language;
  consent?: { marriagePurpose: true; termsAccepted: true };
}

/**
 * Creates a member and their first session, recording the registration (time, address, browser)
 * and, when the form's checkboxes came with it, their consent to the policies in force. Without
 * consent (SPEC's bare call) the account is asked for it at its next sign-in. The account is
 * removed by the sweep if its email stays unverified (verification/service.ts mails the code once
 * this returns).
 */
export async function register(db: Db, input: RegistrationInput, context: { client: ClientInfo; policyVersion: string }) {
  const existing = await findUserByMobileOrEmail(db, input.mobileNumber, input.email);
  if (existing.some((row) => row.mobileNumber === input.mobileNumber)) throw conflict('MOBILE_TAKEN');
  if (existing.length > 0) throw conflict('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const id = await insertUser(tx, {
        email: input.email,
        mobileNumber: input.mobileNumber,
        passwordHash,
        language: input.language ?? 'en',
        removeIfUnverified: true,
      });
      const token = await createSession(tx, 'user', id, context.client);
      await recordAccess(tx, id, 'REGISTER', context.client);
      if (input.consent) await insertConsent(tx, id, context.policyVersion, context.client);
      return { id, token };
    });
  } catch (error) {
    // Two registrations racing for the same number: the unique index decides.
    if (hasPgCode(error, UNIQUE_VIOLATION)) throw conflict('MOBILE_TAKEN');
    throw error;
  }
}

/**
 * Signs a member in and records the sign-in (time, address, browser); when their account starts
 * backing off, its owner gets a mail about it.
 */
export async function login(
  db: Db,
  mobileNumber: string,
  password: string,
  client: ClientInfo,
  alerts?: { mailer: Mailer; log: FastifyBaseLogger },
): Promise<string> {
  const user = await findUserByMobile(db, mobileNumber);
  const token = await signIn(
    db,
    'user',
    user,
    password,
    async (minutes) => {
      if (!user || !alerts) return;
      const { mailer, log } = alerts;
      // The refusal must not wait on, or fail with, the mail.
      mailer.send(signInAlertMessage(user.email, user.language, minutes)).catch((error: unknown) => {
        log.warn(faultSummary(error), 'could not send the sign-in alert');
      });
    },
    client,
  );
  // signIn answered with a session, so the account exists.
  await recordAccess(db, user!.id, 'SIGN_IN', client);
  return token;
}

/** Profile groups as stored, with fullName joined from the names and the columns listings use. */
export async function saveUserDetails(db: Db, userId: string, details: UserDetails): Promise<UserRow> {
  const personal = details.personalDetails;
  const fullName = joinFullName(personal);
  const stored = {
    ...details,
    personalDetails: { ...personal, fullName },
    partnerpreferences: details.partnerpreferences ?? {},
  };
  const row = await updateUserDetails(db, userId, {
    userDetails: stored,
    fullName,
    gender: personal.gender,
    dateOfBirth: personal.dateOfBirth,
    income: details.basicDetails.income ?? null,
    city: details.addressDetails.city,
    caste: personal.caste,
    subCaste: personal.subCaste,
  });
  if (!row) throw accountGone();
  return row;
}

/**
 * Photo details may only name the member's own uploads, each of the right kind. A replaced photo
 * or document is deleted once the new one is saved: no stale copy of an identity document stays.
 * An approved member's new photo waits for review in `pending_photo` (replacing one already
 * waiting), and everyone else keeps seeing the approved one. A new document starts a new review:
 * its type is recorded and no decision is made on it yet.
 */
export async function savePhotoDetails(
  db: Db,
  files: FileStore,
  userId: string,
  input: { profilePhoto?: string; adharCard?: string; documentType?: DocumentType },
  log: FastifyBaseLogger,
): Promise<UserRow> {
  const user = await requireUser(db, userId);
  const current: PhotoDetails = user.photoDetails ?? {};
  const waiting = pendingPhotoOf(user);
  const next = { ...current };
  let pending = waiting;
  if (input.profilePhoto !== undefined) {
    const photo = await findOwnedUpload(db, user.id, input.profilePhoto);
    if (!photo || photo.kind !== 'photo') throw badRequest('PHOTO_NOT_UPLOADED');
    if (user.status === 'ACTIVE' && current.profilePhoto && photo.url !== current.profilePhoto) {
      if (photo.url !== waiting?.profilePhoto) {
        pending = {
          profilePhoto: photo.url,
          thumbnail: photo.thumbnailUrl,
          ...(photo.blurredUrl ? { blurred: photo.blurredUrl } : {}),
          submittedAt: new Date().toISOString(),
        };
      }
    } else {
      // Not listed yet (or the same photo again): it is simply the photo, and nothing waits.
      next.profilePhoto = photo.url;
      next.thumbnail = photo.thumbnailUrl;
      // Photos uploaded before blurred copies existed get theirs from the sweep.
      next.blurred = photo.blurredUrl;
      pending = null;
    }
  }
  let newDocument = false;
  if (input.adharCard !== undefined) {
    const document = await findOwnedUpload(db, user.id, input.adharCard);
    if (!document || document.kind !== 'document') throw badRequest('DOCUMENT_NOT_UPLOADED');
    newDocument = document.url !== current.adharCard;
    next.adharCard = document.url;
  }
  const row = await updateUser(db, user.id, {
    photoDetails: next,
    pendingPhoto: pending,
    ...(newDocument ? { documentType: input.documentType ?? null, ...NO_DOCUMENT_DECISION } : {}),
    ...(!newDocument && input.documentType ? { documentType: input.documentType } : {}),
  });
  if (!row) throw accountGone();
  const kept = [next.profilePhoto, next.adharCard, pending?.profilePhoto];
  for (const replaced of [current.profilePhoto, current.adharCard, waiting?.profilePhoto]) {
    if (replaced && !kept.includes(replaced)) await discardUpload(db, files, user.id, replaced, log);
  }
  return row;
}

/** A new identity document has had no decision yet, whatever became of the one before. */
const NO_DOCUMENT_DECISION = { documentDecision: null, documentDecidedAt: null, documentDecidedBy: null, documentDeletedAt: null };

export async function changePassword(
  db: Db,
  session: { userId: string; sessionId: string },
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await requireUser(db, session.userId);
  if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('WRONG_PASSWORD');
  // The old password was just proven, so a new one equal to it is the current password again.
  if (newPassword === oldPassword) throw badRequest('PASSWORD_UNCHANGED');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, session.sessionId);
    await clearFailures(tx, 'user', user.id);
  });
}

/** The language the member reads: every mail to them goes out in it. */
export async function setLanguage(db: Db, userId: string, language: Language): Promise<void> {
  if (!(await updateUser(db, userId, { language }))) throw accountGone();
}

export async function deleteOwnAccount(db: Db, files: FileStore, userId: string, log: FastifyBaseLogger) {
  if (!(await deleteUser(db, files, userId, log))) throw accountGone();
}
