import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../contract/moderation.js';
import { containsText } from '../db/like.js';
import { isUuid } from '../db/uuid.js';
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

/** Entries newest first, by administrator, action and member (an id, or part of the recorded name or number). */
export async function listAuditEntries(
  db: DbOrTx,
  filter: { adminId?: string; action?: AuditAction; member?: string; offset: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.adminId) conditions.push(eq(auditLog.adminId, filter.adminId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.member) {
    const byLabel = containsText(auditLog.targetLabel, filter.member);
    conditions.push(isUuid(filter.member) ? or(eq(auditLog.targetUserId, filter.member), byLabel)! : byLabel);
  }
  return db
    .select()
    .from(auditLog)
    .where(conditions.length > 0 ? and(...conditions) : sql`true`)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Every administrator, by name, for the activity log's filter and for naming who decided. */
export async function listAdmins(db: DbOrTx) {
  return db
    .select({ id: admins.id, name: admins.name, mobileNumber: admins.mobileNumber })
    .from(admins)
    .orderBy(asc(admins.name), asc(admins.mobileNumber));
}
