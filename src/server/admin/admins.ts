import { asc, count, eq } from 'drizzle-orm';
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
 * reset and the sign-out happen together. A name, when given, is what the activity log shows.
 */
export async function upsertAdmin(db: Db, mobileNumber: string, password: string, name?: string): Promise<'created' | 'reset'> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.mobileNumber, mobileNumber));
    if (existing) {
      await tx
        .update(admins)
        .set({ passwordHash, ...(name ? { name } : {}) })
        .where(eq(admins.id, existing.id));
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.adminId, existing.id));
      // A new password, set by someone with access to the server, forgives earlier failures.
      await clearFailures(tx, 'admin', existing.id);
      return 'reset' as const;
    }
    await tx.insert(admins).values({ mobileNumber, passwordHash, name: name ?? null });
    return 'created' as const;
  });
}

export async function findAdminByMobile(db: DbOrTx, mobileNumber: string) {
  const [row] = await db.select().from(admins).where(eq(admins.mobileNumber, mobileNumber)).limit(1);
  return row;
}

/** Every administrator, by name, for the activity log's filter and for naming who decided. */
export async function listAdmins(db: DbOrTx) {
  return db
    .select({ id: admins.id, name: admins.name, mobileNumber: admins.mobileNumber })
    .from(admins)
    .orderBy(asc(admins.name), asc(admins.mobileNumber));
}

/** Administrators' names (or numbers when unnamed) by id. There are a handful, so all at once. */
export async function adminNames(db: DbOrTx): Promise<Map<string, string>> {
  return new Map((await listAdmins(db)).map((admin) => [admin.id, admin.name ?? admin.mobileNumber]));
}
