import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { MatchColumns } from './match-columns.js';
import type { ReviewedValues } from '../../contract/member-review.js';
import type { Db, DbOrTx } from '../db/client.js';
import { uploads, users } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import { preparedStatement, slot } from '../db/prepared.js';
import { removedFiles, type RemovedUpload } from '../db/upload-files.js';
import { MEMBER_HOLD } from '../db/member-hold.js';

type UserInsert = typeof users.$inferInsert;

/**
 * A member's row as every read of it answers: every column but the password's hash. Only the
 * password's own checks read the hash (`findSignInAccount`, `findPasswordHash`); a row that never
 * holds it cannot hand it on, to a response, a log line or a mail, by mistake.
 */
export type UserRow = Omit<typeof users.$inferSelect, 'passwordHash'>;

/** The columns of `UserRow`: what a statement selects, or returns, to read a member's whole row. */
export const memberColumns = (({ passwordHash: _hash, ...columns }) => columns)(getTableColumns(users));

/** Prepared: every signed-in member's call reads the member's row. */
const userById = preparedStatement('user_by_id', (db, _shape: '', name) =>
  db
    .select(memberColumns)
    .from(users)
    .where(eq(users.id, slot('id')))
    .limit(1)
    .prepare(name),
);

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await userById(db, '').execute({ id });
  return row;
}

/** What a sign-in needs of the account a number holds: the hash to check, and where to send an alert. */
export async function findSignInAccount(
  db: DbOrTx,
  mobileNumber: string,
): Promise<{ id: string; passwordHash: string; email: string; language: UserRow['language'] } | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.mobileNumber, mobileNumber))
    .limit(1);
  return row;
}

/** The member's password's hash, for a call that must be proven by the current password. */
export async function findPasswordHash(db: DbOrTx, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1);
  return row?.passwordHash;
}

export async function findUserByMobile(db: DbOrTx, mobileNumber: string): Promise<UserRow | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.mobileNumber, mobileNumber)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserByMobileOrEmail(db: DbOrTx, mobileNumber: string, email: string) {
  return db
    .select({ mobileNumber: users.mobileNumber, email: users.email })
    .from(users)
    .where(or(eq(users.mobileNumber, mobileNumber), eq(users.email, email.toLowerCase())));
}

export async function insertUser(
  db: DbOrTx,
  values: Pick<UserInsert, 'email' | 'mobileNumber' | 'passwordHash' | 'language' | 'removeIfUnverified'>,
): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** Changes the member's row; undefined when there is no such member (any more). */
export async function updateUser(
  db: DbOrTx,
  userId: string,
  values: Partial<
    Pick<
      UserInsert,
      | 'userDetails'
      | 'fullName'
      | 'gender'
      | 'dateOfBirth'
      | 'income'
      | 'city'
      | 'caste'
      | 'subCaste'
      | 'photoDetails'
      | 'language'
      | 'pendingPhoto'
      | 'documentType'
      | 'documentDecision'
      | 'documentDecidedAt'
      | 'documentDecidedBy'
      | 'documentDeletedAt'
    >
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(memberColumns);
  return row;
}

/**
 * Saves the profile groups and the columns listings use. The verified badge says the document
 * matched this name and birth date, so changing either takes it away. `backToReview` makes the
 * profile wait for an administrator again, from `at`, out of every listing, keeping the details as
 * they were approved for the administrator to compare. With `ifVersion` (`findUserVersioned`) it
 * writes only if the row is still that version, and answers undefined otherwise. Answers the row
 * as written with its new version.
 */
export async function updateUserDetails(
  db: DbOrTx,
  userId: string,
  values: Pick<UserInsert, 'userDetails' | 'gender' | 'income' | 'city' | 'caste' | 'subCaste' | 'moonSign'> &
    MatchColumns & {
      fullName: string;
      dateOfBirth: string;
    },
  options: { backToReview?: { approved: ReviewedValues; at: Date }; ifVersion?: string } = {},
): Promise<VersionedRow | undefined> {
  const back = options.backToReview;
  const theMember = eq(users.id, userId);
  const [saved] = await db
    .update(users)
    .set({
      ...values,
      identityVerifiedAt: sql`case when ${users.fullName} is distinct from ${values.fullName} or ${users.dateOfBirth} is distinct from ${values.dateOfBirth}::date then null else ${users.identityVerifiedAt} end`,
      ...(back
        ? {
            status: 'PENDING' as const,
            reviewRequestedAt: back.at,
            approvedDetails: { since: back.at.toISOString(), values: back.approved },
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(options.ifVersion === undefined ? theMember : and(theMember, sql`${users}.xmin = ${options.ifVersion}::xid`))
    .returning({ ...memberColumns, rowVersion: sql<string>`${users}.xmin::text` });
  if (!saved) return undefined;
  const { rowVersion, ...row } = saved;
  return { row, version: rowVersion };
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Holds the member's row until the transaction ends, so checks and writes about one member (how
 * many codes were sent, how many were guessed) cannot interleave. Held for no key update, as
 * every member's row held to take turns is: only another such hold, or a write of the row, waits
 * for it; a row that merely names the member (a session, a notification) is written meanwhile.
 */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for(MEMBER_HOLD);
}

/** A member's row and its version: PostgreSQL's `xmin`, which every write of the row changes. */
export interface VersionedRow {
  row: UserRow;
  version: string;
}

const userVersioned = preparedStatement('user_versioned', (db, _shape: '', name) =>
  db
    .select({ row: memberColumns, version: sql<string>`${users}.xmin::text` })
    .from(users)
    .where(eq(users.id, slot('id')))
    .limit(1)
    .prepare(name),
);

/**
 * The member's row with its version. A write made on the condition of that version
 * (`updateUserDetails`' `ifVersion`) changes nothing if another write came first, without holding
 * the row in a transaction meanwhile.
 */
export async function findUserVersioned(db: DbOrTx, id: string): Promise<VersionedRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [found] = await userVersioned(db, '').execute({ id });
  return found;
}

/**
 * The member's row, held until the transaction ends so decisions about one member take turns (for
 * no key update, as `lockUser` says). With `alongside`, that member's row is held too, the two in
 * the order of their ids: two calls that each hold the same two members (two members sending each
 * other an interest at once) then take turns, where each holding its own and waiting for the
 * other's would leave both waiting until the database ended one of them.
 */
export async function findUserForUpdate(tx: DbOrTx, id: string, alongside?: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const ids = alongside !== undefined && alongside !== id && isUuid(alongside) ? [id, alongside] : [id];
  const rows = await tx.select(memberColumns).from(users).where(inArray(users.id, ids)).orderBy(users.id).for(MEMBER_HOLD);
  return rows.find((row) => row.id === id);
}

export async function findUsersByIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select(memberColumns).from(users).where(inArray(users.id, ids));
}

/**
 * Deletes the member's row (sessions, resets and upload rows go with it by cascade; payments and
 * reports keep their amounts and texts without the person) and answers the upload rows it had,
 * read in the same transaction; null when there was no such member. `beforeDelete` runs in that
 * transaction with the member's name and number, for what must end with them (their open reports).
 */
export async function deleteUserRow(
  db: Db,
  userId: string,
  beforeDelete?: (tx: DbOrTx, member: { fullName: string | null; mobileNumber: string }) => Promise<void>,
): Promise<RemovedUpload[] | null> {
  if (!isUuid(userId)) return null;
  return db.transaction(async (tx) => {
    const owned = await tx.select(removedFiles).from(uploads).where(eq(uploads.userId, userId));
    const [member] = await tx
      .select({ fullName: users.fullName, mobileNumber: users.mobileNumber })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member) return null;
    if (beforeDelete) await beforeDelete(tx, member);
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length === 0 ? null : owned;
  });
}
