import { eq } from 'drizzle-orm';
import type { AuditAction } from '../../contract/moderation.js';
import type { DbOrTx } from '../db/client.js';
import { admins, auditLog } from '../db/schema.js';

export interface AuditRow {
  adminId: string;
  action: AuditAction;
  targetUserId?: string | null;
  targetLabel?: string | null;
  reason?: string | null;
  detail?: Record<string, unknown> | null;
  address?: string | null;
}

/**
 * Appends one entry, naming the administrator as they are called now (the log keeps the name
 * even if the admin is renamed or removed later). The table refuses updates and deletes.
 */
export async function appendAuditEntry(db: DbOrTx, row: AuditRow): Promise<void> {
  const [admin] = await db.select({ name: admins.name, mobileNumber: admins.mobileNumber }).from(admins).where(eq(admins.id, row.adminId));
  await db.insert(auditLog).values({
    adminId: row.adminId,
    adminName: admin?.name ?? admin?.mobileNumber ?? null,
    action: row.action,
    targetUserId: row.targetUserId ?? null,
    targetLabel: row.targetLabel ?? null,
    reason: row.reason ?? null,
    detail: row.detail ?? null,
    address: row.address ?? null,
  });
}
