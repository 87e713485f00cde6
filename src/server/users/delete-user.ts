import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { uploads, users } from '../db/schema.js';
import type { FileStore } from '../storage/file-store.js';
import { removedFiles } from '../uploads/repository.js';
import { keysOf } from '../uploads/service.js';

/**
 * Removes a member for good: the row (sessions, resets and upload rows go with it by cascade;
 * payments and reports keep their amounts and texts without the person) and then the files.
 * Files go after the commit: a failed deletion of a file leaves an orphan, never a profile
 * pointing at nothing.
 */
export async function deleteUser(db: Db, files: FileStore, userId: string, log: FastifyBaseLogger): Promise<boolean> {
  const keys = await db.transaction(async (tx) => {
    const owned = await tx.select(removedFiles).from(uploads).where(eq(uploads.userId, userId));
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    if (deleted.length === 0) return null;
    return keysOf(owned);
  });
  if (keys === null) return false;
  await Promise.all(
    keys.map((key) =>
      files.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not delete a file of a deleted member')),
    ),
  );
  return true;
}
