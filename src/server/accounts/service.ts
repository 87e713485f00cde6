import { moonSignCodeOf } from '../../contract/horoscope/moon-of.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../contract/limits.js';
import { joinFullName } from '../../contract/full-name.js';
import type { DocumentType } from '../../contract/moderation.js';
import { partnerPreferencesToStore } from '../../contract/preferences.js';
import type { UserDetails } from '../../contract/profile.js';
import type { PhotoDetails } from '../../contract/users.js';
import type { Db, DbOrTx } from '../db/client.js';
import { badRequest, conflict } from '../http/errors.js';
import { createSession, revokeUserSessions } from '../sessions/service.js';
import type { FileStore } from '../storage/file-store.js';
import { discardUpload, findOwnedUpload } from '../uploads/service.js';
import { deleteUser } from './delete-user.js';
import { recordRegistration } from '../duplicates/service.js';
import { pendingPhotoOf } from '../users/pending-photo.js';
import {
  findSignInAccount,
  findUserByMobileOrEmail,
  findUserForUpdate,
  findUserVersioned,
  insertUser,
  setPasswordHash,
  updateUser,
  updateUserDetails,
  type UserRow,
} from '../users/repository.js';
import { accountGone, requireUser } from '../users/require-user.js';
import { keepRow, keptRow } from './kept-rows.js';
import { proveCurrentPassword } from '../credentials/current-password.js';
import { leavesUnchanged } from '../users/unchanged.js';
import { matchColumnsOf } from '../users/match-columns.js';
import { hashPassword } from '../credentials/passwords.js';
import { signIn } from '../credentials/sign-in.js';
import { clearPasswordFailures } from '../credentials/sign-in-failures.js';
import { signInAlertMessage } from '../credentials/sign-in-alert-mail.js';
import { faultSummary } from '../http/error-handler.js';
import type { Mailer } from '../mail/mailer.js';
import { hasPgCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { recordAccess } from '../access/service.js';
import type { ClientInfo } from '../http/client-info.js';
import { insertConsent } from '../legal/service.js';
import { changedDetails, reviewedValuesOf, sendsBackToReview } from '../moderation/re-review.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';

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
      // Its address, as a keyed hash, for the duplicate check's registration bursts.
      await recordRegistration(tx, id, context.client.address);
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
 * Signs a member in and records the sign-in (time, address, browser). When the number takes many
 * wrong passwords, its owner, if there is one, gets a mail about it, sent after the answer.
 */
export async function login(
  db: Db,
  mobileNumber: string,
  password: string,
  client: ClientInfo,
  alerts?: { mailer: Mailer; log: FastifyBaseLogger },
): Promise<string> {
  // Read while signIn reads the number's back-off: one wait for both.
  const reading = findSignInAccount(db, mobileNumber);
  return signIn(
    db,
    'user',
    reading,
    { mobileNumber, password, client },
    {
      onBackOff: (pausedMinutes) => {
        if (!alerts) return;
        const { mailer, log } = alerts;
        // The refusal must not wait on, or fail with, the mail, nor take longer than for an unknown number.
        void reading.then((user) => {
          if (!user) return;
          mailer.send(signInAlertMessage(user.email, user.language, pausedMinutes)).catch((error: unknown) => {
            log.warn(faultSummary(error), 'could not send the sign-in alert');
          });
        });
      },
      alongside: (accountId) => recordAccess(db, accountId, 'SIGN_IN', client),
    },
  );
}

/**
 * The signed-in member's own row, for their own record; kept with its version, since the profile's
 * form is filled from that record and its save is then written over it in one statement
 * (accounts/kept-rows.ts).
 */
export async function readOwnRow(db: Db, userId: string): Promise<UserRow> {
  const read = await findUserVersioned(db, userId);
  if (!read) throw accountGone();
  keepRow(db, read);
  return read.row;
}

/**
 * Profile groups as stored, with fullName joined from the names and the columns listings use. The
 * same profile again writes nothing (users/unchanged.ts). An approved member who changes a detail
 * approval vouched for (name, date of birth, gender) sends the profile back for review, out of
 * every listing until approved again, and is told so (moderation/re-review.ts).
 */
export async function saveUserDetails(deps: NotifyDeps & { db: Db }, userId: string, details: UserDetails): Promise<UserRow> {
  const { db } = deps;
  // Written over the row as this server last read or saved it, on the condition that it is still
  // that version: one statement. Otherwise the row is read with its version and written on that
  // condition: two statements, where a transaction holding the row took four (begin, the read,
  // the write, commit), and each waits its turn of the event loop, the wait an edit feels most
  // when the server is busy. A save another write overtook in between runs again holding the
  // row, so what is compared, merged and sent back to review is always the row the save replaces.
  const kept = keptRow(db, userId);
  const overKept = kept && (await saveOver(db, kept.row, details, kept.version));
  // Only a write proves the kept row was the row: the same profile again is judged on the row read.
  const wroteOverKept = overKept?.version !== undefined ? overKept : undefined;
  const saved =
    wroteOverKept ??
    (await saveOverRead(db, userId, details)) ??
    (await db.transaction(async (tx) => {
      const before = await findUserForUpdate(tx, userId);
      const held = before && (await saveOver(tx, before, details));
      if (!held) throw accountGone();
      return held;
    }));
  if (saved.version !== undefined) keepRow(db, { row: saved.row, version: saved.version });
  if (saved.notice) await notify(deps, userId, 'PROFILE_IN_REVIEW', saved.notice);
  return saved.row;
}

/**
 * Saves over the row read with its version; undefined when another write came first. The
 * version answered is the row's after the save, the one read when the save wrote nothing.
 */
async function saveOverRead(db: Db, userId: string, details: UserDetails) {
  const read = await findUserVersioned(db, userId);
  if (!read) throw accountGone();
  const saved = await saveOver(db, read.row, details, read.version);
  return saved && { ...saved, version: saved.version ?? read.version };
}

/**
 * Saves `details` over `before`; undefined when the row is no longer `before` (`ifVersion`) or
 * gone. `version` is the row's new one, undefined when the same profile again wrote nothing. The
 * database marks the duplicate check due when the save changes what it looks at (migration 0028).
 */
async function saveOver(db: DbOrTx, before: UserRow, details: UserDetails, ifVersion?: string) {
  const personal = details.personalDetails;
  const fullName = joinFullName(personal);
  const stored = {
    ...details,
    personalDetails: { ...personal, fullName },
    partnerpreferences: partnerPreferencesToStore(details.partnerpreferences, before.userDetails),
  };
  const values = {
    userDetails: stored,
    fullName,
    gender: personal.gender,
    dateOfBirth: personal.dateOfBirth,
    income: details.basicDetails.income ?? null,
    city: details.addressDetails.city,
    caste: personal.caste,
    subCaste: personal.subCaste,
    moonSign: moonSignCodeOf(details.basicDetails),
    ...matchColumnsOf(stored),
  };
  // The same profile again writes nothing, so nothing is announced and no copy is dropped.
  if (leavesUnchanged(before, values)) return { row: before, notice: null, version: undefined };
  const approved = reviewedValuesOf(before);
  const changed = changedDetails(approved, reviewedValuesOf(values));
  const backToReview = sendsBackToReview(before.status, changed) ? { approved, at: new Date() } : undefined;
  const written = await updateUserDetails(db, before.id, values, { backToReview, ifVersion });
  return written && { row: written.row, notice: backToReview ? { fields: changed } : null, version: written.version };
}

/**
 * Photo details may only name the member's own uploads, each of the right kind. A replaced photo
 * or document is deleted once the new one is saved: no stale copy of an identity document stays.
 * An approved member's new photo, or first one, waits for review in `pending_photo` (replacing
 * one already waiting), and everyone else keeps seeing the approved one, or none. A new document
 * starts a new review: its type is recorded and no decision is made on it yet.
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
    // An approved member's first photo waits like a changed one: approval vouched for no photo.
    if (user.status === 'ACTIVE' && photo.url !== current.profilePhoto) {
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
  const changes = {
    photoDetails: next,
    pendingPhoto: pending,
    ...(newDocument ? { documentType: input.documentType ?? null, ...NO_DOCUMENT_DECISION } : {}),
    ...(!newDocument && input.documentType ? { documentType: input.documentType } : {}),
  };
  // The same photo and document again: nothing to write, and nothing was replaced.
  if (leavesUnchanged(user, changes)) return user;
  const row = await updateUser(db, user.id, changes);
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
  await proveCurrentPassword(db, session.userId, oldPassword);
  const user = await requireUser(db, session.userId);
  // The old password was just proven, so a new one equal to it is the current password again.
  if (newPassword === oldPassword) throw badRequest('PASSWORD_UNCHANGED');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, session.sessionId);
    await clearPasswordFailures(tx, 'user', user.mobileNumber);
  });
}

/**
 * The language the member reads: every mail to them goes out in it. The same language again
 * writes nothing: every write to members drops the listing's shared pages on every server.
 */
export async function setLanguage(db: Db, userId: string, language: Language): Promise<void> {
  if ((await requireUser(db, userId)).language === language) return;
  if (!(await updateUser(db, userId, { language }))) throw accountGone();
}

export async function deleteOwnAccount(db: Db, files: FileStore, userId: string, log: FastifyBaseLogger) {
  if (!(await deleteUser(db, files, userId, log))) throw accountGone();
}
