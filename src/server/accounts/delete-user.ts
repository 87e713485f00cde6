import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { resolveReportsOfDeleted } from '../reports/service.js';
import type { FileStore } from '../storage/file-store.js';
import { keysOf, removeFiles } from '../uploads/service.js';
import { deleteUserRow } from '../users/repository.js';

export interface Deletion {
  /** The administrator who deleted the account (null: its owner) and their note for its reports. */
  resolvedBy: string | null;
  note?: string | null;
}

/**
 * Removes a member for good: the row with everything that hangs on it, then the files. Open
 * reports on the member are resolved as DELETED, keeping the name, in the same transaction. Files
 * go after the commit: a failed deletion of a file leaves an orphan, never a profile pointing at
 * nothing. Answers null when there was no such member, else the reporters to tell.
 */
export async function deleteUser(
  db: Db,
  files: FileStore,
  userId: string,
  log: FastifyBaseLogger,
  deletion: Deletion = { resolvedBy: null },
): Promise<{ reporterIds: string[]; resolved: number } | null> {
  let reports = { reporterIds: [] as string[], resolved: 0 };
  const owned = await deleteUserRow(db, userId, async (tx, member) => {
    reports = await resolveReportsOfDeleted(tx, userId, {
      note: deletion.note ?? null,
      resolvedBy: deletion.resolvedBy,
      label: member.fullName ?? member.mobileNumber,
    });
  });
  if (owned === null) return null;
  await removeFiles(db, files, keysOf(owned), log);
  return reports;
}
