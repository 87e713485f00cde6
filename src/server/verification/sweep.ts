import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';

/**
 * Registrations that never proved their email address and were made before `createdBefore`,
 * oldest first. Accounts from before email verification (remove_if_unverified false) are never
 * among them.
 */
export async function unverifiedRegistrations(db: DbOrTx, createdBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.removeIfUnverified, true), isNull(users.emailVerifiedAt), lt(users.createdAt, createdBefore)))
    .orderBy(asc(users.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
