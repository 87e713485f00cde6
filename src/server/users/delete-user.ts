import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { FileStore } from '../storage/file-store.js';
import { keysOf, removeFiles } from '../uploads/service.js';
import { deleteUserRow } from './repository.js';

/**
 * Removes a member for good: the row with everything that hangs on it, then the files. Files go
 * after the commit: a failed deletion of a file leaves an orphan, never a profile pointing at
 * nothing. False when there was no such member.
 */
export async function deleteUser(db: Db, files: FileStore, userId: string, log: FastifyBaseLogger): Promise<boolean> {
  const owned = await deleteUserRow(db, userId);
  if (owned === null) return false;
  await removeFiles(files, keysOf(owned), log);
  return true;
}
