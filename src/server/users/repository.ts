import { eq, or } from 'drizzle-orm';
import type { Language } from '../../contract/limits.js';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByMobile(db: DbOrTx, mobileNumber: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileNumber, mobileNumber)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserByMobileOrEmail(db: DbOrTx, mobileNumber: string, email: string) {
  return db
    .select({ mobileNumber: users.mobileNumber, email: users.email })
    .from(users)
    .where(or(eq(users.mobileNumber, mobileNumber), eq(users.email, email.toLowerCase())));
}

/**
 * Holds the member's row until the transaction ends, so checks and writes about one member (how
 * many codes were sent, how many were guessed) cannot interleave.
 */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Stores the member's language; false when the member is gone. */
export async function updateUserLanguage(db: DbOrTx, id: string, language: Language): Promise<boolean> {
  const rows = await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
