import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { UserStatus } from '../../contract/reference/index.js';
import type { DbOrTx } from '../db/client.js';
import { containsText } from '../db/like.js';
import { admins, users } from '../db/schema.js';

/**
 * One page of members, newest first, and one row more to tell whether another page exists (no
 * count over all matches). The name test has the shape the trigram index on lower(full_name) serves.
 */
export async function listUsers(db: DbOrTx, filter: { fullName?: string; status?: UserStatus; offset: number; limit: number }) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.fullName) conditions.push(containsText(users.fullName, filter.fullName));
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** The member whose status changed, or undefined when the number is unknown. */
export async function setStatusByMobile(db: DbOrTx, mobileNumber: string, status: UserStatus) {
  const [row] = await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(eq(users.mobileNumber, mobileNumber))
    .returning({ id: users.id, fullName: users.fullName, mobileNumber: users.mobileNumber });
  return row;
}

export async function countUsers(db: DbOrTx, createdSince: Date): Promise<{ total: number; since: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      since: sql<number>`count(*) filter (where ${gte(users.createdAt, createdSince)})`.mapWith(Number),
    })
    .from(users);
  return row ?? { total: 0, since: 0 };
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

export async function findAdminByMobile(db: DbOrTx, mobileNumber: string) {
  const [row] = await db.select().from(admins).where(eq(admins.mobileNumber, mobileNumber)).limit(1);
  return row;
}

export async function insertAdmin(db: DbOrTx, values: { mobileNumber: string; passwordHash: string }): Promise<void> {
  await db.insert(admins).values(values);
}

export async function setAdminPasswordHash(db: DbOrTx, adminId: string, passwordHash: string): Promise<void> {
  await db.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
}
