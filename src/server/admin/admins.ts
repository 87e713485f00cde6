import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../credentials/passwords.js';
import { clearFailures } from '../credentials/sign-in-failures.js';
import type { Db, DbOrTx } from '../db/client.js';
import { admins, sessions } from '../db/schema.js';

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

/**
 * Creates the admin, or resets its password and signs its sessions out when it exists; the
 * reset and the sign-out happen together.
 */
export async function upsertAdmin(db: Db, mobileNumber: string, password: string): Promise<'created' | 'reset'> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.mobileNumber, mobileNumber));
    if (existing) {
      await tx.update(admins).set({ passwordHash }).where(eq(admins.id, existing.id));
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.adminId, existing.id));
      // A new password, set by someone with access to the server, forgives earlier failures.
      await clearFailures(tx, 'admin', existing.id);
      return 'reset' as const;
    }
    await tx.insert(admins).values({ mobileNumber, passwordHash });
    return 'created' as const;
  });
}

export async function findAdminByMobile(db: DbOrTx, mobileNumber: string) {
  const [row] = await db.select().from(admins).where(eq(admins.mobileNumber, mobileNumber)).limit(1);
  return row;
}

export async function adminExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, id)).limit(1);
  return row !== undefined;
}
