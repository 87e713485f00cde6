import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../contract/moderation.js';
import type { DbOrTx } from '../db/client.js';
import { adminOf } from '../http/auth.js';
import { appendAuditEntry } from './repository.js';

/** Who acts, and from where: taken from the signed-in admin's request, never from its body. */
export interface AdminActor {
  adminId: string;
  address: string;
}

export function actorOf(request: FastifyRequest): AdminActor {
  return { adminId: adminOf(request).subjectId, address: request.ip };
}

export interface AuditEntry {
  action: AuditAction;
  /** The member acted on, with a label that stays readable after the member is deleted. */
  target?: { id: string; label?: string | null } | null;
  reason?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Records an administrator's action. Pass the transaction that makes the change, so the change
 * and its record are written together or not at all.
 */
export async function recordAdminAction(db: DbOrTx, actor: AdminActor, entry: AuditEntry): Promise<void> {
  await appendAuditEntry(db, {
    adminId: actor.adminId,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetLabel: entry.target?.label ?? null,
    reason: entry.reason ?? null,
    detail: entry.detail ?? null,
    address: actor.address,
  });
}
