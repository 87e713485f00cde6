import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../accounts/passwords.js';
import type { DbOrTx } from '../db/client.js';
import { admins, sessions } from '../db/schema.js';

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

/** Creates the admin, or resets its password (and signs its sessions out) when it exists. */
export async function upsertAdmin(db: DbOrTx, mobileNumber: string, password: string): Promise<'created' | 'reset'> {
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.mobileNumber, mobileNumber));
  if (existing) {
    await db.update(admins).set({ passwordHash }).where(eq(admins.id, existing.id));
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.adminId, existing.id));
    return 'reset';
  }
  await db.insert(admins).values({ mobileNumber, passwordHash });
  return 'created';
}

export async function findAdminByMobile(db: DbOrTx, mobileNumber: string) {
  const [row] = await db.select().from(admins).where(eq(admins.mobileNumber, mobileNumber)).limit(1);
  return row;
}
