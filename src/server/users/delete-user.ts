import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { uploads, users } from '../db/schema.js';
import { resolveOpenReports } from '../reports/repository.js';
import type { FileStore } from '../storage/file-store.js';

export interface Deletion {
  /** The administrator who deleted the account (null: its owner) and their note for its reports. */
  resolvedBy: string | null;
  note?: string | null;
}

/**
 * Removes a member for good: the row (sessions, resets and upload rows go with it by cascade;
 * payments and reports keep their amounts and texts without the person) and then the files.
 * Open reports on the member are resolved as DELETED, keeping the name, in the same transaction.
 * Files go after the commit: a failed deletion of a file leaves an orphan, never a profile
 * pointing at nothing. Answers null when there was no such member, else the reporters to tell.
 */
export async function deleteUser(
  db: Db,
  files: FileStore,
  userId: string,
  log: FastifyBaseLogger,
  deletion: Deletion = { resolvedBy: null },
): Promise<{ reporterIds: string[]; resolved: number } | null> {
  const outcome = await db.transaction(async (tx) => {
    const owned = await tx.select({ fileKey: uploads.fileKey, thumbKey: uploads.thumbKey }).from(uploads).where(eq(uploads.userId, userId));
    const [member] = await tx
      .select({ fullName: users.fullName, mobileNumber: users.mobileNumber })
      .from(users)
      .where(eq(users.id, userId));
    if (!member) return null;
    const reports = await resolveOpenReports(tx, userId, {
      resolution: 'DELETED',
      note: deletion.note ?? null,
      resolvedBy: deletion.resolvedBy,
      label: member.fullName ?? member.mobileNumber,
    });
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    if (deleted.length === 0) return null;
    return { reports, keys: owned.flatMap((file) => (file.thumbKey ? [file.fileKey, file.thumbKey] : [file.fileKey])) };
  });
  if (outcome === null) return null;
  await Promise.all(
    outcome.keys.map((key) =>
      files.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not delete a file of a deleted member')),
    ),
  );
  return outcome.reports;
}
