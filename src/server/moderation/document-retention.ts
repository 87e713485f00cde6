import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { uploads, users } from '../db/schema.js';
import type { RemovedUpload } from '../uploads/repository.js';
import { keyOfUrl } from '../uploads/file-names.js';

/** Members whose identity document was decided on before `before` and whose file is still kept. */
export async function documentsDue(db: DbOrTx, before: Date, limit: number): Promise<{ id: string; url: string }[]> {
  const rows = await db
    .select({ id: users.id, url: sql<string>`${users.photoDetails}->>'adharCard'` })
    .from(users)
    .where(
      and(
        isNotNull(users.documentDecision),
        isNull(users.documentDeletedAt),
        lte(users.documentDecidedAt, before),
        sql`${users.photoDetails}->>'adharCard' is not null`,
      ),
    )
    .limit(limit);
  return rows;
}

/**
 * Takes the decided document off the member's record and removes its upload row, in one
 * transaction, unless the member saved another document meanwhile. What stays on the member is
 * the type, the decision, who made it and when, and when the file went. Answers the files to
 * delete (none when nothing changed).
 */
export async function forgetDocument(db: DbOrTx, userId: string, url: string): Promise<RemovedUpload[]> {
  const key = keyOfUrl(url);
  const cleared = await db
    .update(users)
    .set({ photoDetails: sql`${users.photoDetails} - 'adharCard'`, documentDeletedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.documentDecision),
        isNull(users.documentDeletedAt),
        sql`${users.photoDetails}->>'adharCard' = ${url}`,
      ),
    )
    .returning({ id: users.id });
  if (cleared.length === 0 || !key) return [];
  return db
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.kind, 'document'), eq(uploads.fileKey, key)))
    .returning({ fileKey: uploads.fileKey, thumbKey: uploads.thumbKey });
}
