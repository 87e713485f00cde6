import type { z } from 'zod';
import { ACTIVITY_PAGE_SIZE, type ActivityEntry, type activityBody } from '../../contract/admin-activity.js';
import { AUDIT_ACTIONS, type AuditAction } from '../../contract/moderation.js';
import type { DbOrTx } from '../db/client.js';
import { listAuditEntries } from './repository.js';

/** One page of the activity log as administrators read it. */
export async function activityPage(
  db: DbOrTx,
  filter: z.output<typeof activityBody>,
): Promise<{ entries: ActivityEntry[]; hasMore: boolean }> {
  const rows = await listAuditEntries(db, {
    adminId: filter.adminId,
    action: filter.action,
    member: filter.member?.trim() || undefined,
    offset: filter.page * ACTIVITY_PAGE_SIZE,
    limit: ACTIVITY_PAGE_SIZE + 1,
  });
  return {
    hasMore: rows.length > ACTIVITY_PAGE_SIZE,
    entries: rows.slice(0, ACTIVITY_PAGE_SIZE).map((row) => ({
      id: String(row.id),
      createdAt: row.createdAt.toISOString(),
      adminId: row.adminId,
      adminName: row.adminName,
      action: AUDIT_ACTIONS.includes(row.action as AuditAction) ? (row.action as AuditAction) : 'SIGN_IN',
      targetUserId: row.targetUserId,
      targetLabel: row.targetLabel,
      reason: row.reason,
      detail: (row.detail as Record<string, unknown> | null) ?? null,
      address: row.address,
    })),
  };
}
