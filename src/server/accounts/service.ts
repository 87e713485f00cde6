import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../contract/limits.js';
import { joinFullName, type UserDetails } from '../../contract/profile.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { badRequest, conflict, unauthorized } from '../http/errors.js';
import { createSession, revokeUserSessions } from '../sessions/service.js';
import type { FileStore } from '../storage/file-store.js';
import { discardUpload, findOwnedUpload } from '../uploads/service.js';
import { deleteUser } from '../users/delete-user.js';
import { findUserById, findUserByMobile, findUserByMobileOrEmail, updateUserLanguage, type UserRow } from '../users/repository.js';
import { hashPassword, verifyPassword } from '../credentials/passwords.js';
import { signIn } from '../credentials/sign-in.js';
import { clearFailures } from '../credentials/sign-in-failures.js';
import { signInAlertMessage } from '../credentials/sign-in-alert-mail.js';
import { faultSummary } from '../http/error-handler.js';
import type { Mailer } from '../mail/mailer.js';
import { hasPgCode, UNIQUE_VIOLATION } from '../db/errors.js';

export async function register(db: Db, input: { email: string; mobileNumber: string; password: string; language?: Language }) {
  const existing = await findUserByMobileOrEmail(db, input.mobileNumber, input.email);
  if (existing.some((row) => row.mobileNumber === input.mobileNumber)) throw conflict('MOBILE_TAKEN');
  if (existing.length > 0) throw conflict('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ email: input.email, mobileNumber: input.mobileNumber, passwordHash, language: input.language ?? 'en' })
        .returning({ id: users.id });
      const token = await createSession(tx, 'user', row!.id);
      return { id: row!.id, token };
    });
  } catch (error) {
    // Two registrations racing for the same number: the unique index decides.
    if (hasPgCode(error, UNIQUE_VIOLATION)) throw conflict('MOBILE_TAKEN');
    throw error;
  }
}

/** Signs a member in; when their account starts backing off, its owner gets a mail about it. */
export async function login(
  db: Db,
  mobileNumber: string,
  password: string,
  alerts?: { mailer: Mailer; log: FastifyBaseLogger },
): Promise<string> {
  const user = await findUserByMobile(db, mobileNumber);
  return signIn(db, 'user', user, password, async (minutes) => {
    if (!user || !alerts) return;
    const { mailer, log } = alerts;
    // The refusal must not wait on, or fail with, the mail.
    mailer.send(signInAlertMessage(user.email, user.language, minutes)).catch((error: unknown) => {
      log.warn(faultSummary(error), 'could not send the sign-in alert');
    });
  });
}

export async function requireUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  // A session outliving its member cannot happen (cascade), but a race with deletion can.
  if (!user) throw unauthorized('ACCOUNT_GONE');
  return user;
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
  const [row] = await db
    .update(users)
    .set({
      userDetails: stored,
      fullName,
      gender: personal.gender,
      dateOfBirth: personal.dateOfBirth,
      income: details.basicDetails.income ?? null,
      city: details.addressDetails.city,
      caste: personal.caste,
      subCaste: personal.subCaste,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw unauthorized('ACCOUNT_GONE');
  return row;
}

/**
 * Photo details may only name the member's own uploads, each of the right kind. A replaced photo
 * or document is deleted once the new one is saved: no stale copy of an identity document stays.
 */
export async function savePhotoDetails(
  db: Db,
  files: FileStore,
  user: UserRow,
  input: { profilePhoto?: string; adharCard?: string },
  log: FastifyBaseLogger,
): Promise<UserRow> {
  const current = (user.photoDetails ?? {}) as { profilePhoto?: string; thumbnail?: string; adharCard?: string };
  const next = { ...current };
  if (input.profilePhoto !== undefined) {
    const photo = await findOwnedUpload(db, user.id, input.profilePhoto);
    if (!photo || photo.kind !== 'photo') throw badRequest('PHOTO_NOT_UPLOADED');
    next.profilePhoto = photo.url;
    next.thumbnail = photo.thumbnailUrl;
  }
  if (input.adharCard !== undefined) {
    const document = await findOwnedUpload(db, user.id, input.adharCard);
    if (!document || document.kind !== 'document') throw badRequest('DOCUMENT_NOT_UPLOADED');
    next.adharCard = document.url;
  }
  const [row] = await db.update(users).set({ photoDetails: next, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  if (!row) throw unauthorized('ACCOUNT_GONE');
  for (const replaced of [current.profilePhoto, current.adharCard]) {
    if (replaced && replaced !== next.profilePhoto && replaced !== next.adharCard) {
      await discardUpload(db, files, user.id, replaced, log);
    }
  }
  return row;
}

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
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, session.sessionId);
    await clearFailures(tx, 'user', user.id);
  });
}

/** The language the member reads: every mail to them goes out in it. */
export async function setLanguage(db: Db, userId: string, language: Language): Promise<void> {
  if (!(await updateUserLanguage(db, userId, language))) throw unauthorized('ACCOUNT_GONE');
}

export async function deleteOwnAccount(db: Db, files: FileStore, userId: string, log: FastifyBaseLogger) {
  if (!(await deleteUser(db, files, userId, log))) throw unauthorized('ACCOUNT_GONE');
}
