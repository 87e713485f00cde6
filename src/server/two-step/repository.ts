import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { adminRecoveryCodes, admins } from '../db/schema.js';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminById(db: DbOrTx, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

export async function findAdminByMobile(db: DbOrTx, mobileNumber: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.mobileNumber, mobileNumber)).limit(1);
  return row;
}

/** Offers a new secret; only confirming a code from it makes it the admin's. */
export async function setPendingSecret(db: DbOrTx, adminId: string, secret: string): Promise<void> {
  await db.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, adminId));
}

/**
 * Makes the offered secret the admin's, if it is still the one offered and no enrolment was
 * completed meanwhile: of two parallel confirmations, one wins.
 */
export async function completeEnrolment(db: DbOrTx, adminId: string, secret: string, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step })
    .where(and(eq(admins.id, adminId), eq(admins.totpPendingSecret, secret), isNull(admins.totpEnabledAt)))
    .returning({ id: admins.id });
  return rows.length > 0;
}

/** Takes a code's time step, once: a step at or before the last one taken is refused here too. */
export async function takeTimeStep(db: DbOrTx, adminId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: DbOrTx, adminId: string, hashes: string[]): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ adminId, codeHash })));
}

export async function unusedRecoveryCodes(db: DbOrTx, adminId: string) {
  return db
    .select({ id: adminRecoveryCodes.id, codeHash: adminRecoveryCodes.codeHash })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
}

/** Marks a recovery code used; false when a parallel call used it first. */
export async function useRecoveryCode(db: DbOrTx, codeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(adminRecoveryCodes.id, codeId), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, adminId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Forgets the enrolment and its recovery codes: the admin enrols again at the next sign-in. */
export async function clearEnrolment(db: DbOrTx, adminId: string): Promise<void> {
  await db
    .update(admins)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(admins.id, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}
